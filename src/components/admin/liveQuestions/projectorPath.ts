/** The projector view's path under the admin route (payload.config.ts registers `/live-questions/:id`). */
export const projectorPath = (agendaItem: number): `/${string}` => `/live-questions/${agendaItem}`
