import type { Access } from 'payload'

import { publishedWhere } from '@/lib/content/publication'

import { hasAdminRole } from '../roles'

/**
 * Document metadata is public, the file itself is for signed-in members only: Payload
 * passes `isReadingStaticFile` when it serves the file through /api/{collection}/file/. That
 * path reads no list, so the file of a draft is refused here (metadata reads hide drafts in
 * hideDrafts).
 */
export const metadataPublicFileForMembers: Access = ({ req, isReadingStaticFile }) => {
  if (!isReadingStaticFile || hasAdminRole(req.user)) return true
  return req.user ? publishedWhere() : false
}

/** Files of a published parent (a project's, a document's older versions): signed-in members (admins: all). */
export const signedInPublishedFilesOf =
  (parent: string): Access =>
  ({ req }) => {
    if (hasAdminRole(req.user)) return true
    return req.user ? publishedWhere(parent) : false
  }

/** A project's files: signed-in members, and only of a published project (admins: all). */
export const signedInPublishedProjectFiles: Access = signedInPublishedFilesOf('project')
