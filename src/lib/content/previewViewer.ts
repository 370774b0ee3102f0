import 'server-only'

import { draftMode } from 'next/headers'

import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

/**
 * The admin previewing drafts (draft mode on, set by /preview), or null. A page passes them to
 * its reads of staged content (`draft: true` and their user), so the page shows the latest draft.
 */
export async function previewViewer(user: User | null): Promise<User | null> {
  return user && hasAdminRole(user) && (await draftMode()).isEnabled ? user : null
}

/** Local API options of a staged read: the latest drafts for a previewing admin, else what is published. */
export const stagedRead = (viewer: User | null) => (viewer ? { draft: true, user: viewer } : {})
