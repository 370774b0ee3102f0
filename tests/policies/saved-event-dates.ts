import { memberRecordOf } from './breakers'
import type { CollectionPolicy } from './policy'

/** A member's saved event dates: their own to add, see and remove; admins see all. Never edited: saving again is the same row. */
export const savedEventDates: CollectionPolicy = {
  slug: 'saved-event-dates',
  access: { create: '-++++++', read: '-+--++-', update: '----++-', delete: '-+--++-' },
  /** Writes that name a field only some may set. */
  fields: {
    user: '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: memberRecordOf('event', (f) => f.event),
  /** The rows both access matrices try: the member's saved dates. */
  matrix: {
    graphql: { one: 'SavedEventDate', many: 'SavedEventDates' },
    row: async (f) => f.make('saved-event-dates', { event: (await f.event()).id, user: f.member.id }),
    create: async (f) => ({ data: { event: (await f.event()).id } }),
    update: () => ({}),
  },
}
