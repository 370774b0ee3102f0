import type { CollectionAfterErrorHook } from 'payload'

type UniqueViolation = { data?: { errors?: { message?: string; tableName?: string }[] } }

/**
 * A second row for a pair that must be unique (the database's unique index refused it) is
 * answered 409 with what it means for the member, instead of Payload's 400 that names the
 * table's columns. Only the unique-index error carries a `tableName`, so nothing else changes.
 */
export const explainDuplicate =
  (message: string): CollectionAfterErrorHook =>
  ({ error }) => {
    const errors = (error as UniqueViolation).data?.errors ?? []
    if (!errors.some((entry) => entry.tableName && entry.message === 'Value must be unique')) return
    return { status: 409, response: { errors: [{ message }] } }
  }
