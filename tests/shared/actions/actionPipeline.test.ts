/**
 * The one pipeline every server action runs through (src/lib/shared/actions/runAction.ts): arguments
 * checked by the action's schema, refusals worded from AppError and Payload's public errors,
 * the unexpected logged and answered vaguely, Next.js's redirect passed through. On the run's
 * real database: the actions here call real domain functions.
 */
import { redirect } from 'next/navigation'
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'

import { translatorFor } from '../../../src/i18n/translator'
import { updateOwnAccount } from '../../../src/lib/accounts/users/updateOwnAccount'
import { succeeded } from '../../../src/lib/shared/actions/actionResult'
import { type ActionSpec, checkbox, formFields, runAction } from '../../../src/lib/shared/actions/runAction'
import { AppError } from '../../../src/lib/shared/errors/appError'
import { errorText } from '../../../src/lib/shared/errors/errorText'
import { rowIdArgument } from '../../../src/lib/shared/ids/rowIdArgument'
import { storableText } from '../../../src/lib/shared/validation/storableText'
import type { User } from '../../../src/payload-types'
import { createUser, uniqueTag } from '../../support/actors'
import { usePayload } from '../../support/payload'

const getPayload = usePayload()
let member: User

beforeAll(async () => {
  member = await createUser(getPayload(), { email: `pipeline-${uniqueTag()}@test.example` })
})

const run = <Args extends unknown[], Input>(spec: ActionSpec<Args, Input, undefined, User>, ...args: Args) =>
  runAction(spec, args, { payload: getPayload(), user: member })

const positional = (body: ActionSpec<[number, boolean], [number, boolean], undefined, User>['run']) => ({
  input: z.tuple([rowIdArgument('Failed to save the date.'), z.boolean({ message: 'Failed to save the date.' })], {
    message: 'Failed to save the date.',
  }),
  title: 'Error',
  run: body,
})

describe('arguments', () => {
  test('anything the schema refuses is answered with the title and its message, and the action does not run', async () => {
    const body = vi.fn(async () => succeeded('Date saved'))
    const spec = positional(body)
    for (const args of [
      [0, true],
      [1.5, true],
      ['1', true],
      [1, 'yes'],
      [2 ** 31, false],
    ] as never[][]) {
      expect(await runAction(spec, args as never, { payload: getPayload(), user: member })).toMatchObject({
        ok: false,
        title: 'Error',
        description: 'Failed to save the date.',
      })
    }
    expect(await runAction(spec, [1] as never, { payload: getPayload(), user: member })).toMatchObject({
      description: 'Failed to save the date.',
    })
    expect(body).not.toHaveBeenCalled()
    expect(await run(spec, 7, true)).toMatchObject({ ok: true, title: 'Date saved' })
    expect(body).toHaveBeenCalledWith({ payload: getPayload(), user: member }, [7, true])
  })

  test("a form's fields: missing ones read as '', ticked boxes as true; anything but a form is refused with its own line", async () => {
    const spec = {
      input: formFields(z.object({ name: z.string(), news: checkbox }), 'Please check your input.'),
      invalidTitle: 'Invalid',
      title: 'Error',
      run: async (_context: unknown, fields: { name: string; news: boolean }) => succeeded(JSON.stringify(fields)),
    }
    const form = new FormData()
    form.set('news', 'on')
    form.set('role', 'super_admin')
    expect((await run(spec, null, form)).title).toBe('{"name":"","news":true}')
    expect(await run(spec as never, null, { name: 'x' } as never)).toMatchObject({
      ok: false,
      title: 'Invalid',
      description: 'Please check your input.',
    })
  })
})

describe('refusals and failures', () => {
  test("a shared schema's refusal (text the database cannot store) reads in the member's language", async () => {
    const spec = { input: z.tuple([storableText('Not a text')]), title: 'Fehler', run: async () => succeeded('never') }
    const args: [string] = ['a\u0000b']
    expect(await runAction(spec, args, { payload: getPayload(), user: member })).toMatchObject({
      ok: false,
      description: 'The text contains a NUL character, which cannot be stored. Please remove it.',
    })
    expect(await runAction(spec, args, { payload: getPayload(), user: member }, translatorFor('de'))).toMatchObject({
      ok: false,
      description: 'Der Text enthält ein NUL-Zeichen, das nicht gespeichert werden kann. Bitte entfernen Sie es.',
    })
  })

  test('an AppError answers its message, under its own title where it has one; a Payload public error its message', async () => {
    const refusing = (error: Error) => positional(async () => Promise.reject(error))
    expect(await run(refusing(new AppError('CONFLICT', 'This survey is no longer accepting responses.')), 1, true)).toMatchObject({
      ok: false,
      title: 'Error',
      description: 'This survey is no longer accepting responses.',
    })
    const closed = () => new AppError('CONFLICT', errorText('surveyClosed'), { title: errorText('surveyClosedTitle') })
    expect(closed().message).toBe('This survey is no longer accepting responses.')
    expect(await run(refusing(closed()), 1, true)).toMatchObject({
      title: 'Survey Closed',
      description: 'This survey is no longer accepting responses.',
    })
    // The same refusal read in German: the pipeline translates the catalogue text, not the English message.
    expect(await runAction(refusing(closed()), [1, true], { payload: getPayload(), user: member }, translatorFor('de'))).toMatchObject({
      title: 'Umfrage geschlossen',
      description: 'Diese Umfrage nimmt keine Antworten mehr an.',
    })
    // Payload's own refusal from a real write through a domain function: an address that is none.
    const invalid = positional(async (context) => {
      await updateOwnAccount(context, { email: 'not-an-address' })
      return succeeded('never')
    })
    expect(await run(invalid, 1, true)).toMatchObject({ ok: false, title: 'Error', description: expect.stringMatching(/email/i) })
    expect(await run(refusing(new ValidationError({ errors: [{ message: 'Required', path: 'name' }] })), 1, true)).toMatchObject({
      ok: false,
      title: 'Error',
    })
  })

  test('anything else is logged and answered with `unexpected` (or a vague line), never its own message', async () => {
    const logged = vi.spyOn(getPayload().logger, 'error').mockImplementation(() => undefined)
    try {
      const broken = {
        ...positional(async () => Promise.reject(new Error('connection refused at 10.0.0.3'))),
        unexpected: 'Failed to save.',
      }
      expect(await run(broken, 1, true)).toMatchObject({ ok: false, title: 'Error', description: 'Failed to save.' })
      expect(await run({ ...broken, unexpected: undefined }, 1, true)).toMatchObject({ description: 'Please try again later.' })
      expect(logged).toHaveBeenCalledTimes(2)
    } finally {
      logged.mockRestore()
    }
  })

  test('`refusal` words an error otherwise, and sees the arguments; undefined keeps the default', async () => {
    const spec = {
      ...positional(async () => Promise.reject(new AppError('TOO_LARGE', 'The logo can be at most 5 MB.'))),
      refusal: (error: unknown, [, saved]: [number, boolean]) =>
        saved ? { ok: false, title: 'File Too Large', description: (error as Error).message, at: 0 } : undefined,
    }
    expect(await run(spec, 1, true)).toMatchObject({ title: 'File Too Large', description: 'The logo can be at most 5 MB.' })
    expect(await run(spec, 1, false)).toMatchObject({ title: 'Error', description: 'The logo can be at most 5 MB.' })
  })

  test("Next.js's redirect passes through to Next.js", async () => {
    const leaving = positional(async () => redirect('/'))
    await expect(run(leaving, 1, true)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) })
  })
})
