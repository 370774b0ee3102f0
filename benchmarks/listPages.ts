/**
 * `npm run bench:lists`: the member site's list pages on large data. Builds the app when no
 * build exists, fills a throw-away embedded database with 5,000 events, 20,000 documents and
 * 2,000 projects (plus downloads and applications for the counts) through the suite's bulk
 * data generator, serves the production build on it, and times each page as a visitor. Writes
 * benchmarks/results/list-pages.md. (`npm run bench` also times the list pages, small data
 * against large, in its growth part.) Figures, not a test: nothing here fails on a slow machine.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild, startApp, type AppServer } from './appServer'
import { startBenchDatabase } from './benchDatabase'
import { LARGE_SIZES, generateData, type DataSizes } from './bulkData'
import { timePage } from './pageTimings'

/** The catalogue at full size; members and activity only as many as the counts on the pages need. */
const SIZES: DataSizes = {
  ...LARGE_SIZES,
  members: 1000,
  activeMembers: 1000,
  activity: {
    downloads: 100_000,
    savedEvents: 0,
    agendaInterests: 0,
    memberSurveySubmissions: 0,
    anonymousSurveySubmissions: 0,
    applications: 20_000,
    invitations: 0,
  },
}
const PAGES = [
  '/events',
  '/events?page=200',
  '/events?q=summit',
  '/documents',
  '/documents?page=500',
  '/documents?language=German',
  '/projects',
  '/members',
  '/surveys',
  '/',
]
const RUNS = 20

const database = await startBenchDatabase('bench-lists')
let app: AppServer | undefined
try {
  await ensureBuild()
  const url = await database.createMigrated('bench')
  const { counts, seconds: seedSeconds } = await generateData(url, SIZES)

  app = await startApp(database.envFor('bench'), path.join(database.workDir, 'next.log'))
  const rows: string[] = []
  for (const page of PAGES) {
    const timing = await timePage(app.base, page, { runs: RUNS, warmups: 3 })
    app.assertRunning(`while timing ${page}`)
    rows.push(`| ${page} | ${timing.status} | ${timing.medianMs.toFixed(0)} | ${timing.p95Ms.toFixed(0)} | ${timing.maxMs.toFixed(0)} |`)
    console.log(rows[rows.length - 1])
  }
  await app.stop()

  const n = (value: number) => value.toLocaleString('en-US')
  const report = [
    '# List pages on large data',
    '',
    `Run ${new Date().toISOString()} on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, production build, embedded PostgreSQL.`,
    `Data: ${n(counts.events)} events (${n(counts.agendaItems)} agenda items, ${n(counts.speakers)} speakers), ${n(counts.documents)} documents, ${n(counts.projects)} projects, ${n(counts.organizations)} organizations, ${n(counts.members)} members, ${n(counts.downloads)} downloads, ${n(counts.applications)} applications (generated in ${seedSeconds.toFixed(1)} s).`,
    `Each page: 3 warm-up requests, then ${RUNS} sequential requests as a visitor. Target: every list page under 1 s.`,
    '',
    '| page | status | median ms | p95 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
  fs.mkdirSync('benchmarks/results', { recursive: true })
  fs.writeFileSync('benchmarks/results/list-pages.md', report)
  console.log(report)
} finally {
  await app?.stop()
  await database.cleanUp()
}
process.exit(0)
