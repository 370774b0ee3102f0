/** The change a trend chart states: the last COMPARED_WEEKS complete weeks against the same number before them. */
export const COMPARED_WEEKS = 4

export type ChangeDirection = 'up' | 'down' | 'flat' | 'new' | 'none' | 'unknown'

export type PeriodChange = {
  /** The last COMPARED_WEEKS complete weeks: their total, or for a level (active members) their mean. */
  current: number
  /** The COMPARED_WEEKS before them, the same way. */
  previous: number
  /** Whole percent of `previous`; null when there is nothing to divide by or not enough data. */
  percent: number | null
  /** up/down/flat: compared; new: none before, some now; none: none in either; unknown: weeks without data. */
  direction: ChangeDirection
}

/**
 * The change to the previous period from a trend's weekly values, oldest first, of complete
 * weeks only (the week in progress would compare a part with a whole). Activity (sign-ups,
 * downloads...) adds up: `sum` compares the periods' totals. Active members are a level, not a
 * flow: `mean` compares the periods' averages. A week without data (null: before the active
 * members were first recorded) makes the change unknown rather than a made-up rise.
 */
export function periodChange(completeWeeks: (number | null)[], mode: 'sum' | 'mean'): PeriodChange {
  const recent = completeWeeks.slice(-COMPARED_WEEKS)
  const before = completeWeeks.slice(-2 * COMPARED_WEEKS, -COMPARED_WEEKS)
  const known = (values: (number | null)[]): values is number[] =>
    values.length === COMPARED_WEEKS && values.every((value) => value !== null)
  if (!known(recent) || !known(before)) {
    return { current: total(recent, mode), previous: total(before, mode), percent: null, direction: 'unknown' }
  }
  const current = total(recent, mode)
  const previous = total(before, mode)
  if (previous === 0) return { current, previous, percent: null, direction: current === 0 ? 'none' : 'new' }
  const percent = Math.round(((current - previous) / previous) * 100)
  return { current, previous, percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' }
}

function total(values: (number | null)[], mode: 'sum' | 'mean'): number {
  const numbers = values.filter((value): value is number => value !== null)
  const sum = numbers.reduce((a, b) => a + b, 0)
  if (mode === 'sum') return sum
  return numbers.length === 0 ? 0 : Math.round(sum / numbers.length)
}
