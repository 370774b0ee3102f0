import type { Where } from 'payload'

/**
 * A condition on an item rewritten for rows that point to it: every field path gets the
 * relationship's name in front (`tlp` → `document.tlp`), so a related row is read under the
 * item's own rule instead of a copy of it.
 */
export function prefixWhere(where: Where, relationship: string): Where {
  const prefixed: Where = {}
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      prefixed[key] = condition.map((part) => prefixWhere(part as Where, relationship))
    } else {
      prefixed[`${relationship}.${key}`] = condition
    }
  }
  return prefixed
}
