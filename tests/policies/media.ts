import fc from 'fast-check'
import { tooLong } from '../e2e/hostile/values'
import { field } from './breakers'
import type { CollectionPolicy } from './policy'

/** Images: everyone sees them; a member uploads and manages their own (an organization logo); admins all. */
export const media: CollectionPolicy = {
  slug: 'media',
  access: { create: '-++++', read: '+++++', update: '-+-++', delete: '-+-++' },
  /** Custom endpoints, by method and path. */
  endpoints: {
    'GET /api/media/file/{filename}': '+++++',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'member',
    file: 'image',
    valid: () => ({ alt: 'Hostile image' }),
    breakers: () => fc.oneof(fc.constant({}), field('alt', tooLong(300))),
  },
}
