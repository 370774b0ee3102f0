import type { Access } from 'payload'

/** Any signed-in member, admin or super admin. */
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
