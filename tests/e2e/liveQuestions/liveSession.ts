import { type APIRequestContext, expect } from '@playwright/test'

import { adminApi } from '../admin/adminApi'
import { type SharedServer, uniqueName } from '../support/sharedServer'

/**
 * A published event of this test's own, begun 15 minutes ago, with one session happening now
 * (10 minutes in, 50 to go), made by the demo admin over REST: the event's title, its id and the
 * session's id (its title is the event's with `suffix`).
 */
export async function eventWithLiveSession(app: SharedServer, request: APIRequestContext, name: string, suffix: string) {
  const api = await adminApi(app, request)
  const now = Date.now()
  const title = uniqueName(name)
  const event = await api.post('/events', { title, date: new Date(now - 15 * 60_000).toISOString(), _status: 'published' })
  expect(event.status(), await event.text()).toBe(201)
  const eventId = ((await event.json()) as { doc: { id: number } }).doc.id
  const session = await api.post('/agenda-items', {
    event: eventId,
    title: `${title} ${suffix}`,
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 50 * 60_000).toISOString(),
  })
  expect(session.status(), await session.text()).toBe(201)
  return { title, eventId, sessionId: ((await session.json()) as { doc: { id: number } }).doc.id }
}
