import type { Access } from 'payload'

/** Rows a member owns through a `user` relationship, for the owner alone (not admins): renaming their own passkey. */
export const isOwner =
  (ownerField = 'user'): Access =>
  ({ req }) =>
    req.user ? { [ownerField]: { equals: req.user.id } } : false
