import fc from 'fast-check'

import { field, requiredText } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, badRelations, badRichText, notADate } from '../e2e/hostile/values'

/** Events: everyone reads them; admins run them. */
export const events: CollectionPolicy = {
  slug: 'events',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Payload's version routes and drafts read by id, by method and path. */
  endpoints: {
    // Drafts and versions (issue 20): admins only.
    'GET /api/events/{id}?draft=true': '----++-',
    'GET /api/events/versions': '----++-',
    'POST /api/events/versions/{id}': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ title: 'Hostile event', date: '2031-01-01T08:00:00.000Z' }),
    breakers: () =>
      fc.oneof(
        ...requiredText('title', 200),
        field('date', notADate),
        fc.constant({ date: '2031-01-02T08:00:00.000Z', endDate: '2031-01-01T08:00:00.000Z' }),
        // The link is checked only while registration is required (otherwise it is cleared).
        fc
          .constantFrom(
            'javascript:alert(1)',
            'not a url',
            'ftp://files.example.org',
            'data:text/html,<script>',
            `https://example.org/${'a'.repeat(2000)}`,
          )
          .map((registrationLink) => ({ registrationRequired: true, registrationLink })),
        field('attendees', fc.integer({ max: -1 })),
        field('isOnline', fc.constantFrom<unknown>('yes', 1, [true], { on: true })),
        field('image', badRelation),
        field('tags', badRelations(20)),
        field('description', badRichText(10000)),
        field('additionalInformation', badRichText(10000)),
      ),
    updatable: (f) => f.event.id,
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: { one: 'Event', many: 'Events', defaults: { date_tz: 'Europe_Berlin' } },
    row: (f) => f.event(),
    create: async (f) => ({ data: { title: `Event ${f.next()}`, date: '2030-06-01T08:00:00.000Z' } }),
    update: (f) => ({ title: `Renamed event ${f.next()}` }),
  },
}
