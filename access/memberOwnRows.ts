import type { CollectionConfig } from 'payload'

import { isAdmin } from './isAdmin'
import { isOwnerOrAdmin } from './isOwnerOrAdmin'
import { isSignedIn } from './isSignedIn'

/**
 * Rows a member sets and clears for themself (a saved event date, an agenda interest): any
 * signed-in member adds one (setCurrentUser makes it theirs), reads and removes their own;
 * admins see and change all of them.
 */
export const memberOwnRowsAccess: CollectionConfig['access'] = {
  read: isOwnerOrAdmin(),
  create: isSignedIn,
  update: isAdmin,
  delete: isOwnerOrAdmin(),
}
