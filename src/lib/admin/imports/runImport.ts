import { sql } from '@payloadcms/db-postgres'

import { englishLabel } from '@/lib/admin/bilingualLabels'
import { inTransaction, requestAs } from '@/lib/infrastructure/database/inTransaction'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { type InvitationDetails, inviteExpert } from '@/lib/organizations/invitations/inviteExpert'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { type AppErrorCode, AppError, isPublicError } from '@/lib/shared/errors/appError'
import { hasAdminRole } from '@access/roles'

import { agendaItemsImport } from './agendaItemsImport'
import type { ImportableCollection } from './importableCollections'
import { type ImportDefinition, type ImportPlan, planImport, type RefusedRow } from './importPlan'
import { importRefusal, type ImportRefusal, reason } from './importReasons'
import { invitationsImport } from './invitationsImport'
import { organizationsImport } from './organizationsImport'
import { parseCsv } from './parseCsv'
import { speakersImport } from './speakersImport'

const DEFINITIONS: Record<ImportableCollection, ImportDefinition> = {
  speakers: speakersImport,
  'agenda-items': agendaItemsImport,
  organizations: organizationsImport,
  invitations: invitationsImport,
}

/** What a confirmed import did: rows written by kind, the plan's refusals, and rows that failed as they were written. */
export type ImportResult = {
  collection: ImportableCollection
  created: number
  updated: number
  unchanged: number
  refusals: RefusedRow[]
  /** Invitations only: rows saved but not sent (a sender limit), or refused as they were written. */
  failures: RefusedRow[]
}

/** A confirm whose plan is no longer the preview's: 409, with the new plan for the admin to look at. */
export type PlanChanged = ImportRefusal & { plan: ImportPlan }

const onlyAdmins = (user: ActionContext['user']) => {
  if (!hasAdminRole(user)) throw new AppError('FORBIDDEN', 'Only admins can import.')
}

/**
 * An admin's dry run of a CSV import (issue 48, item 3): the file parsed (parseCsv.ts) and each
 * row checked against the collection's fields and matched with the saved rows by its natural
 * key (importPlan.ts). Answers what a confirm would create, update and leave, and the refused
 * rows with their lines and reasons; writes nothing.
 */
export async function previewImport(
  { payload, user }: ActionContext,
  { collection, file }: { collection: ImportableCollection; file: Uint8Array },
): Promise<ImportPlan> {
  onlyAdmins(user)
  const table = parseCsv(file)
  return planImport({ payload, user, req: await requestAs(payload, user) }, DEFINITIONS[collection], table)
}

/**
 * An admin confirms a CSV import: the same file is parsed and planned again (the client's plan is
 * never trusted; `fingerprint` only says which preview the admin saw, and a different plan is
 * refused with the new one, 409), then written through Payload's local API as the admin
 * (overrideAccess: false), so every access rule and hook applies and each write enters the
 * audit trail. Speakers, agenda items and organizations: one transaction, under a lock per
 * collection so two imports of it run one after the other; any refused write rolls back all
 * (its line and reason said). Invitations: row by row through inviteExpert, which sends each
 * at once under the sender limits (a sent e-mail cannot be rolled back); a row over a limit
 * stays saved as pending and is reported, the rest go on.
 */
export async function runImport(
  { payload, user }: ActionContext,
  { collection, file, fingerprint }: { collection: ImportableCollection; file: Uint8Array; fingerprint: unknown },
): Promise<ImportResult> {
  onlyAdmins(user)
  if (typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) throw importRefusal('INVALID_INPUT', reason('planMissing'))
  const table = parseCsv(file)
  const definition = DEFINITIONS[collection]
  const req = await requestAs(payload, user)
  const planned = async () => {
    const plan = await planImport({ payload, user, req }, definition, table)
    if (plan.fingerprint !== fingerprint) throw Object.assign(importRefusal('CONFLICT', reason('planChanged')), { plan }) as PlanChanged
    return plan
  }
  if (collection === 'invitations') return sendInvitations({ payload, user }, await planned())

  return inTransaction(req, async () => {
    const db = await requestDatabase(
      req,
      'an advisory lock per imported collection, held to commit: two imports of it plan and write in turn',
    )
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`csv-import:${collection}`}))`)
    const plan = await planned()
    for (const row of plan.rows) {
      try {
        if (row.action === 'create')
          await payload.create({ collection, data: row.data as never, req, user, overrideAccess: false, depth: 0 })
        else if (row.action === 'update')
          await payload.update({ collection, id: row.id!, data: row.data as never, req, user, overrideAccess: false, depth: 0 })
      } catch (error) {
        throw writeFailed(row.line, error)
      }
    }
    return { collection, ...counts(plan), refusals: plan.refusals, failures: [] }
  })
}

const counts = (plan: ImportPlan) => ({
  created: plan.rows.filter((row) => row.action === 'create').length,
  updated: plan.rows.filter((row) => row.action === 'update').length,
  unchanged: plan.rows.filter((row) => row.action === 'unchanged').length,
})

const CODES: Record<number, AppErrorCode> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'TOO_LARGE', 429: 'RATE_LIMITED' }

/** A write refused by a hook or an access rule, as the refusal of the whole import (its line and words); anything else is thrown on. */
function writeFailed(line: number, error: unknown): unknown {
  if (!isPublicError(error) || error.status >= 500) return error
  return importRefusal(CODES[error.status] ?? 'INVALID_INPUT', reason('writeFailed', { line }, detailOf(error)))
}

/** A refusal's words: a validation error's fields with their messages, else its message. */
function detailOf(error: Error): string {
  const fields = (error as { data?: { errors?: { message?: string; label?: unknown; path?: string }[] } }).data?.errors
  if (Array.isArray(fields) && fields.length > 0)
    return fields.map((field) => `${englishLabel(field.label) ?? field.path ?? ''}: ${field.message ?? ''}`.replace(/^: /, '')).join('; ')
  return error.message
}

/** The invitations of a confirmed plan, one inviteExpert each (created or updated, and sent), as the admin. */
async function sendInvitations(context: ActionContext, plan: ImportPlan): Promise<ImportResult> {
  const failures: RefusedRow[] = []
  let created = 0
  let updated = 0
  let stoppedAt: number | null = null
  for (const row of plan.rows) {
    if (row.action === 'unchanged') continue
    if (stoppedAt !== null) {
      failures.push({ line: row.line, label: row.label, reasons: [reason('notAttempted', { line: stoppedAt })] })
      continue
    }
    const { email, ...given } = row.action === 'create' ? row.data : { ...row.data, email: row.key }
    try {
      await inviteExpert(context, { email, details: given as InvitationDetails })
      if (row.action === 'create') created++
      else updated++
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (status === 429) {
        // The sender's (or the inbox's) limit: the invitation is saved, pending, for a later try.
        const text = (error as AppError).text ?? (error as Error).message
        failures.push({ line: row.line, label: row.label, reasons: [reason('notSent', undefined, text)] })
      } else if (isPublicError(error) && error.status < 500) {
        failures.push({ line: row.line, label: row.label, reasons: [reason('writeRefused', undefined, detailOf(error))] })
      } else {
        // The mail server or the database failed: the rest would fail alike, so the import stops here.
        context.payload.logger.error({ err: error, msg: `The invitations import stopped at line ${row.line}` })
        failures.push({ line: row.line, label: row.label, reasons: [reason('sendFailed')] })
        stoppedAt = row.line
      }
    }
  }
  return { collection: 'invitations', created, updated, unchanged: 0, refusals: plan.refusals, failures }
}
