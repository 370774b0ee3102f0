import type { Access } from 'payload'

/** A member's own notices (the notifications collection): only the recipient, admins included. */
export const isRecipient: Access = ({ req }) => (req.user ? { recipient: { equals: req.user.id } } : false)
