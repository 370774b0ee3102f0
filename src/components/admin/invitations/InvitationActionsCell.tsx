import type { DefaultServerCellComponentProps } from 'payload'

import { InvitationActions } from './InvitationActions'
import { organizationIdOf, organizationsForList } from '../users/organizationsForList'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Spec 2's Actions column of the invitations table: Edit (the six fields of the spec's dialog) and
 * Send email. Every row gets the same organization list from the request cache, so the browser
 * receives it once per page.
 */
export async function InvitationActionsCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  const row = (rowData ?? {}) as Record<string, unknown>
  if (typeof row.id !== 'number' || !payload) return null
  const { choices } = await organizationsForList(payload)
  return (
    <InvitationActions
      organizations={choices}
      invitation={{
        id: row.id,
        email: text(row.email),
        status: text(row.status),
        expiresAt: text(row.expiresAt) || null,
        suggestedFirstName: text(row.suggestedFirstName),
        suggestedLastName: text(row.suggestedLastName),
        suggestedOrganization: organizationIdOf(row.suggestedOrganization),
        suggestedWorkingIn: text(row.suggestedWorkingIn),
        domains: text(row.domains),
      }}
    />
  )
}
