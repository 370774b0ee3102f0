import type { CollectionBeforeChangeHook } from 'payload'

import { invitationLifetimeDays } from '@/lib/organizations/invitations/invitationLifetime'

/** A new invitation expires a fixed number of days after it is created. */
export const setInvitationExpiry: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create' || data.expiresAt) return data
  const expiresAt = new Date(Date.now() + invitationLifetimeDays() * 24 * 60 * 60 * 1000)
  return { ...data, expiresAt: expiresAt.toISOString() }
}
