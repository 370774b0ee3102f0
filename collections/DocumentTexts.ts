import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { MAX_PROBLEM_CHARS, MAX_TEXT_CHARS, TEXT_STATUSES } from '@/lib/library/documentText/textStatus'
import { isAdmin } from '@access/isAdmin'
import { nobody } from '@access/nobody'

/**
 * The words inside a library document's file, extracted by the jobs queue after an upload
 * (src/lib/library/documentText/extractDocumentText.ts) for members' search (src/lib/content/search). One row per
 * document; admins read it (the status of every file), nobody writes it through the API: only the
 * extraction does. A row of its own, not fields of the document, so the library's lists never
 * read 200 kB of text per row, and a document's versions do not copy it.
 */
export const DocumentTexts: CollectionConfig = {
  slug: 'document-texts',
  labels: { singular: 'Document text', plural: 'Document texts' },
  admin: {
    ...internalRecord,
    useAsTitle: 'source',
    defaultColumns: ['document', 'status', 'source', 'extractedAt', 'problem'],
    description: 'The words inside each library file, for members’ search. Filled by the jobs queue after every upload; read-only.',
  },
  defaultSort: '-updatedAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: TEXT_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    // The file the text was read from: its SHA-256, so an unchanged file is not read again.
    { name: 'source', type: 'text', maxLength: 100, admin: { description: 'SHA-256 of the file the text was read from.' } },
    { name: 'problem', type: 'text', maxLength: MAX_PROBLEM_CHARS, admin: { description: 'Why the file could not be read.' } },
    { name: 'extractedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'text', type: 'textarea', maxLength: MAX_TEXT_CHARS, admin: { hidden: true } },
  ],
}
