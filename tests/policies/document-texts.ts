import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy, MatrixFixtures } from './policy'
import { badRelation, notAnOption, wrongType } from '../e2e/hostile/values'

/** A draft document: its file is not read (hooks/library/queueDocumentText), so the row tried is the only one for it. */
const draftDocument = (f: MatrixFixtures) =>
  f.make('documents', { title: `Doc ${f.next()}`, company: 'ACME', documentType: 'Whitepaper', _status: 'draft' }, { file: 'pdf' })

/** The words inside library files: written by the jobs queue only (src/lib/library/documentText); admins read them (the status of each file). */
export const documentTexts: CollectionPolicy = {
  slug: 'document-texts',
  access: { create: '-------', read: '----++-', update: '-------', delete: '-------' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  // Written by the server only, so every create is refused.
  body: {
    creator: 'admin',
    valid: () => ({ status: 'extracted', text: 'Forged words' }),
    breakers: () =>
      fc.oneof(
        field('document', badRelation),
        field('status', notAnOption(['pending', 'extracted', 'unreadable'])),
        field('text', wrongType),
      ),
  },
  /** The rows both access matrices try: texts as the extraction stores them. */
  matrix: {
    graphql: { one: 'DocumentText', many: 'DocumentTexts' },
    row: async (f) => f.make('document-texts', { document: (await draftDocument(f)).id, status: 'extracted', text: 'Words of the file' }),
    create: async (f) => ({ data: { document: (await draftDocument(f)).id, status: 'extracted', text: 'Forged words' } }),
    update: () => ({ text: 'Forged words' }),
  },
}
