import { memberRecordOf } from './breakers'
import type { CollectionPolicy } from './policy'

/** Download records: written for the member who downloads, read by them and admins; nobody edits one. */
export const documentDownloads: CollectionPolicy = {
  slug: 'document-downloads',
  access: { create: '-++++', read: '-+-++', update: '---++', delete: '---++' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: memberRecordOf('document', (f) => f.document),
}
