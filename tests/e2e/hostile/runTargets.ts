/**
 * Sends each target's generated requests and judges every answer (answers.ts), whichever runner
 * delivers them: `send` goes over HTTP in the browser suite and to the route exports in process.
 */
import fc from 'fast-check'

import { type Answer, assertRefused } from './answers'
import type { HostileFixtures, HostileRequest, HostileTarget } from './targets'
import type { ActorName } from '../http/actors'

export type SendHostile = (target: HostileTarget, actor: ActorName, request: HostileRequest) => Promise<Answer>

export type HostileRun = { sent: number; serverErrors: number; byStatus: Map<number, number>; failures: string[] }

/** HOSTILE_TARGETS=text keeps only the targets whose name contains it, or one of several separated by '|' (while working on them). */
export const selectedTargets = (targets: HostileTarget[]) =>
  targets.filter(
    (target) => !process.env.HOSTILE_TARGETS || process.env.HOSTILE_TARGETS.split('|').some((part) => target.name.includes(part)),
  )

/** How many answers had each status. */
export const statusesOf = (answers: { status: number }[]): Map<number, number> => {
  const byStatus = new Map<number, number>()
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1)
  return byStatus
}

/** "status: count, …" in status order. */
export const statusLine = (byStatus: Map<number, number>) =>
  [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')

/**
 * Runs the targets a few at a time (each target's requests one after another), `runs(target)`
 * requests each (the target's own count unless a runner sends a sample).
 */
export async function runTargets(
  targets: HostileTarget[],
  {
    fixtures,
    send,
    concurrency,
    runs = (target) => target.runs,
  }: { fixtures: HostileFixtures; send: SendHostile; concurrency: number; runs?: (target: HostileTarget) => number },
): Promise<HostileRun> {
  const run: HostileRun = { sent: 0, serverErrors: 0, byStatus: new Map(), failures: [] }
  const runTarget = async (target: HostileTarget) => {
    const actorArbitrary = typeof target.actor === 'string' ? fc.constant(target.actor) : target.actor
    try {
      await fc.assert(
        fc.asyncProperty(actorArbitrary, target.requests(fixtures), async (actorName, request) => {
          const answer = await send(target, actorName, request)
          run.sent++
          run.byStatus.set(answer.status, (run.byStatus.get(answer.status) ?? 0) + 1)
          if (answer.status >= 500) run.serverErrors++
          assertRefused(target, request, answer)
        }),
        // No shrinking: each try is a request; the failing request is reported as generated, with its seed.
        { numRuns: runs(target), endOnFailure: true },
      )
    } catch (error) {
      // fast-check puts the property's own error (our assertion) in `cause`.
      const cause = (error as Error).cause as Error | undefined
      run.failures.push(`${target.name}: ${(error as Error).message.slice(0, 1200)}${cause ? `\n${cause.message.slice(0, 800)}` : ''}`)
    }
  }
  const queue = [...targets]
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let target = queue.shift(); target; target = queue.shift()) await runTarget(target)
    }),
  )
  return run
}
