/**
 * The timing half of benchmarks/discussionThread.ts, in its own process (the Payload config must
 * be imported after the database exists): readThread's first page of the seeded thread as a
 * member, timed; the SQL statements one page sends, counted. Writes JSON to BENCH_RESULT_FILE.
 */
import fs from 'node:fs'
import { getPayload } from 'payload'

import config from '@payload-config'

import { THREAD_SETTINGS } from './discussionThread'
import { summarize } from './stats'
import { closePayload } from '../scripts/database/closePayload'
import { readThread } from '../src/lib/discussions/readThread'
import type { User } from '../src/payload-types'

const resultFile = process.env.BENCH_RESULT_FILE
const documentId = Number(process.env.BENCH_THREAD_DOCUMENT)
if (!resultFile || !documentId) throw new Error('BENCH_RESULT_FILE and BENCH_THREAD_DOCUMENT are needed')

const payload = await getPayload({ config })
try {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'community_user' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = { ...(docs[0] as User), collection: 'users' } as User
  const subject = { field: 'document' as const, id: documentId }
  const read = () => readThread(payload, member, { subject, page: 1, language: 'en' })
  for (let i = 0; i < THREAD_SETTINGS.warmups; i++) await read()
  // The statements of one page, seen on the pool (a fixed number, whatever the thread's length).
  const pool = (payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown } }).pool
  const query = pool.query.bind(pool)
  let queries = 0
  pool.query = (...args: unknown[]) => {
    queries++
    return query(...args)
  }
  const page = await read()
  pool.query = query
  const times: number[] = []
  for (let i = 0; i < THREAD_SETTINGS.runs; i++) {
    const started = performance.now()
    await read()
    times.push(performance.now() - started)
  }
  const shown = page.posts.reduce((sum, post) => sum + 1 + post.replies.length, 0)
  fs.writeFileSync(resultFile, JSON.stringify({ ...summarize(times), shown, queries }))
} finally {
  await closePayload(payload)
}
