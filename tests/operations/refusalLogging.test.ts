/**
 * A refused request is routine: Payload logs an AppError (every one a 4xx) as one info line with
 * its message, and an unexpected error as an error with its stack. The level comes from the
 * error's name (payload.config's loggingLevels), which must survive the production build's
 * minified class names, so the name is set by hand (src/lib/errors/appError.ts) and Payload's
 * own error classes get theirs back when the config loads (src/lib/errors/payloadErrorNames.ts).
 */
import { AuthenticationError, logError, NotFound, QueryError, ValidationError } from 'payload'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { AppError } from '../../src/lib/errors/appError'
import { errorText } from '../../src/lib/errors/errorText'
import { rateLimitError } from '../../src/lib/rateLimits/rateLimit'
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
