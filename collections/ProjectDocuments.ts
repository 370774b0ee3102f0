import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isSignedIn } from '../access/isSignedIn'
import { checkDocumentContent } from '../hooks/checkUploadContent'
import { limitUploadSize } from '../hooks/limitUploadSize'
import { mediaDir } from '../src/lib/paths'
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TOO_LARGE } from './uploadLimits'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '../hooks/invalidateVisitorPages'
import { fileSizeField } from '../fields/fileSizeField'

/** Files of a project; the project page is for members, and so are these. */
export const ProjectDocuments: CollectionConfig = {
  slug: 'project-documents',
  labels: { singular: 'Project document', plural: 'Project documents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'project', 'filesize', 'createdAt'], group: 'Projects' },
  defaultSort: '-createdAt',
  access: { read: isSignedIn, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: mediaDir('project-documents'),
    mimeTypes: DOCUMENT_MIME_TYPES,
  },
  hooks: {
    beforeOperation: [limitUploadSize(DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE), checkDocumentContent(DOCUMENT_MIME_TYPES)],
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
  },
  fields: [
    fileSizeField(),
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
  ],
}
