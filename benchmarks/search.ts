/**
 * `npm run bench:search`: the site-wide search alone on the large catalogue (5,000 events, 50,000
 * agenda items, 20,000 speakers, 20,000 documents with their files' words, 2,000 projects), the
 * same queries and timing as `npm run bench`'s search part (searchLatency.ts), as a visitor and as
 * a signed-in member, in a few minutes instead of the whole bench's half hour. Writes
 * benchmarks/results/search.md. With `--keep` the database and the server stay up afterwards (their
 * addresses printed) for EXPLAIN ANALYZE and other probes, until Ctrl-C. Figures, not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, startApp, type AppServer } from './appServer'
import { startBenchDatabase } from './benchDatabase'
import { LARGE_SIZES, generateData, type DataSizes } from './bulkData'
import { measureSearchLatency } from './searchLatency'
import { prepareMember, signIn } from './signIn'

/** The whole catalogue, and only as many members and rows of activity as a signed-in search needs. */
const SIZES: DataSizes = {
  ...LARGE_SIZES,
  members: 1000,
  activeMembers: 1000,
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
const keep = process.argv.includes('--keep')

const database = await startBenchDatabase('bench-search')
let app: AppServer | undefined
try {
  await ensureBuild()
  const url = await database.createMigrated('bench')
  const { counts, seconds } = await generateData(url, SIZES)
  const member = await prepareMember(url)
  // The visitor's searches are timed, not limited (as in `npm run bench`).
  app = await startApp({ ...database.envFor('bench'), RATE_LIMIT_SEARCH_PER_IP: '1000000/1m' }, path.join(database.workDir, 'next.log'))
  const memberHeaders = await signIn(app.base, member)
  const latencies = [
    ...(await measureSearchLatency(app.base, 'visitor', undefined)),
    ...(await measureSearchLatency(app.base, 'member', memberHeaders)),
  ]
  app.assertRunning('while searching')
  const n = (value: number) => value.toLocaleString('en-US')
  const report = [
    '# Site-wide search on the large catalogue',
    '',
    `Run ${new Date().toISOString()} on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, production build, embedded PostgreSQL.`,
    `Data: ${n(counts.events)} events (${n(counts.agendaItems)} agenda items, ${n(counts.speakers)} speakers), ${n(counts.documents)} documents, ${n(counts.projects)} projects, ${n(counts.organizations)} organizations (generated in ${seconds.toFixed(1)} s). Target: p95 under 100 ms.`,
    '',
    '| query | who | results | median ms | p95 ms |',
    '| --- | --- | --- | --- | --- |',
    ...latencies.map(
      (row) => `| \`${row.query}\` | ${row.who} | ${n(row.results)} | ${row.medianMs.toFixed(0)} | ${row.p95Ms.toFixed(0)} |`,
    ),
    '',
  ].join('\n')
  fs.mkdirSync('benchmarks/results', { recursive: true })
  fs.writeFileSync('benchmarks/results/search.md', report)
  console.log(report)
  if (keep) {
    console.log(`Kept: the database at ${url}, the server at ${app.base}. Ctrl-C ends both.`)
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()))
  }
} finally {
  await app?.stop()
  await database.cleanUp()
}
process.exit(0)
