import { memberRecordOf } from './breakers'
import type { CollectionPolicy } from './policy'

/** A member's My Agenda marks: their own to add, see and remove; admins see all. */
export const agendaInterests: CollectionPolicy = {
  slug: 'agenda-interests',
  access: { create: '-++++++', read: '-+--++-', update: '----++-', delete: '-+--++-' },
  /** Who sends bad creates, a valid body and the breakers one of which every bad body carries (the hostile-input suite). */
  body: memberRecordOf('agendaItem', (f) => f.agendaItem),
  /** The rows both access matrices try: the member's marked sessions. */
  matrix: {
    graphql: { one: 'AgendaInterest', many: 'AgendaInterests' },
    row: async (f) => f.make('agenda-interests', { agendaItem: (await f.agendaItem()).id, user: f.member.id }),
    create: async (f) => ({ data: { agendaItem: (await f.agendaItem()).id } }),
    update: () => ({}),
  },
}
