/** What every server action answers (src/lib/shared/actions/actionResult.ts): its constructors. */
import { afterEach, describe, expect, test, vi } from 'vitest'

import { type ActionResult, failed, succeeded } from '../../../src/lib/shared/actions/actionResult'

afterEach(() => {
  vi.useRealTimers()
})

describe('action results', () => {
  test('succeeded: ok, the title, the line below it, the data and the time of the answer', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') })
    const answer: ActionResult<{ https: string }> = succeeded('Calendar address ready', 'Subscribe to it.', { https: 'https://x' })
    expect(answer).toEqual({
      ok: true,
      title: 'Calendar address ready',
      description: 'Subscribe to it.',
      at: Date.parse('2026-03-01T10:00:00Z'),
      data: { https: 'https://x' },
    })
  })

  test('failed: not ok, the title and the reason; without a reason or data they are absent', () => {
    vi.useFakeTimers({ now: 1_000 })
    expect(failed('Error', 'Failed to update your interest')).toEqual({
      ok: false,
      title: 'Error',
      description: 'Failed to update your interest',
      at: 1_000,
    })
    const bare = failed('This unsubscribe link is not valid.')
    expect(bare.ok).toBe(false)
    expect(bare.title).toBe('This unsubscribe link is not valid.')
    expect(bare.description).toBeUndefined()
    expect(bare.data).toBeUndefined()
    // A refusal can hand back what the page keeps showing.
    expect(failed('Error with calendar address', 'No authenticated user found', { webcal: 'webcal://x' }).data).toEqual({
      webcal: 'webcal://x',
    })
  })

  test('the same refusal twice is two different answers, so the page shows it twice', () => {
    vi.useFakeTimers({ now: 5_000 })
    const first = failed('Invalid email', 'Please enter a valid email address.')
    vi.advanceTimersByTime(1)
    const second = failed('Invalid email', 'Please enter a valid email address.')
    expect(second).not.toBe(first)
    expect(second.at).toBeGreaterThan(first.at)
    expect(second).not.toEqual(first)
    expect({ ...second, at: first.at }).toEqual(first)
  })

  test('at is the time the answer was made', () => {
    const before = Date.now()
    const answer = succeeded('Profile updated')
    expect(answer.at).toBeGreaterThanOrEqual(before)
    expect(answer.at).toBeLessThanOrEqual(Date.now())
    expect(answer.ok).toBe(true)
  })
})
