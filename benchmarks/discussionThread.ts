/**
 * A thread of 1,000 posts (issue 50's target: its first page under 100 ms on the large data;
 * `npx tsx benchmarks/discussionThread.ts`). Fills a throw-away embedded PostgreSQL with the
 * suite's large catalogue (benchmarks/bulkData.ts, without the activity rows no thread reads),
 * seeds 1,000 posts on one published CLEAR document in SQL (700 top posts, 300 replies spread over
 * the first 100 of them, reactions counted on the rows), then times readThread's first page in
 * process as a member (benchmarks/discussionThreadTimings.ts). Writes
 * benchmarks/results/discussion-thread.md. Figures, not a test: nothing fails on a slow machine.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { startBenchDatabase } from './benchDatabase'
import { LARGE_SIZES, generateData, type DataSizes } from './bulkData'
import { runScript } from '../scripts/database/runCommand'

export const THREAD_SETTINGS = { topPosts: 700, replies: 300, repliedTopPosts: 100, runs: 50, warmups: 5, targetMs: 100 }

const SIZES: DataSizes = {
  ...LARGE_SIZES,
  activity: {
    downloads: 0,
    savedEvents: 0,
    agendaInterests: 0,
    memberSurveySubmissions: 0,
    anonymousSurveySubmissions: 0,
    applications: 0,
    invitations: 0,
  },
}

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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const database = await startBenchDatabase('bench-thread')
  try {
    const url = await database.createMigrated('bench')
    const { seconds } = await generateData(url, SIZES)
    const { documentId, posts } = await seedThread(url)
    const resultFile = path.join(database.workDir, 'thread-result.json')
    const env = { ...database.envFor('bench'), BENCH_RESULT_FILE: resultFile, BENCH_THREAD_DOCUMENT: String(documentId) }
    if ((await runScript('benchmarks/discussionThreadTimings.ts', [], env)) !== 0) throw new Error('the thread timing run failed')
    const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as {
      medianMs: number
      p95Ms: number
      maxMs: number
      shown: number
      queries: number
    }
    const report = [
      '# A thread of 1,000 posts: its first page',
      '',
      `Large data seeded in ${seconds.toFixed(0)} s; ${posts} posts on document ${documentId}; readThread's first page as a member, ${THREAD_SETTINGS.runs} runs after ${THREAD_SETTINGS.warmups} warm-ups.`,
      '',
      '| median ms | p95 ms | max ms | posts shown | SQL statements | target |',
      '| --- | --- | --- | --- | --- | --- |',
      `| ${result.medianMs.toFixed(1)} | ${result.p95Ms.toFixed(1)} | ${result.maxMs.toFixed(1)} | ${result.shown} | ${result.queries} | p95 < ${THREAD_SETTINGS.targetMs} ms: ${result.p95Ms < THREAD_SETTINGS.targetMs ? 'met' : 'NOT met'} |`,
      '',
    ].join('\n')
    fs.mkdirSync('benchmarks/results', { recursive: true })
    fs.writeFileSync('benchmarks/results/discussion-thread.md', report)
    console.log(report)
  } finally {
    await database.cleanUp()
  }
}
