import fc from 'fast-check'
import { badRelation, notADate, notAnOption } from '../e2e/hostile/values'
import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'

/** Projects: everyone reads them; admins run them. */
export const projects: CollectionPolicy = {
  slug: 'projects',
  access: { create: '---++', read: '+++++', update: '---++', delete: '---++' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: () => ({ title: 'Hostile project', type: 'Research', startDate: '2031-01-01T00:00:00.000Z' }),
    breakers: () =>
      fc.oneof(
        field('type', notAnOption(['Research', 'Open Source Code', 'Management', 'Innovation', 'Education', 'Consulting', 'Development'])),
        field('state', notAnOption(['call_for_participation', 'running', 'closed'])),
        field('startDate', notADate),
        without('title'),
        field('owner', badRelation),
      ),
    updatable: (f) => f.project.id,
  },
}
