import { isRowId } from '@/lib/shared/ids/rowId'
import { DISCUSSION_SUBJECTS } from '@access/discussions/discussionSubjects'

import type { PostSubject } from './postSubject'

/** A thread's item as pages and requests name it, and the key its posts are counted by (rate limits, dedupe): `document:42`. */
export const subjectKey = (subject: PostSubject) => `${subject.field}:${subject.id}`

/** `document:42` back to the item, or null for anything else (an unknown kind, a bad id). */
export function parseSubjectKey(value: unknown): PostSubject | null {
  if (typeof value !== 'string') return null
  const match = /^(event|agendaItem|document|project):([1-9]\d{0,9})$/.exec(value)
  if (!match) return null
  const id = Number(match[2])
  const subject = DISCUSSION_SUBJECTS.find(({ field }) => field === match[1])
  return subject && isRowId(id) ? { field: subject.field, id } : null
}
