import { memberRecordOf } from './breakers'
import type { CollectionPolicy } from './policy'

/** Download records: written for the member who downloads, read by them and admins; nobody edits one. */
export const documentDownloads: CollectionPolicy = {
  slug: 'document-downloads',
  access: { create: '-++++++', read: '-+--++-', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path: the list's export (issue 20), admins only. */
  endpoints: { 'GET /api/document-downloads/export': '----++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: memberRecordOf('document', (f) => f.document),
  /** The rows both access matrices try: the member's downloads. */
  matrix: {
    graphql: { one: 'DocumentDownload', many: 'DocumentDownloads' },
    row: (f) => f.make('document-downloads', { document: f.shared.document.id, user: f.member.id }),
    create: async (f) => ({ data: { document: f.shared.document.id } }),
    update: () => ({}),
  },
}
