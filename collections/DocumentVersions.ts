import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { DOCUMENT_MIME_TYPES } from '@/lib/infrastructure/files/uploadLimits'
import { PREVIEW_STATUSES } from '@/lib/library/previews/previewStatus'
import { mediaDir } from '@/lib/shared/paths'
import { isAdmin } from '@access/isAdmin'
import { signedInPublishedFilesOf } from '@access/library/fileAccess'
import { withParentTlpClearance } from '@access/library/tlpAccess'
import { nobody, nobodyField } from '@access/nobody'
import { fileSizeField } from '@fields/fileSizeField'
import { ownerField } from '@fields/ownerField'
import { refreshDocumentPageAfterVersionChange, refreshDocumentPageAfterVersionDelete } from '@hooks/library/refreshDocumentPage'
import { hideDrafts } from '@hooks/shared/hideDrafts'

// A draft document's files are as hidden as the document.
const drafts = hideDrafts('document')

/**
 * Every file a library document has had (issue 23, item 3), newest number last: Payload deletes a
 * document's old file when a new one is uploaded, so each published file is copied here
 * (src/lib/library/documentVersions/archiveDocumentFile.ts) with its change note and a preview of its
 * first pages (rendered by a job in a child process). Read by who may read the document (its TLP
 * label); made only by the server; admins correct a change note or remove a version.
 */
export const DocumentVersions: CollectionConfig = {
  slug: 'document-versions',
  labels: { singular: 'Document version', plural: 'Document versions' },
  // Payload names the documents' own (draft) versions DocumentVersion in GraphQL already.
  graphQL: { singularName: 'DocumentFileVersion', pluralName: 'DocumentFileVersions' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['document', 'number', 'changeNote', 'filesize', 'createdAt'],
    group: menuGroup('content'),
  },
  defaultSort: '-number',
  indexes: [{ fields: ['document', 'number'], unique: true }],
  access: {
    read: withParentTlpClearance(signedInPublishedFilesOf('document'), 'document'),
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  upload: { staticDir: mediaDir('document-versions'), mimeTypes: DOCUMENT_MIME_TYPES },
  hooks: {
    beforeOperation: [drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [refreshDocumentPageAfterVersionChange],
    afterDelete: [refreshDocumentPageAfterVersionDelete],
  },
  fields: [
    fileSizeField(),
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, index: true, access: { update: nobodyField } },
    {
      name: 'number',
      label: 'Version',
      type: 'number',
      required: true,
      min: 1,
      admin: { readOnly: true },
      access: { update: nobodyField },
    },
    { name: 'changeNote', label: 'Change note', type: 'text', maxLength: 500 },
    { ...ownerField('uploadedBy', { keptWithoutOwner: true }), label: 'Uploaded by', admin: { position: 'sidebar', readOnly: true } },
    {
      // The document's file this copies: one version per file, however often the save is retried.
      name: 'sourceFilename',
      type: 'text',
      required: true,
      index: true,
      admin: { hidden: true },
      access: { update: nobodyField },
    },
    {
      name: 'previewStatus',
      label: 'Preview',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: PREVIEW_STATUSES.map((status) => ({ value: status, label: status })),
      admin: { position: 'sidebar', readOnly: true },
      access: { update: nobodyField },
    },
    {
      name: 'previewPageCount',
      label: 'Preview pages',
      type: 'number',
      min: 0,
      admin: { position: 'sidebar', readOnly: true },
      access: { update: nobodyField },
    },
    {
      // The first pages as JPEG images (base64), served through the document's own access (src/lib/library/documentVersions/previewImage.ts).
      name: 'previewPages',
      type: 'json',
      admin: { hidden: true },
      access: { update: nobodyField },
    },
  ],
}
