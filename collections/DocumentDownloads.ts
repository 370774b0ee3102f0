import type { CollectionConfig } from 'payload'

import { publishedOptions } from '@/lib/content/publication'
import { isAdmin } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { ownerField } from '@fields/ownerField'
import { invalidateDocumentPagesAfterChange } from '@hooks/shared/invalidateVisitorPages'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/**
 * One row per download by a member; `createdAt` is the spec's downloaded_at. A deleted
 * member's downloads stay, without the member, so the documents' counts do not drop.
 */
export const DocumentDownloads: CollectionConfig = {
  slug: 'document-downloads',
  labels: { singular: 'Document download', plural: 'Document downloads' },
  admin: { defaultColumns: ['user', 'document', 'createdAt'], group: 'Activity' },
  defaultSort: '-createdAt',
  access: {
    read: isOwnerOrAdmin(),
    create: isSignedIn,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeChange: [setCurrentUser()], afterChange: [invalidateDocumentPagesAfterChange] },
  fields: [
    ownerField('user', { keptWithoutOwner: true }),
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, index: true, filterOptions: publishedOptions() },
  ],
}
