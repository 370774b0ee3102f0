import type { CollectionConfig } from 'payload'

import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TOO_LARGE } from '@/lib/files/uploadLimits'
import { mediaDir } from '@/lib/paths'
import { signedInPublishedProjectFiles } from '@access/fileAccess'
import { isAdmin } from '@access/isAdmin'
import { fileSizeField } from '@fields/fileSizeField'
import { checkDocumentContent } from '@hooks/shared/checkUploadContent'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { limitUploadSize } from '@hooks/shared/limitUploadSize'

// A draft project's documents are as hidden as the project.
const drafts = hideDrafts('project')

/** Files of a project; the project page is for members, and so are these. */
export const ProjectDocuments: CollectionConfig = {
  slug: 'project-documents',
  labels: { singular: 'Project document', plural: 'Project documents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'project', 'filesize', 'createdAt'], group: 'Projects' },
  defaultSort: '-createdAt',
  access: { read: signedInPublishedProjectFiles, create: isAdmin, update: isAdmin, delete: isAdmin },
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
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
  },
  fields: [
    fileSizeField(),
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
  ],
}
