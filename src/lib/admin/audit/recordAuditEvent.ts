import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { SignInMethod } from '@/lib/accounts/sessions/signInMethods'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { type AuditAction, type AuditChange, MAX_VALUE_LENGTH } from './auditEntry'

/** What happened, by kind; the actor is the context's user. */
export type AuditEvent =
  | {
      action: 'create' | 'update' | 'delete'
      /** The collection's or global's slug. */
      target: string
      documentId?: string | number | null
      /** The row's readable title (its useAsTitle), kept so the entry reads well after a delete. */
      title?: string | null
      changes: AuditChange[]
      summary: string
    }
  | { action: 'sign-in'; method: SignInMethod }
  | {
      action: 'export'
      /** The exported collection's slug. */
      collection: string
      format: 'csv' | 'json'
      /** The filter the export applied, as a short text ('status = pending'); none for everything. */
      filter?: string | null
      rows: number
    }
  | { action: 'retry'; target: string; documentId: number; title?: string | null; summary: string }

type Row = {
  action: AuditAction
  target: string | null
  documentId: string | null
  title: string | null
  summary: string
  changes: AuditChange[] | null
  details: Record<string, unknown> | null
}

const SIGN_IN_METHOD_NAMES: Record<SignInMethod, string> = { password: 'password', google: 'Google', passkey: 'passkey' }

const cut = (text: string | null | undefined, length = MAX_VALUE_LENGTH) =>
  text == null ? null : text.length > length ? `${text.slice(0, length - 1)}…` : text

function rowOf(event: AuditEvent): Row {
  switch (event.action) {
    case 'sign-in':
      return {
        action: 'sign-in',
        target: null,
        documentId: null,
        title: null,
        summary: `Signed in to the admin (${SIGN_IN_METHOD_NAMES[event.method]})`,
        changes: null,
        details: { method: event.method },
      }
    case 'export': {
      const rows = `${event.rows.toLocaleString('en-US')} ${event.rows === 1 ? 'row' : 'rows'}`
      return {
        action: 'export',
        target: event.collection,
        documentId: null,
        title: null,
        summary: cut(`${event.format.toUpperCase()} export, ${rows}${event.filter ? `, filtered: ${event.filter}` : ''}`)!,
        changes: null,
        details: { format: event.format, filter: cut(event.filter), rows: event.rows },
      }
    }
    case 'retry':
      return {
        action: 'retry',
        target: event.target,
        documentId: String(event.documentId),
        title: cut(event.title),
        summary: cut(event.summary)!,
        changes: null,
        details: null,
      }
    default:
      return {
        action: event.action,
        target: event.target,
        documentId: event.documentId == null ? null : String(event.documentId),
        title: cut(event.title),
        summary: cut(event.summary)!,
        changes: event.changes,
        details: null,
      }
  }
}

/**
 * Records one entry of the audit trail (an admin's write, a sign-in to the admin, an export, a
 * retried e-mail) with who did it: the user's id, e-mail and role as they are now, kept when the
 * account is deleted later. Given the request of the write it records, the entry is written in
 * that write's transaction, so a write that fails leaves none. One INSERT and nothing else: the
 * trail is append-only (no update, no delete but the retention prune; the table's trigger
 * refuses the rest), and Payload's create would read the row back and run hooks for nothing.
 */
export async function recordAuditEvent(
  { payload, user, req }: ActionContext<User | null> & { req?: PayloadRequest },
  event: AuditEvent,
): Promise<void> {
  if (!user) return
  const row = rowOf(event)
  const db = req
    ? await requestDatabase(req, 'one append-only INSERT in the audited write’s transaction: a failed write leaves no entry')
    : belowLocalApi(payload, 'one append-only INSERT: Payload’s create would read the row back and run hooks for nothing').drizzle
  await db.execute(sql`
    INSERT INTO audit_log (action, actor_id, actor_email, actor_role, target, document_id, title, summary, changes, details, updated_at, created_at)
    VALUES (${row.action}, ${user.id}, ${user.email}, ${user.role}, ${row.target}, ${row.documentId}, ${row.title}, ${row.summary},
      ${row.changes ? JSON.stringify(row.changes) : null}::jsonb, ${row.details ? JSON.stringify(row.details) : null}::jsonb, now(), now())`)
}
