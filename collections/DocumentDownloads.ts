import type { CollectionConfig, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'

import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { menuGroup } from '@/lib/admin/menuGroups'
import { publishedOptions } from '@/lib/content/publication'
import { isAdmin } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { ownerField } from '@fields/ownerField'
import { invalidateDocumentPagesAfterChange } from '@hooks/shared/invalidateVisitorPages'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

export const DOWNLOAD_NAMES_ONE_FILE = 'A download names either a document or a project document.'

/** Payload's own check of the relationship (it exists and the member may read it), then that the row names exactly one file. */
const oneFile =
  (other: 'document' | 'projectDocument'): RelationshipFieldSingleValidation =>
  async (value, options) => {
    const own = await relationship(value as never, options as never)
    if (own !== true) return own
    const otherValue = (options.siblingData as Record<string, unknown>)[other]
    const given = (v: unknown) => v !== undefined && v !== null && v !== ''
    return given(value) === given(otherValue) ? DOWNLOAD_NAMES_ONE_FILE : true
  }

/**
 * One row per download by a member, of a library document or of a project's document;
 * `createdAt` is the spec's downloaded_at. A deleted member's downloads stay, without the
 * member, so the documents' counts do not drop.
 */
export const DocumentDownloads: CollectionConfig = {
  slug: 'document-downloads',
  labels: { singular: 'Document download', plural: 'Document downloads' },
  admin: {
    defaultColumns: ['user', 'document', 'projectDocument', 'createdAt'],
    group: menuGroup('activity'),
    components: { beforeListTable: [EXPORT_CONTROLS] },
  },
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
    {
      name: 'document',
      type: 'relationship',
      relationTo: 'documents',
      index: true,
      filterOptions: publishedOptions(),
      validate: oneFile('projectDocument') as never,
      // A download names a file that exists: nothing to create from here.
      admin: { allowCreate: false },
    },
    {
      name: 'projectDocument',
      label: 'Project document',
      type: 'relationship',
      relationTo: 'project-documents',
      index: true,
      filterOptions: publishedOptions('project'),
      validate: oneFile('document') as never,
      admin: { allowCreate: false },
    },
  ],
}
