/**
 * How the hostile-input suite judges an answer, whichever runner sent the request: over HTTP
 * (tests/e2e/authorization/hostileInput.e2e.ts) or in process through the app's route exports
 * (tests/security/hostileApi.test.ts).
 */
import type { HostileRequest, HostileTarget } from './targets'

/** Messages that say nothing: Payload's and Next.js's fallbacks for errors they hide. */
export const VAGUE = ['An unknown error occurred.', 'Something went wrong.', 'Internal Server Error', 'Please try again later.']
export const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|Failed query:/

export type Answer = { status: number; message: string; note?: string }

/** The message of an API answer: the first error's, the body's own, or the text when it is no JSON. */
export function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: { message?: string }[]; message?: string }
    return body.errors?.[0]?.message ?? body.message ?? ''
  } catch {
    // A text answer: its text is the message.
    return text
  }
}

/** A fallback, bare or as the reason after spec 8's failure message ('Failed to create event: Something went wrong.'). */
const isVague = (message: string) => VAGUE.some((vague) => message === vague || message.endsWith(`: ${vague}`))

/** A clear message: not empty, not a fallback, no internals. */
export const isClear = (message: string) => Boolean(message.trim()) && !isVague(message) && !STACK_TRACE.test(message)

/** A request in a line: long strings and file contents cut short (a 26 MB file is not written out). */
export const describeRequest = (request: unknown) =>
  JSON.stringify(request, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 60)}… (${value.length} characters)`
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')
      return `(file of ${(value as { data: unknown[] }).data.length} bytes)`
    return value
  }).slice(0, 600)

/** The rule for every answer: refused (4xx, or an action's refusal in a 200), with a message that says why. */
export function assertRefused(target: HostileTarget, request: HostileRequest, answer: Answer) {
  const message = answer.message.trim()
  // A server action's refusal is its result in a 200 answer; everything else refuses with a 4xx.
  const clientError = answer.status >= 400 && answer.status < 500
  const delivered = request.kind === 'http' && !target.harmlessAnswer ? clientError : answer.status === 200 || clientError
  const problem = !delivered
    ? `answered ${answer.status}`
    : message === ''
      ? 'no message'
      : isVague(message)
        ? 'a vague message'
        : STACK_TRACE.test(message)
          ? 'internals in the message'
          : null
  if (problem)
    throw new Error(
      `${target.name}: ${problem}: ${describeRequest(request)} answered ${answer.status} ${message.slice(0, 200)} ${answer.note ?? ''}`,
    )
}

/** Documents in an answer: objects with an id, at any depth (populated relationships and joins included). */
export const countDocuments = (value: unknown): number =>
  Array.isArray(value)
    ? value.reduce<number>((sum, item) => sum + countDocuments(item), 0)
    : typeof value === 'object' && value !== null
      ? ('id' in value ? 1 : 0) + Object.values(value).reduce<number>((sum, item) => sum + countDocuments(item), 0)
      : 0
