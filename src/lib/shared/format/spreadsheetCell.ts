/**
 * A CSV cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, so opening an export never runs what a member typed. For csv-stringify's
 * `cast: { string: inertCell }`.
 */
export const inertCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
