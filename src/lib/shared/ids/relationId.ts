/** The id a relationship field holds, whether Payload returned the id or the populated row. */
export function relationId(value: number | { id: number }): number
export function relationId(value: number | { id: number } | null | undefined): number | null
export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
