/**
 * A refused request is routine: Payload logs an AppError (every one a 4xx) as one info line with
 * its message, and an unexpected error as an error with its stack. The level comes from the
 * error's name (payload.config's loggingLevels), which must survive the production build's
 * minified class names, so the name is set by hand (src/lib/shared/errors/appError.ts) and Payload's
 * own error classes get theirs back when the config loads (src/lib/platform/payloadErrorNames.ts).
 */
import { GraphQLError } from 'graphql'
import { APIError, AuthenticationError, Forbidden, logError, NotFound, QueryError, ValidationError } from 'payload'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { rateLimitError } from '../../src/lib/infrastructure/rateLimits/rateLimit'
import { AppError } from '../../src/lib/shared/errors/appError'
import { errorText } from '../../src/lib/shared/errors/errorText'
import { payloadLogger } from '../../src/lib/shared/errors/payloadLogger'
import { usePayload } from '../support/payload'

const getPayload = usePayload()

afterEach(() => {
  vi.restoreAllMocks()
})

const levelsOf = (err: unknown) => {
  const { logger } = getPayload()
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined)
  const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
  logError({ err, payload: getPayload() })
  return { info: info.mock.calls, error: error.mock.calls }
}

describe('how a refusal is logged', () => {
  test.each(['INVALID_INPUT', 'NOT_SIGNED_IN', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_LARGE'] as const)(
    'an AppError %s: one info line with its message, no error',
    (code) => {
      const { info, error } = levelsOf(new AppError(code, `refused with ${code}`))
      expect(error).toEqual([])
      expect(info).toEqual([[{ msg: `refused with ${code}` }]])
    },
  )

  test.each([
    ['NotFound', () => new NotFound()],
    ['AuthenticationError', () => new AuthenticationError()],
    ['QueryError', () => new QueryError([{ path: 'nope' }])],
    ['ValidationError', () => new ValidationError({ errors: [{ message: 'Required', path: 'title' }] })],
  ])("Payload's %s: one info line, no error", (name, make) => {
    const refusal = make()
    expect(refusal.name).toBe(name)
    const { info, error } = levelsOf(refusal)
    expect(error).toEqual([])
    expect(info).toEqual([[{ msg: refusal.message }]])
  })

  test('a rate-limited request: not logged here (it is counted where it is refused)', () => {
    const text = errorText('rateLimited', { action: 'signIn', size: 1, unit: 'minute' })
    const { info, error } = levelsOf(rateLimitError({ text, message: '', retryAfterSeconds: 60 }))
    expect([...info, ...error]).toEqual([])
  })

  test('an unexpected error: logged as an error, with the error itself (its stack)', () => {
    const unexpected = new TypeError('cannot read properties of undefined')
    const { info, error } = levelsOf(unexpected)
    expect(info).toEqual([])
    expect(error).toEqual([[{ err: unexpected }]])
  })
})

describe("the logger's rule: an error that refuses a request is logged as a refusal", () => {
  /** What payloadLogger writes for one `logger.error({ err })`, as pino's JSON lines. */
  const linesFor = (err: unknown) => {
    const lines: { level: number; msg?: string; err?: { message: string } }[] = []
    const logger = payloadLogger({ write: (line: string) => void lines.push(JSON.parse(line)) })
    logger.error({ err })
    return lines
  }
  /** A database error as drizzle throws it: the SQL in its message, PostgreSQL's error as its cause. */
  const databaseError = (code: string, detail?: string) =>
    Object.assign(new Error('Failed query: select * from "events" where "id" = $1\nparams: 99999999999'), {
      cause: Object.assign(new Error('value out of range'), { code, detail }),
    })

  test.each([
    ['a refusal GraphQL wraps', new GraphQLError('You are not allowed', { originalError: new Forbidden() }), 403],
    ['an APIError with a 4xx status', new APIError('File size limit has been reached', 413), 413],
    ['a value the column cannot hold (22003)', databaseError('22003'), 400],
    ['a relationship to a missing row (23503)', databaseError('23503', 'Key (event_id)=(7) is not present in table "events".'), 400],
    ['a duplicate (23505)', databaseError('23505'), 409],
  ])('%s: one info line with the status and a message without SQL', (_what, err, status) => {
    const lines = linesFor(err)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.level).toBe(30)
    expect(lines[0]!.msg).toMatch(new RegExp(`^Refused \\(${status}\\): `))
    expect(lines[0]!.msg).not.toMatch(/select|params/)
  })

  test.each([
    ['an unexpected error', new TypeError('cannot read properties of undefined')],
    ['an APIError with a 5xx status', new APIError('The mail server is down', 502)],
    ['a server error GraphQL wraps', new GraphQLError('boom', { originalError: new Error('boom') })],
    [
      "a database error that is the server's (a row still referenced)",
      databaseError('23503', 'Key (id)=(7) is still referenced from table "x".'),
    ],
    ['a database error without a client cause (connection lost)', databaseError('57P01')],
  ])('%s: an error, with the error itself', (_what, err) => {
    const lines = linesFor(err)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.level).toBe(50)
    // pino's serializer appends the causes' messages.
    expect(lines[0]!.err?.message.startsWith((err as Error).message)).toBe(true)
  })
})
