/**
 * A thread of 1,000 posts (issue 50's target: its first page under 100 ms on the large data),
 * part of `npm run bench`: seeds 1,000 posts on one published CLEAR document in SQL (700 top
 * posts, 300 replies spread over the first 100 of them, reactions counted on the rows), then
 * times the page the thread island asks for (`GET /api/discussions?on=document:{id}`) over real
 * HTTP as a signed-in member, one request at a time.
 */
import pg from 'pg'

import { summarize, type Timing } from './stats'

export const THREAD_SETTINGS = { topPosts: 700, replies: 300, repliedTopPosts: 100, runs: 50, warmups: 5 }

/** Seeds the thread on the first published CLEAR document: its id and the number of posts. */
export async function seedThread(connectionString: string): Promise<{ documentId: number; posts: number }> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM documents WHERE _status = 'published' AND tlp = 'clear' ORDER BY id LIMIT 1`,
    )
    const documentId = rows[0]?.id
    if (!documentId) throw new Error('no published CLEAR document to seed a thread on')
    const { topPosts, replies, repliedTopPosts } = THREAD_SETTINGS
    // Authors among the generated members; a few posts with links, lists and code, as members write.
    await client.query(
      `INSERT INTO discussion_posts (document_id, author_id, body, status, helpful_count, plus_one_count, created_at, updated_at)
       SELECT $1, (SELECT id FROM users WHERE role = 'community_user' ORDER BY id OFFSET (n % 500) LIMIT 1),
              CASE WHEN n % 5 = 0 THEN 'See https://example.org/guide-' || n || E'\n\n- step one\n- step two\n\n\`plc.write(' || n || ')\`'
                   ELSE 'How did you apply section ' || n || ' in your plant? ' || repeat('Some context. ', 1 + n % 20) END,
              'published', n % 7, n % 3, now() - make_interval(mins => $2 - n), now() - make_interval(mins => $2 - n)
       FROM generate_series(1, $2) AS n`,
      [documentId, topPosts],
    )
    await client.query(
      `INSERT INTO discussion_posts (document_id, author_id, reply_to_id, body, status, created_at, updated_at)
       SELECT $1, (SELECT id FROM users WHERE role = 'community_user' ORDER BY id OFFSET (n % 300) LIMIT 1),
              (SELECT id FROM discussion_posts WHERE document_id = $1 AND reply_to_id IS NULL ORDER BY created_at, id OFFSET (n % $3) LIMIT 1),
              'Reply ' || n || ': we did the same, with a jump host.', 'published', now() - make_interval(secs => $2 - n), now()
       FROM generate_series(1, $2) AS n`,
      [documentId, replies, repliedTopPosts],
    )
    await client.query('ANALYZE discussion_posts')
    const count = await client.query<{ count: string }>('SELECT count(*) FROM discussion_posts WHERE document_id = $1', [documentId])
    return { documentId, posts: Number(count.rows[0]!.count) }
  } finally {
    await client.end()
  }
}

export type ThreadPageTiming = Timing & { documentId: number; posts: number; shown: number; totalPosts: number; bytes: number }

/** The thread's first page as its island asks for it, timed one request at a time after warm-ups. */
export async function measureThreadPage(
  base: string,
  memberHeaders: Record<string, string>,
  thread: { documentId: number; posts: number },
): Promise<ThreadPageTiming> {
  const url = `${base}/api/discussions?on=document:${thread.documentId}&page=1&lang=en`
  const headers = { ...memberHeaders, accept: '*/*', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }
  const read = async () => {
    const response = await fetch(url, { headers })
    const text = await response.text()
    if (!response.ok) throw new Error(`the thread's first page answered ${response.status}: ${text.slice(0, 300)}`)
    return text
  }
  for (let i = 0; i < THREAD_SETTINGS.warmups; i++) await read()
  const times: number[] = []
  let text = ''
  for (let i = 0; i < THREAD_SETTINGS.runs; i++) {
    const started = performance.now()
    text = await read()
    times.push(performance.now() - started)
  }
  const page = JSON.parse(text) as { totalPosts: number; posts: { replies: unknown[] }[] }
  const shown = page.posts.reduce((sum, post) => sum + 1 + post.replies.length, 0)
  return { ...summarize(times), ...thread, shown, totalPosts: page.totalPosts, bytes: Buffer.byteLength(text) }
}
