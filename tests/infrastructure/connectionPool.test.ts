/**
 * The connection pool under concurrent writes, with a pool of three connections (its own process:
 * the config reads DATABASE_POOL_MAX when it is imported). Payload's update reads the document
 * locks on a second connection while its transaction holds the first, and its adapter keeps one
 * from its start: without the cap on open transactions (src/lib/platform/openTransactionLimit.ts)
 * two concurrent updates held both free connections and waited for a third forever.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

const WAIT_MS = 3_000
let payload: Payload
let rest: typeof import('../support/rest').rest
let adminToken: string

beforeAll(async () => {
  process.env.DATABASE_POOL_MAX = '3'
  process.env.DATABASE_POOL_WAIT_MS = String(WAIT_MS)
  // Imported after the variables are set, so the config's pool reads them.
  const [{ default: config }, { getPayload }, support, actors] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('../support/rest'),
    import('../support/actors'),
  ])
  payload = await getPayload({ config })
  rest = support.rest
  const admin = await actors.createUser(payload, { email: `pool-admin-${actors.uniqueTag()}@example.com`, role: 'admin' })
  adminToken = await support.tokenOf(payload, admin)
})

describe('a pool of three connections', () => {
  test('twelve updates over REST at once all succeed (each reads the locks on a second connection)', async () => {
    const tag = Date.now().toString(36)
    const tags = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        payload.create({
          collection: 'tags',
          data: { name: `Pool ${tag} ${index}`, framework: 'sector', slug: `pool-${tag}-${index}`, position: index },
          overrideAccess: true,
        }),
      ),
    )
    const answers = await Promise.all(
      tags.map((row) => rest('PATCH', `tags/${row.id}`, { token: adminToken, body: { name: `Renamed ${row.id}` } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(tags.map(() => 200))
    const { docs } = await payload.find({ collection: 'tags', where: { id: { in: tags.map((row) => row.id) } }, limit: 12 })
    expect(docs.every((row) => row.name === `Renamed ${row.id}`)).toBe(true)
  })

  test('a transaction beyond the cap waits for a place, and fails with a message when none frees up in time', async () => {
    const first = await payload.db.beginTransaction!()
    let secondBegan = false
    const second = payload.db.beginTransaction!().then((id) => {
      secondBegan = true
      return id
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(secondBegan).toBe(false)
    await payload.db.commitTransaction!(first!)
    const secondId = await second
    expect(secondBegan).toBe(true)

    const started = Date.now()
    await expect(payload.db.beginTransaction!()).rejects.toThrow(`No database transaction could begin within ${WAIT_MS} ms`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 100)
    await payload.db.rollbackTransaction!(secondId!)
    // The place is free again.
    const third = await payload.db.beginTransaction!()
    await payload.db.commitTransaction!(third!)
  })
})
