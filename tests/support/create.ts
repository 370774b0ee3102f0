import type { CollectionSlug, DataFromCollectionSlug, File, Payload } from 'payload'

import type { User } from '../../src/payload-types'

/**
 * payload.create with loosely typed data: tests send what a client would send, including
 * fields the server fills in (owner, status, defaults) or refuses.
 */
export const createDoc = <T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  data: Record<string, unknown>,
  options: { user?: User; overrideAccess?: boolean; file?: File } = {},
) =>
  payload.create({
    collection,
    data: data as never,
    depth: 0,
    overrideAccess: options.overrideAccess ?? !options.user,
    ...(options.user ? { user: options.user } : {}),
    ...(options.file ? { file: options.file } : {}),
  }) as Promise<DataFromCollectionSlug<T>>

/**
 * An agenda item (a session) of `event`: unless `session` says otherwise, called 'Session' and an
 * hour long from the event's start; `session` sets those and any other field (room, status).
 */
export const createAgendaItem = (
  payload: Payload,
  event: { id: number; date: string },
  session: Record<string, unknown> = {},
  options: { user?: User } = {},
) => {
  const start = new Date(event.date)
  const end = new Date(start.getTime() + 60 * 60_000)
  return createDoc(
    payload,
    'agenda-items',
    { event: event.id, title: 'Session', startTime: start.toISOString(), endTime: end.toISOString(), ...session },
    options,
  )
}
