import type { CollectionConfig } from 'payload'

import { publishedOptions } from '@/lib/content/publication'
import { EXPORT_CONTROLS } from '@/lib/exports/exportControls'
import { exportEndpoint } from '@/lib/exports/exportEndpoint'
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
  admin: { defaultColumns: ['user', 'document', 'createdAt'], group: 'Activity', components: { beforeListTable: [EXPORT_CONTROLS] } },
  defaultSort: '-createdAt',
  access: {
    read: isOwnerOrAdmin(),
    create: isSignedIn,
    update: isAdmin,
    delete: isAdmin,
  },
  endpoints: [exportEndpoint('document-downloads')],
  hooks: { beforeChange: [setCurrentUser()], afterChange: [invalidateDocumentPagesAfterChange] },
  fields: [
    ownerField('user', { keptWithoutOwner: true }),
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, index: true, filterOptions: publishedOptions() },
  ],
}
