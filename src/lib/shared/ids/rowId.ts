/** The largest id a PostgreSQL `serial` column holds; a larger number is no row of ours. */
const MAX_ROW_ID = 2_147_483_647

/** A row id as JavaScript holds it: a positive whole number that fits the id column. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID

/**
 * A row id from an address or a form field ('42'), or null for anything else ('abc', '1.5',
 * '1e3', '99999999999'): such an id names no row, and PostgreSQL would refuse it with an error.
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value === 'number') return isRowId(value) ? value : null
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return isRowId(id) ? id : null
}
