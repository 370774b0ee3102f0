import type { AdminKey, AdminT } from '@/i18n/admin/adminTranslator'
import { adminDe } from '@/i18n/admin/de'
import { adminEn } from '@/i18n/admin/en'
import { ORGANIZATION_HAS_MEMBERS } from '@/lib/organizations/organizationMessages'

/** The calls a standard admin view makes on a collection (spec 7): its form's saves, its deletes and its list. */
export type AdminOperation = 'create' | 'update' | 'delete' | 'fetch'

/**
 * A failure message and where its reason goes: after it ('Failed to create event: …', the
 * default), inside it ('Failed to create invitation: {message or Unknown error}') or instead of
 * it (documents: 'the error message, or Failed to process document').
 */
type FailureMessage = AdminKey | { key: AdminKey; reason: 'inside' | 'instead' }

const saveSpeaker = 'custom:failures:saveSpeaker'
const processDocument = { key: 'custom:failures:processDocument', reason: 'instead' } as const

/**
 * Spec 8's failure messages by collection and operation: what the standard create, update,
 * delete and list views show when the call fails (the REST answer's message,
 * src/lib/platform/api/failureAnswers.ts; the list's banner, src/components/admin/lists). The
 * custom screens (project members, questions) use the same keys for their own calls. An
 * operation the spec names no message for keeps Payload's.
 */
export const FAILURE_MESSAGES: Readonly<Record<string, Partial<Record<AdminOperation, FailureMessage>>>> = {
  events: {
    create: 'custom:failures:createEvent',
    update: 'custom:failures:updateEvent',
    delete: 'custom:failures:deleteEvent',
    fetch: 'custom:failures:fetchEvents',
  },
  'agenda-items': {
    create: 'custom:failures:createAgendaItem',
    update: 'custom:failures:updateAgendaItem',
    delete: 'custom:failures:deleteAgendaItem',
    fetch: 'custom:failures:fetchAgendaItems',
  },
  speakers: { create: saveSpeaker, update: saveSpeaker, delete: 'custom:failures:deleteSpeaker', fetch: 'custom:failures:fetchSpeakers' },
  projects: {
    create: 'custom:failures:createProject',
    update: 'custom:failures:updateProject',
    delete: 'custom:failures:deleteProject',
    fetch: 'custom:failures:fetchProjects',
  },
  'project-members': {
    create: 'custom:projects:addFailed',
    update: 'custom:projects:roleFailed',
    delete: 'custom:projects:removeFailed',
    fetch: 'custom:projects:loadFailed',
  },
  // Reviews go through their own endpoint with their own messages (approve, reject).
  'project-applications': { fetch: 'custom:failures:fetchProjectApplications' },
  documents: {
    create: processDocument,
    update: processDocument,
    delete: 'custom:failures:deleteDocument',
    fetch: 'custom:failures:fetchDocuments',
  },
  surveys: {
    create: 'custom:failures:createSurvey',
    update: 'custom:failures:updateSurvey',
    delete: 'custom:failures:deleteSurvey',
    fetch: 'custom:failures:fetchSurveys',
  },
  'survey-questions': {
    create: 'custom:failures:createQuestion',
    update: 'custom:surveys:updateFailed',
    delete: 'custom:surveys:deleteFailed',
    fetch: 'custom:surveys:loadFailed',
  },
  organizations: {
    create: 'custom:failures:createOrganization',
    update: 'custom:failures:updateOrganization',
    delete: 'custom:organizations:deleteFailed',
    fetch: 'custom:failures:fetchOrganizations',
  },
  // The spec names no message for deleting an invitation.
  invitations: {
    create: { key: 'custom:failures:createInvitation', reason: 'inside' },
    update: 'custom:failures:updateInvitation',
    fetch: 'custom:failures:fetchInvitations',
  },
  // Users are changed and deleted by the list's row actions, which say the spec's words themselves.
  users: { fetch: 'custom:failures:fetchUsers' },
}

/** Refusals the spec titles on their own (spec 8): the title stands for the operation's message, the text for the reason. */
const TITLED_REFUSALS: Readonly<Record<string, { title: AdminKey; text: AdminKey }>> = {
  [ORGANIZATION_HAS_MEMBERS]: { title: 'custom:organizations:cannotDelete', text: 'custom:organizations:hasMembers' },
}

/** Spec 5's validation texts that name their fields themselves: shown once, without a field's label. */
const SELF_NAMING = new Set([adminEn.failures.nameAndTypeRequired, adminDe.failures.nameAndTypeRequired])

export const hasFailureMessage = (slug: string, operation: AdminOperation) => Boolean(FAILURE_MESSAGES[slug]?.[operation])

/**
 * The message of a failed operation in the spec's words, with its reason: 'Failed to create
 * event: Events Management > Title: This field is required.'. Null when the spec names none.
 */
export function failureMessage(t: AdminT, slug: string, operation: AdminOperation, reason?: string): string | null {
  const entry = FAILURE_MESSAGES[slug]?.[operation]
  if (!entry) return null
  const titled = reason ? TITLED_REFUSALS[reason] : undefined
  if (titled) return `${t(titled.title)}: ${t(titled.text)}`
  if (typeof entry === 'string') return reason ? `${t(entry)}: ${reason}` : t(entry)
  if (entry.reason === 'inside') return t(entry.key, { reason: reason ?? t('custom:failures:unknownError') })
  return reason ?? t(entry.key)
}

/**
 * The heading of a failure that has one reason per document (a delete or update of several
 * rows from the list, whose toast lists the reasons below it): the spec's message, or a
 * refusal's own title when every row was refused for it.
 */
export function failureHeading(t: AdminT, slug: string, operation: AdminOperation, reasons: string[]): string | null {
  const entry = FAILURE_MESSAGES[slug]?.[operation]
  if (!entry) return null
  const titles = new Set(reasons.map((reason) => TITLED_REFUSALS[reason]?.title))
  const [title] = titles
  if (titles.size === 1 && title) return t(title)
  if (typeof entry === 'string') return t(entry)
  return entry.reason === 'inside' ? t(entry.key, { reason: t('custom:failures:unknownError') }) : t(entry.key)
}

/** One row's reason as the admin reads it: a titled refusal's text in their language, any other as it came. */
export const refusalText = (t: AdminT, reason: string) => {
  const titled = TITLED_REFUSALS[reason]
  return titled ? t(titled.text) : reason
}

export type FieldError = { label?: unknown; message?: unknown; path?: unknown }

/**
 * The reason of a refused form: each field's label and message ('Events Management > Title:
 * This field is required.'), comma-separated as Payload's toast lists them; a message without
 * a label (an upload's file) or one that names its fields is given alone, once.
 */
export function fieldErrorsReason(fieldErrors: FieldError[]): string | undefined {
  const entries = fieldErrors.flatMap(({ label, message }) => {
    if (typeof message !== 'string' || message === '') return []
    if (SELF_NAMING.has(message) || typeof label !== 'string' || label === '') return [message]
    return [`${label}: ${message}`]
  })
  return entries.length > 0 ? [...new Set(entries)].join(', ') : undefined
}
