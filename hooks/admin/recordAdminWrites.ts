import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'

import type { AuditChange } from '@/lib/admin/audit/auditEntry'
import { describeChanges, summarizeChanges } from '@/lib/admin/audit/describeChanges'
import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import { englishLabel } from '@/lib/admin/bilingualLabels'
import { readInLocale } from '@/lib/content/readInLocale'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/**
 * Rows of members' own activity (saved dates, agenda marks, downloads, survey answers, applying):
 * the member site writes them through the local API as the person, admins included, and those
 * self-service writes are not the trail's. An admin's write of them in the admin panel or over
 * REST or GraphQL is.
 */
const MEMBER_ACTIVITY: Record<string, ReadonlySet<'create' | 'update' | 'delete'>> = {
  'saved-event-dates': new Set(['create', 'update', 'delete']),
  'agenda-interests': new Set(['create', 'update', 'delete']),
  'document-downloads': new Set(['create', 'update', 'delete']),
  'survey-responses': new Set(['create', 'update', 'delete']),
  'project-applications': new Set(['create']),
}

/** The secrets a write sent (a new password), noted before Payload hashes them away, by row. */
const SECRETS_WRITTEN = 'auditSecretsWritten'
const rowKey = (slug: string, id: unknown) => `${slug}:${id === undefined ? 'new' : String(id)}`

/** The admin whose write this is, or null when the trail does not record it. */
function auditedActor(req: PayloadRequest, slug: string, operation: 'create' | 'update' | 'delete'): User | null {
  const user = req.user as User | null | undefined
  if (!user || user.collection !== 'users' || !hasAdminRole(user)) return null
  if (req.payloadAPI === 'local' && MEMBER_ACTIVITY[slug]?.has(operation)) return null
  return user
}

const titleOf = (collection: SanitizedCollectionConfig, doc: Record<string, unknown>) => {
  const value = doc[collection.admin?.useAsTitle ?? 'id']
  return value == null || typeof value === 'object' ? null : String(value)
}

/** Notes which secret fields (the password) an admin's write sends, for the entry to say "changed". */
export const noteSecretsWritten: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  if (!collection.auth || typeof data?.password !== 'string' || !data.password) return data
  const noted = (req.context[SECRETS_WRITTEN] ??= {}) as Record<string, string[]>
  noted[rowKey(collection.slug, originalDoc?.id)] = ['password']
  return data
}

function takeSecretsWritten(req: PayloadRequest, slug: string, id: unknown, operation: 'create' | 'update'): Set<string> {
  const noted = req.context[SECRETS_WRITTEN] as Record<string, string[]> | undefined
  const key = rowKey(slug, operation === 'create' ? undefined : id)
  const paths = noted?.[key] ?? []
  if (noted) delete noted[key]
  return new Set(paths)
}

const hasLocalizedFields = (collection: SanitizedCollectionConfig) =>
  collection.flattenedFields.some((field) => 'localized' in field && field.localized)

/**
 * The row as the write stored it in the write's language. `doc` shows a missing version in the
 * other language (the fallback) while `previousDoc` does not, which would read as changes nobody made.
 */
async function storedInLocale(collection: SanitizedCollectionConfig, doc: Record<string, unknown>, req: PayloadRequest) {
  if (!req.locale || !hasLocalizedFields(collection)) return doc
  const stored = await readInLocale(req, () =>
    req.payload.findByID({
      collection: collection.slug as never,
      id: doc.id as number,
      locale: req.locale as never,
      fallbackLocale: false as never,
      draft: Boolean(collection.versions),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
  )
  return (stored as Record<string, unknown> | null) ?? doc
}

/** A change of a version in another language than the default one says which: 'Title (German)'. */
function inLanguage(collection: SanitizedCollectionConfig, changes: AuditChange[], req: PayloadRequest): AuditChange[] {
  const localization = req.payload.config.localization
  if (!localization || !req.locale || req.locale === localization.defaultLocale) return changes
  const language = localization.locales.find((locale) => locale.code === req.locale)
  const name = englishLabel(language?.label) ?? req.locale
  const localized = new Set(
    collection.flattenedFields.flatMap((field) => ('localized' in field && field.localized && 'name' in field ? [field.name] : [])),
  )
  return changes.map((change) => (localized.has(change.field) ? { ...change, label: `${change.label} (${name})` } : change))
}

/** An admin's create or update of a row: one entry with the fields that changed, from → to; none when nothing did. */
export const recordAdminChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  const user = auditedActor(req, collection.slug, operation)
  if (!user) return doc
  const before = operation === 'create' ? null : previousDoc
  const after = operation === 'update' ? await storedInLocale(collection, doc, req) : doc
  const changes = inLanguage(
    collection,
    describeChanges(collection.flattenedFields, before, after, takeSecretsWritten(req, collection.slug, doc.id, operation)),
    req,
  )
  if (operation === 'update' && changes.length === 0) return doc
  await recordAuditEvent(
    { payload: req.payload, user, req },
    {
      action: operation,
      target: collection.slug,
      documentId: doc.id,
      title: titleOf(collection, doc),
      changes,
      summary: summarizeChanges(operation, collection.slug, changes),
    },
  )
  return doc
}

/** An admin's delete: one entry naming the row and what it held. */
export const recordAdminDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  const user = auditedActor(req, collection.slug, 'delete')
  if (!user) return doc
  await recordAuditEvent(
    { payload: req.payload, user, req },
    {
      action: 'delete',
      target: collection.slug,
      documentId: id,
      title: titleOf(collection, doc),
      changes: describeChanges(collection.flattenedFields, doc, null),
      summary: summarizeChanges('delete', collection.slug, []),
    },
  )
  return doc
}

/** An admin's save of a global (the about page, the live session): one entry with its changes. */
export const recordAdminGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  const user = req.user as User | null | undefined
  if (!user || user.collection !== 'users' || !hasAdminRole(user)) return doc
  const changes = describeChanges(global.flattenedFields, previousDoc, doc)
  if (changes.length === 0) return doc
  await recordAuditEvent(
    { payload: req.payload, user, req },
    {
      action: 'update',
      target: global.slug,
      documentId: null,
      title: englishLabel(global.label) ?? global.slug,
      changes,
      summary: summarizeChanges('update', global.slug, changes),
    },
  )
  return doc
}
