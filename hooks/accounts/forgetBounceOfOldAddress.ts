import type { CollectionBeforeChangeHook } from 'payload'

/** A new address has not bounced: the old one's hard bounce no longer stops the member's e-mails. */
export const forgetBounceOfOldAddress: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !data.email || data.email === originalDoc?.email) return data
  return { ...data, emailBounce: { at: null, reason: null } }
}
