import fc from 'fast-check'

import { field, without } from './breakers'
import type { CollectionPolicy } from './policy'
import { badRelation, badRelations, badRichText, hostileText, notADate } from '../e2e/hostile/values'

/** Agenda items: everyone reads them with their event; admins run them. */
export const agendaItems: CollectionPolicy = {
  slug: 'agenda-items',
  access: { create: '----++-', read: '+++++++', update: '----++-', delete: '----++-' },
  /** Custom endpoints, by method and path: the list's CSV import (issue 48), its dry run and its confirm. */
  endpoints: {
    'POST /api/agenda-items/import/preview': '----++-',
    'POST /api/agenda-items/import': '----++-',
  },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: {
    creator: 'admin',
    valid: (f) => ({
      event: f.event.id,
      title: 'Hostile session',
      startTime: '2031-01-01T09:00:00.000Z',
      endTime: '2031-01-01T10:00:00.000Z',
    }),
    breakers: () =>
      fc.oneof(
        field('event', badRelation),
        field('tags', badRelations(20)),
        without('title'),
        fc.constant({ startTime: '2031-01-01T11:00:00.000Z', endTime: '2031-01-01T10:00:00.000Z' }),
        field('trackColor', fc.oneof(hostileText, fc.constantFrom('red', '#12345', '#GGGGGG', 'url(javascript:alert(1))'))),
        field('startTime', notADate),
        field('description', badRichText(5000)),
      ),
    updatable: (f) => f.agendaItem.id,
  },
  /** The rows both access matrices try. */
  matrix: {
    graphql: {
      one: 'AgendaItem',
      many: 'AgendaItems',
      defaults: { startTime_tz: 'Europe_Berlin', endTime_tz: 'Europe_Berlin', trackColor: '#3B82F6', status: 'scheduled' },
    },
    row: (f) => f.agendaItem(),
    create: async (f) => ({
      data: {
        event: (await f.event()).id,
        title: `Session ${f.next()}`,
        startTime: '2030-05-01T09:00:00.000Z',
        endTime: '2030-05-01T10:00:00.000Z',
      },
    }),
    update: (f) => ({ room: `Room ${f.next()}` }),
  },
}
