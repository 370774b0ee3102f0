import { unstable_rethrow } from 'next/navigation'
import type { Payload } from 'payload'
import { z } from 'zod'

import { type Translator, translatorFor } from '@/i18n/translator'
import { type ActionResult, failed } from '@/lib/shared/actions/actionResult'
import { isAppError, isPublicError } from '@/lib/shared/errors/appError'
import { type ErrorText, readErrorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

/** Who acts: the local API and the signed-in member (null for a visitor where the action allows one). */
export type ActionContext<Member extends User | null = User> = { payload: Payload; user: Member }

/** A toast's or a form's message: a title and a line below it. */
export type ActionMessage = { title: string; description?: string }

/**
 * One server action, declared: what its arguments must be, what it does, and how its refusals
 * read. The pipeline (memberAction, visitorAction) does the rest the same way for every action:
 * signs in, parses, calls `run`, and turns errors into the answer.
 */
export type ActionSpec<Args extends unknown[], Input, Data, Member extends User | null> = {
  /** The action's arguments as the client sent them (anyone can post anything): a tuple or `formFields(...)`. */
  input: z.ZodType<Input, Args>
  /** The title of every refusal: bad arguments (the schema's message), AppErrors (unless they carry a title) and Payload's public errors. */
  title: string
  /** The title when the arguments are refused, where it differs from `title`. */
  invalidTitle?: string
  /** The line below the title when something unexpected broke (it is logged). */
  unexpected?: string
  /** A refusal worded otherwise (the spec's 'File Too Large'); undefined: the default above. Sees every error. */
  refusal?: (error: unknown, args: Args) => ActionResult<Data> | undefined
  run: (context: ActionContext<Member>, input: Input) => Promise<ActionResult<Data>>
}

/**
 * An action's spec as written in a 'use server' file: a function of the request's translator, so
 * every title, schema message and answer reads in the page's language:
 *
 *   memberAction((t) => ({ title: t('errors.error'), input: z.tuple([...], { message: t('apply.notSubmitted') }), run }))
 */
export type TranslatedSpec<Spec> = (t: Translator) => Spec

/** What a refused argument is told: a shared schema's catalogue text (`params.errorText`) in the reader's language, else the issue's message. */
function issueText(issue: z.core.$ZodIssue | undefined, t: Translator): string {
  const text = issue && 'params' in issue ? (issue.params as { errorText?: ErrorText } | undefined)?.errorText : undefined
  return text ? readErrorText(text, t) : issue?.message || t('errors.checkInput')
}

/**
 * The pipeline's body, given who acts (kept apart from the request so tests run it on a real
 * database): parses the arguments, runs the action, maps an AppError or a public Payload error
 * to its answer, and logs anything else. Next.js's own signals (redirect, notFound) pass through.
 * `t` reads refusals from the catalogue (an AppError's text) in the request's language.
 */
export async function runAction<Args extends unknown[], Input, Data, Member extends User | null>(
  spec: ActionSpec<Args, Input, Data, Member>,
  args: Args,
  context: ActionContext<Member>,
  t: Translator = translatorFor('en'),
): Promise<ActionResult<Data>> {
  const parsed = spec.input.safeParse(args)
  if (!parsed.success) return failed(spec.invalidTitle ?? spec.title, issueText(parsed.error.issues[0], t))
  try {
    return await spec.run(context, parsed.data)
  } catch (error) {
    unstable_rethrow(error)
    const meant = isPublicError(error)
    if (!meant) context.payload.logger.error({ err: error, msg: `A server action failed: ${spec.title}` })
    if (spec.refusal) {
      const answer = spec.refusal(error, args)
      if (answer) return answer
    }
    if (!meant) return failed(spec.title, spec.unexpected ?? t('errors.tryLater'))
    const title = isAppError(error) && error.title ? readErrorText(error.title, t) : spec.title
    return failed(title, isAppError(error) && error.text ? readErrorText(error.text, t) : (error as Error).message)
  }
}

/** The words of a refusal in the reader's language: an AppError's catalogue text, else its message. */
export const refusalText = (error: unknown, t: Translator): string =>
  isAppError(error) && error.text ? readErrorText(error.text, t) : error instanceof Error ? error.message : t('errors.tryLater')

/**
 * A form action's arguments (previous state, FormData) read as the schema's fields: a missing
 * field reads as '', anything but a form is refused with `notAForm`.
 */
export function formFields<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, notAForm: string) {
  return z
    .custom<[unknown, FormData]>((args) => Array.isArray(args) && args[1] instanceof FormData, { message: notAForm })
    .transform((args): unknown => Object.fromEntries(Object.keys(schema.shape).map((name) => [name, args[1].get(name) ?? ''])))
    .pipe(schema as z.ZodType<z.output<z.ZodObject<Shape>>, unknown>)
}

/** A checkbox field: 'on' when ticked, absent otherwise. */
export const checkbox = z.unknown().transform((value) => value === 'on')
