import { limitFor } from '@/lib/infrastructure/rateLimits/rateLimitSettings'
import { isOpen } from '@/lib/organizations/invitations/openInvitation'
import type { Invitation } from '@/payload-types'

import type { ImportDefinition } from './importPlan'
import { type ImportReason, reason } from './importReasons'
import { inPieces, readAllRows, type ReadRow } from './readRows'

/**
 * Invitations from a CSV file, sent as the importing admin: matched by address among the
 * admin's own invitations (one per inviter and address, the collection's unique index). A new
 * address is invited; a saved one never sent (pending, as a refused send leaves it) is updated
 * and sent; one already sent, accepted or expired is refused. The writes go through
 * inviteExpert row by row (runImport.ts), so its sender limits apply to each.
 */
export const invitationsImport: ImportDefinition = {
  collection: 'invitations',
  columns: [
    { field: 'email', kind: 'email' },
    { field: 'suggestedFirstName', kind: 'text', max: 100 },
    { field: 'suggestedLastName', kind: 'text', max: 100 },
    { field: 'suggestedOrganization', kind: 'relation', related: 'organizations' },
    { field: 'suggestedWorkingIn', kind: 'select' },
    { field: 'language', kind: 'select' },
    { field: 'domains', kind: 'text', max: 1000 },
  ],
  requiredColumns: [['email']],
  keyFields: ['email'],
  keyOf: (values) => String(values.email),
  labelOf: (values) => {
    const name = [values.suggestedFirstName, values.suggestedLastName].filter(Boolean).join(' ')
    return name ? `${String(values.email ?? '')} (${name})` : String(values.email ?? '')
  },
  existing: async (context, rows) => {
    const saved = new Map<string, ReadRow[]>()
    for (const piece of inPieces(rows.map((row) => String(row.email)))) {
      const found = await readAllRows(
        context,
        'invitations',
        { and: [{ invitedBy: { equals: context.user.id } }, { email: { in: piece } }] },
        {
          email: true,
          suggestedFirstName: true,
          suggestedLastName: true,
          suggestedOrganization: true,
          suggestedWorkingIn: true,
          language: true,
          domains: true,
          status: true,
          expiresAt: true,
        },
      )
      for (const row of found) saved.set(String(row.email), [...(saved.get(String(row.email)) ?? []), row])
    }
    return saved
  },
  refuseExisting: (saved) => {
    const invitation = saved as unknown as Pick<Invitation, 'status' | 'expiresAt'>
    if (invitation.status !== 'pending') return reason('alreadyInvited', { status: String(invitation.status) })
    return isOpen(invitation) ? null : reason('invitationExpired')
  },
  alwaysUpdate: true,
  notes: () => {
    const notes: ImportReason[] = [reason('invitationsSentAtOnce')]
    const limit = limitFor('invitation', 'sender')
    if (limit) notes.push(reason('senderLimit', { count: limit.attempts, hours: Math.round((limit.windowSeconds / 3600) * 10) / 10 }))
    return notes
  },
}
