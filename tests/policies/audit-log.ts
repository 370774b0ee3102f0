import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { notAnOption } from '../e2e/hostile/values'

/**
 * The audit trail (issue 20): written by the server only, in the transaction of what it records;
 * super admins read it, nobody (super admins included) creates, edits or deletes an entry.
 */
export const auditLog: CollectionPolicy = {
  slug: 'audit-log',
  access: { create: '-------', read: '-----+-', update: '-------', delete: '-------' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Every create is refused whatever it holds: nobody writes the trail through the API.
  body: {
    creator: 'superAdmin',
    valid: () => ({ action: 'update', summary: `Forged ${Date.now()}`, target: 'events' }),
    breakers: () => fc.oneof(field('action', notAnOption(['create', 'update', 'delete', 'sign-in', 'export', 'retry']))),
  },
  /** The rows both access matrices try: an entry as the server stores it. */
  matrix: {
    // GraphQL's input requires the action.
    graphql: { one: 'AuditLog', many: 'AuditLogs', defaults: { action: 'update' } },
    row: (f) =>
      f.make('audit-log', {
        action: 'update',
        actorId: f.admin.id,
        actorEmail: `matrix-${f.next()}@test.example`,
        actorRole: 'admin',
        target: 'events',
        documentId: '1',
        title: 'Matrix event',
        summary: 'Changed Title',
      }),
    create: async (f) => ({ data: { action: 'update', summary: `Forged ${f.next()}`, target: 'events' } }),
    update: (f) => ({ summary: `Rewritten ${f.next()}` }),
  },
}
