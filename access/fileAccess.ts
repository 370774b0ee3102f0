import type { Access } from 'payload'

/**
 * Document metadata is public, the file itself is for signed-in members only: Payload
 * passes `isReadingStaticFile` when it serves the file through /api/{collection}/file/.
 */
export const metadataPublicFileForMembers: Access = ({ req, isReadingStaticFile }) => (isReadingStaticFile ? Boolean(req.user) : true)
