import type { FlattenedField } from 'payload'
import { toWords } from 'payload/shared'

import { englishLabel } from '@/lib/admin/bilingualLabels'
import { richTextToPlainText } from '@/lib/content/richText/richTextToPlainText'
import { LABELS } from '@/lib/shared/enums'

import { type AuditChange, MAX_CHANGES, MAX_VALUE_LENGTH } from './auditEntry'

type Doc = Record<string, unknown> | null | undefined

/** Fields whose values are never stored, whatever the collection: passwords, hashes, salts, tokens, keys. */
const SECRET_NAME = /password|hash|salt|token|secret|key$|^sessions$/i
/** Bookkeeping every row has; its change says nothing an admin did. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt'])

export const isSecretField = (name: string, field?: FlattenedField) =>
  SECRET_NAME.test(name) || Boolean(field && 'hidden' in field && field.hidden)

const labelOf = (field: FlattenedField, path: string) => {
  return englishLabel('label' in field ? field.label : undefined) ?? toWords(path.split('.').pop() ?? path)
}

const cut = (text: string) => (text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text)

/** An id for a related row, whether the value came populated or as an id. */
const idOf = (value: unknown): unknown => {
  if (value && typeof value === 'object') {
    if ('value' in value && 'relationTo' in value) return `${String(value.relationTo)} ${String(idOf(value.value))}`
    if ('id' in value) return value.id
  }
  return value
}

/** A field's value as people read it: an option's label, related rows' ids, rich text as words, cut short. */
function readable(field: FlattenedField, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (field.type === 'richText') return cut(richTextToPlainText(value) ?? '')
  if (field.type === 'select' || field.type === 'radio') {
    const label = (option: unknown) => {
      const match = field.options.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === option)
      const named = match && typeof match === 'object' ? englishLabel(match.label) : undefined
      return named ?? LABELS[String(option)] ?? String(option)
    }
    return cut(Array.isArray(value) ? value.map(label).join(', ') : label(value))
  }
  if (field.type === 'relationship' || field.type === 'upload') {
    return cut(Array.isArray(value) ? value.map(idOf).join(', ') : String(idOf(value)))
  }
  if (field.type === 'checkbox') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return cut(String(value))
  return cut(JSON.stringify(value))
}

/** The same value either way, comparing related rows by id and structured values by their JSON. */
function sameValue(field: FlattenedField, before: unknown, after: unknown): boolean {
  const normal = (value: unknown) => {
    if (value === undefined || value === '') return null
    if (field.type === 'relationship' || field.type === 'upload') return Array.isArray(value) ? value.map(idOf) : idOf(value)
    return value
  }
  return JSON.stringify(normal(before)) === JSON.stringify(normal(after))
}

function collect(fields: FlattenedField[], before: Doc, after: Doc, prefix: string, into: AuditChange[], secretsWritten: Set<string>) {
  for (const field of fields) {
    if (!('name' in field) || field.type === 'join' || ('virtual' in field && field.virtual)) continue
    const path = prefix ? `${prefix}.${field.name}` : field.name
    if (BOOKKEEPING.has(path)) continue
    const previous = before?.[field.name]
    const next = after?.[field.name]
    if (field.type === 'group' || (field.type === 'tab' && 'flattenedFields' in field)) {
      const nested = (field as { flattenedFields: FlattenedField[] }).flattenedFields
      collect(nested, previous as Doc, next as Doc, path, into, secretsWritten)
      continue
    }
    if (isSecretField(field.name, field)) {
      // A secret is in the saved row only when it was written: its value is never kept, its change is.
      const written = secretsWritten.has(path) || (next !== undefined && previous !== undefined && !sameValue(field, previous, next))
      if (written) into.push({ field: path, label: labelOf(field, path), changed: true })
      continue
    }
    // A field the read leaves out (hidden from admins) was not part of the save.
    if (after && !(field.name in after)) continue
    if (sameValue(field, previous, next)) continue
    into.push({ field: path, label: labelOf(field, path), from: readable(field, previous), to: readable(field, next) })
  }
}

/**
 * The fields that differ between the row before and after a write, readable and bounded (at most
 * MAX_CHANGES fields, each value cut to MAX_VALUE_LENGTH). For a create `before` is null, for a
 * delete `after` is null. Secrets appear as `changed` without values: those the read hides
 * (hash, salt) come from `secretsWritten`, the paths the write sent (a new password).
 */
export function describeChanges(fields: FlattenedField[], before: Doc, after: Doc, secretsWritten: Set<string> = new Set()): AuditChange[] {
  const changes: AuditChange[] = []
  collect(fields, before, after, '', changes, secretsWritten)
  for (const path of secretsWritten) {
    if (!changes.some((change) => change.field === path)) changes.push({ field: path, label: toWords(path), changed: true })
  }
  return changes.slice(0, MAX_CHANGES)
}

/** The line the list shows: role and decision changes by name, otherwise which fields changed. */
export function summarizeChanges(action: 'create' | 'update' | 'delete', target: string, changes: AuditChange[]): string {
  if (action === 'delete') return 'Deleted'
  const role = target === 'users' ? changes.find((change) => change.field === 'role') : undefined
  const decision = target === 'project-applications' ? changes.find((change) => change.field === 'status') : undefined
  const headline = role
    ? `Role: ${role.from ?? '—'} → ${role.to ?? '—'}`
    : decision
      ? `Decision: ${decision.from ?? '—'} → ${decision.to ?? '—'}`
      : null
  if (action === 'create') return headline ?? 'Created'
  const others = changes.filter((change) => change !== role && change !== decision).map((change) => change.label)
  const rest = others.length
    ? `${headline ? '; also ' : 'Changed '}${others.slice(0, 6).join(', ')}${others.length > 6 ? ` and ${others.length - 6} more` : ''}`
    : ''
  return cut(`${headline ?? ''}${rest}` || 'Saved without changes')
}
