import type { CollectionConfig } from 'payload'

import { stagedVersions } from '@/lib/content/publication'
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TOO_LARGE } from '@/lib/infrastructure/files/uploadLimits'
import { LANGUAGES, optionsOf } from '@/lib/shared/enums'
import { mediaDir } from '@/lib/shared/paths'
import { isAdmin } from '@access/isAdmin'
import { metadataPublicFileForMembers } from '@access/library/fileAccess'
import { withTlpClearance } from '@access/library/tlpAccess'
import { audienceFields } from '@fields/audienceFields'
import { fileSizeField } from '@fields/fileSizeField'
import { richTextContent } from '@fields/richTextContent'
import { tagsField } from '@fields/tagsField'
import { tlpFields } from '@fields/tlpFields'
import { deleteThreadWithItem } from '@hooks/discussions/deleteThreadWithItem'
import { archiveDocumentFile } from '@hooks/library/archiveDocumentFile'
import { queueDocumentText } from '@hooks/library/queueDocumentText'
import { regroupReadersAfterChange, regroupReadersAfterDelete } from '@hooks/library/regroupReadersOnLabelChange'
import { checkDocumentContent } from '@hooks/shared/checkUploadContent'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { limitUploadSize } from '@hooks/shared/limitUploadSize'
import { notifyAudienceOnFirstPublish } from '@hooks/shared/notifyAudienceOnFirstPublish'
import { publishUnlessDraft } from '@hooks/shared/publishUnlessDraft'

const drafts = hideDrafts()

/** The document library: metadata is public, the file is for signed-in members; a TLP label above CLEAR narrows both (access/library/tlpAccess.ts). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'tlp', 'documentType', 'language', 'rank', 'createdAt'],
    group: 'Documents',
  },
  defaultSort: '-rank',
  // The library's order (rank, then newest): the page reads its 12 rows from this index instead of sorting every document.
  // The language filter asks per language whether a published document has it (documentLanguages): one index lookup each.
  indexes: [{ fields: ['rank', 'createdAt'] }, { fields: ['language', '_status'] }],
  access: {
    read: withTlpClearance(metadataPublicFileForMembers),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    readVersions: isAdmin,
  },
  versions: stagedVersions,
  upload: {
    staticDir: mediaDir('documents'),
    mimeTypes: DOCUMENT_MIME_TYPES,
  },
  hooks: {
    afterChange: [
      invalidateVisitorPagesAfterChange,
      regroupReadersAfterChange,
      notifyAudienceOnFirstPublish('new-document', 'documents'),
      queueDocumentText,
      archiveDocumentFile,
    ],
    afterDelete: [invalidateVisitorPagesAfterDelete, regroupReadersAfterDelete],
    beforeOperation: [
      limitUploadSize(DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE),
      checkDocumentContent(DOCUMENT_MIME_TYPES),
      publishUnlessDraft,
      drafts.beforeOperation,
    ],
    afterOperation: [drafts.afterOperation],
    beforeDelete: [
      deleteThreadWithItem('document'),
      deleteRelated([
        { collection: 'document-downloads', field: 'document' },
        { collection: 'document-texts', field: 'document' },
        { collection: 'document-versions', field: 'document' },
      ]),
    ],
  },
  fields: [
    fileSizeField(),
    {
      // Not stored here: kept with the new file in its version history (hooks/library/archiveDocumentFile.ts).
      name: 'changeNote',
      label: 'Change note for a new file',
      type: 'text',
      virtual: true,
      maxLength: 500,
      admin: {
        description: 'When you upload a new file: what changed. Members see it in the version history; earlier downloaders are told.',
      },
    },
    { name: 'title', type: 'text', required: true, maxLength: 300, localized: true },
    { name: 'company', type: 'text', required: true, maxLength: 200, index: true },
    {
      name: 'documentType',
      label: 'Document type',
      type: 'text',
      required: true,
      maxLength: 100,
      index: true,
      admin: { description: 'For example Whitepaper, Presentation, Report.' },
    },
    ...richTextContent({ name: 'description', maxLength: 5000, localized: true }),
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'English',
      options: optionsOf(LANGUAGES),
      index: true,
    },
    {
      name: 'rank',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      index: true,
      admin: { step: 1, description: 'Higher appears first.' },
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 0 ? true : 'Rank must be a whole number of 0 or more.',
    },
    { name: 'event', type: 'relationship', relationTo: 'events', index: true },
    tagsField(),
    ...tlpFields(),
    {
      name: 'versions',
      label: 'Version history',
      type: 'join',
      collection: 'document-versions',
      on: 'document',
      admin: { allowCreate: false, defaultColumns: ['number', 'changeNote', 'filesize', 'previewStatus', 'createdAt'] },
    },
    ...audienceFields({ notifies: true }),
  ],
}
