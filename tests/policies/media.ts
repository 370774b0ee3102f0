import fc from 'fast-check'

import { field } from './breakers'
import type { CollectionPolicy } from './policy'
import { tooLong } from '../e2e/hostile/values'

/** Images: everyone sees them; a member uploads and manages their own (an organization logo); admins all. */
export const media: CollectionPolicy = {
  slug: 'media',
  access: { create: '-++++++', read: '+++++++', update: '-+--++-', delete: '-+--++-' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'GET /api/media/file/{filename}': '+++++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    file: 'image',
    valid: () => ({ alt: 'Hostile image' }),
    breakers: () => fc.oneof(fc.constant({}), field('alt', tooLong(300))),
  },
  /** The rows both access matrices try: images the member uploaded. */
  matrix: {
    graphql: { one: 'Media', many: 'allMedia' },
    row: (f) => f.make('media', { alt: 'Logo', uploadedBy: f.member.id }, { file: 'png', asMember: true }),
    create: async () => ({ data: { alt: 'Upload' }, file: 'png' }),
    update: (f) => ({ alt: `Alt ${f.next()}` }),
  },
}
