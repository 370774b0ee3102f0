/**
 * A write answers only once this instance heard what it changed
 * (src/lib/platform/pageCache/ownWritesHeard.ts): the moment Payload's update, or a session's end
 * outside a transaction, returns, the pages and the member's session remembered before it are
 * gone. Without the wait the NOTIFY reached the listener a moment later, and the writer's next
 * request could still get the old sharing group (a member moved out of an organization saw its
 * TLP:AMBER titles once: pageCacheVariations.e2e.ts, flaky in CI). On a database of its own
 * (OWN_PROCESS in vitest.config.ts): other files' writes NOTIFY the shared one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { lookupStarted, rememberedSession, rememberSession, sessionKey } from '@/lib/platform/pageCache/memberSessionMemo'
import { fillPage, pageCacheReady, storedPage } from '@/lib/platform/pageCache/visitorPageCache'
import { rewriteSessions, sessionsOf } from '@/lib/platform/payloadSessions'
import type { User } from '@/payload-types'

import { createUser, uniqueTag } from '../support/actors'
import { useOwnDatabase } from '../support/ownDatabase'

let payload: Payload
let drop: () => Promise<void>
const ROUNDS = 20

beforeAll(async () => {
  const own = await useOwnDatabase('own_writes')
  drop = own.drop
  // Imported after DATABASE_URL names the own database.
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  for (const startedAt = Date.now(); !pageCacheReady(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - startedAt > 10_000) throw new Error('The page cache did not start listening within 10 s')
}, 120_000)

afterAll(async () => {
  // Dropped with its connections: Payload's pool hears them end, which is no error of this file.
  ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on('error', () => {})
  await drop?.()
})

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
/** A remembered session of the member, as a page load of theirs leaves it. */
function remembered(member: User, round: number) {
  const claims = Buffer.from(JSON.stringify({ id: member.id, sid: `round-${round}`, exp: inAnHour() })).toString('base64url')
  const key = sessionKey(new Headers({ cookie: `payload-token=e30.${claims}.signature`, 'sec-fetch-site': 'same-origin' }))!
  rememberSession(key, member, lookupStarted())
  expect(rememberedSession(key)?.user.id).toBe(member.id)
  return key
}

describe('a write answers once this instance heard it', () => {
  test('a member’s row changed through Payload: their remembered session is gone when the update returns', async () => {
    const member = await createUser(payload, { email: `own-writes-${uniqueTag()}@example.com` })
    for (let round = 0; round < ROUNDS; round++) {
      const key = remembered(member, round)
      await payload.update({ collection: 'users', id: member.id, data: { firstName: `Round ${round}` }, overrideAccess: true })
      expect(rememberedSession(key), `round ${round}`).toBeNull()
    }
  })

  test('a content change through Payload: the pages kept before it are gone when the write returns', async () => {
    const tag = uniqueTag()
    const created = await payload.create({
      collection: 'tags',
      data: { name: `Own writes ${tag}`, framework: 'sector', slug: `own-writes-${tag}`, position: 1 },
      overrideAccess: true,
    })
    for (let round = 0; round < ROUNDS; round++) {
      const key = `/own-writes/${tag}/${round}`
      await fillPage(key, () => Promise.resolve(new Response('<html>before</html>', { headers: { 'content-type': 'text/html' } })))
      expect(storedPage(key)).not.toBeNull()
      await payload.update({ collection: 'tags', id: created.id, data: { position: round + 2 }, overrideAccess: true })
      expect(storedPage(key), `round ${round}`).toBeNull()
    }
  })

  test('a session ended outside a transaction: the member is forgotten when the write returns', async () => {
    const member = await createUser(payload, { email: `own-writes-${uniqueTag()}@example.com` })
    for (let round = 0; round < ROUNDS; round++) {
      // A session on the row, so that ending it changes the row.
      const session = {
        id: `round-${round}`,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      }
      await rewriteSessions(payload, member.id, [session])
      const key = remembered(member, round)
      await rewriteSessions(payload, member.id, [])
      expect(rememberedSession(key), `round ${round}`).toBeNull()
      expect(await sessionsOf(payload, member.id)).toEqual([])
    }
  })

  test('writes at the same moment, which share one wait, are all heard', async () => {
    const member = await createUser(payload, { email: `own-writes-${uniqueTag()}@example.com` })
    const keys = Array.from({ length: 10 }, (_, round) => remembered(member, 100 + round))
    await Promise.all(
      keys.map((_, round) =>
        payload.update({ collection: 'users', id: member.id, data: { lastName: `Together ${round}` }, overrideAccess: true }),
      ),
    )
    for (const key of keys) expect(rememberedSession(key)).toBeNull()
  })
})
