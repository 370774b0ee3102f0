import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TOO_LARGE } from '@/lib/infrastructure/files/uploadLimits'
import { PROJECT_FILE_SHARING_FIELDS } from '@/lib/library/tlp/tlpLevels'
import { mediaDir } from '@/lib/shared/paths'
import { signedInPublishedProjectFiles } from '@access/library/fileAccess'
import { withTlpClearance } from '@access/library/tlpAccess'
import { isProjectOwnerOrAdmin, isUploaderOwningProjectOrAdmin } from '@access/projects/projectOwnerAccess'
import { fileSizeField } from '@fields/fileSizeField'
import { ownerField } from '@fields/ownerField'
import { tlpFields } from '@fields/tlpFields'
import { regroupReadersAfterChange, regroupReadersAfterDelete } from '@hooks/library/regroupReadersOnLabelChange'
import { owningOrganizationFromUploader } from '@hooks/projects/owningOrganizationFromUploader'
import { checkDocumentContent } from '@hooks/shared/checkUploadContent'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { limitUploadSize } from '@hooks/shared/limitUploadSize'
import { refuseFieldUnlessAdmin } from '@hooks/shared/refuseFieldUnlessAdmin'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

export const PROJECT_DOCUMENT_MOVE_REFUSED = 'Only admins move a document to another project.'

// A draft project's documents are as hidden as the project.
const drafts = hideDrafts('project')

/**
 * Files of a project; the project page is for members, and so are these. Each carries its own TLP
 * label, read by who may read both it and its project; admins and the project's owners add them
 * (owners change and remove their own uploads).
 */
export const ProjectDocuments: CollectionConfig = {
  slug: 'project-documents',
  labels: { singular: 'Project document', plural: 'Project documents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'project', 'tlp', 'filesize', 'createdAt'], group: menuGroup('content') },
  defaultSort: '-createdAt',
  access: {
    read: withTlpClearance(signedInPublishedProjectFiles, { parent: 'project', sharing: PROJECT_FILE_SHARING_FIELDS }),
    create: isProjectOwnerOrAdmin,
    update: isUploaderOwningProjectOrAdmin,
    delete: isUploaderOwningProjectOrAdmin,
  },
  upload: {
    staticDir: mediaDir('project-documents'),
    mimeTypes: DOCUMENT_MIME_TYPES,
  },
  hooks: {
    beforeOperation: [
      limitUploadSize(DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE),
      checkDocumentContent(DOCUMENT_MIME_TYPES),
      drafts.beforeOperation,
    ],
    afterOperation: [drafts.afterOperation],
    beforeValidate: [owningOrganizationFromUploader],
    beforeChange: [setCurrentUser('uploadedBy')],
    afterChange: [invalidateVisitorPagesAfterChange, regroupReadersAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete, regroupReadersAfterDelete],
  },
  fields: [
    fileSizeField(),
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      hooks: {
        beforeValidate: [
          (args) => (args.operation === 'update' ? refuseFieldUnlessAdmin(PROJECT_DOCUMENT_MOVE_REFUSED)(args) : args.value),
        ],
      },
    },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { ...ownerField('uploadedBy', { keptWithoutOwner: true }), label: 'Uploaded by', admin: { position: 'sidebar', readOnly: true } },
    ...tlpFields(PROJECT_FILE_SHARING_FIELDS),
  ],
}
