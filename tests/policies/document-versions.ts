import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, tooLong, wrongType } from '../e2e/hostile/values'

let number = 1000
/** A version number no other row of the run uses (publishing the document keeps its file as version 1). */
const nextNumber = () => (number += 1 + Math.floor(Math.random() * 1000))

/**
 * A document's kept files (issue 23, item 3): made by the server when a document's file is
 * published; read by who may read the document (members, as its TLP label allows); admins correct
 * a change note or remove a version.
 */
export const documentVersions: CollectionPolicy = {
  slug: 'document-versions',
  access: { create: '-------', read: '-++++++', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'GET /api/document-versions/file/{filename}': '-++++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Made by the server only, so every create is refused.
  body: {
    creator: 'admin',
    file: 'document',
    valid: (f) => ({ document: f.document.id, number: nextNumber(), sourceFilename: 'forged.pdf' }),
    breakers: () =>
      fc.oneof(field('document', badRelation), field('number', wrongType), field('changeNote', tooLong(500)), without('sourceFilename')),
  },
  /** The rows both access matrices try: a kept file of a published TLP:CLEAR document. */
  matrix: {
    graphql: { one: 'DocumentFileVersion', many: 'DocumentFileVersions', defaults: { previewStatus: 'pending' } },
    row: async (f) =>
      f.make(
        'document-versions',
        { document: f.shared.document.id, number: nextNumber(), sourceFilename: `kept-${f.next()}.pdf`, previewStatus: 'none' },
        { file: 'pdf' },
      ),
    create: async (f) => ({ data: { document: f.shared.document.id, number: nextNumber(), sourceFilename: 'forged.pdf' }, file: 'pdf' }),
    update: (f) => ({ changeNote: `Corrected ${f.next()}` }),
  },
}
