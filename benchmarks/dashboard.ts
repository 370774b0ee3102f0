/**
 * `npm run bench:dashboard`: the admin dashboard's engagement analytics on large data. Fills a
 * throw-away embedded database with the suite's large data (benchmarks/bulkData.ts: 100,000
 * members and 2,000,000 activity rows, in SQL), then runs benchmarks/dashboardTimings.ts on it:
 * the dashboard's aggregate queries against the specification's member-by-member computation.
 * Writes benchmarks/results/dashboard.md. `npm run bench` runs the same comparison as one of its
 * parts. Figures, not a test: nothing here fails on a slow machine, except a wrong result.
 */
import fs from 'node:fs'
import os from 'node:os'

import { startBenchDatabase } from './benchDatabase'
import { LARGE_SIZES, activityRowsOf, generateData } from './bulkData'
import { compareDashboard, memberByMemberMs } from './dashboardComparison'
import { loadAverage } from './machine'
import type { Timing } from './stats'

const sizes = LARGE_SIZES
const startedAt = new Date()
const loadAtStart = loadAverage()[0]
const database = await startBenchDatabase('bench-dashboard')

try {
  const url = await database.createMigrated('bench')
  console.log('[bench:dashboard] generating 100,000 members and 2,000,000 activity rows')
  const { counts, seconds: seedSeconds } = await generateData(url, sizes)
  if (counts.members !== sizes.members || counts.activityRows !== activityRowsOf(sizes)) {
    throw new Error(`generated ${counts.members} members and ${counts.activityRows} activity rows: ${JSON.stringify(counts)}`)
  }
  console.log(`[bench:dashboard] data ready in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`)

  const result = await compareDashboard(database.envFor('bench'), database.workDir)
  const totalSeconds = (Date.now() - startedAt.getTime()) / 1000
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`
  const s = (value: number) => `${(value / 1000).toFixed(1)} s`
  const n = (value: number) => value.toLocaleString('en-US')
  const timingRow = (label: string, timing: Timing) =>
    `| ${label} | ${timing.runs} | ${ms(timing.medianMs)} | ${ms(timing.p95Ms)} | ${ms(timing.minMs)} | ${ms(timing.maxMs)} |`
  const bySql = result.memberBySql
  const localApi = result.localApi
  const bySqlRatio = memberByMemberMs(result) / result.dashboard.medianMs

  const report = [
    '# Admin dashboard on large data',
    '',
    `Run ${startedAt.toISOString()} on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${String(result.postgres).split(',')[0]} (embedded, default settings), shared with other work on the machine (1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadAverage()[0].toFixed(1)} at the end). Whole benchmark: ${s(totalSeconds * 1000)}.`,
    '',
    `Data, generated in SQL in ${seedSeconds.toFixed(1)} s: ${n(counts.members)} members (${n(sizes.activeMembers)} of them ever active, activity skewed towards a few very active ones) and ${n(counts.activityRows)} activity rows: ${n(counts.downloads)} document downloads, ${n(counts.surveyResponses)} survey responses (${n(sizes.activity.memberSurveySubmissions)} member submissions of ${sizes.questionsPerSurvey} questions, ${n(sizes.activity.anonymousSurveySubmissions)} anonymous), ${n(counts.savedEvents)} saved event dates, ${n(counts.agendaInterests)} agenda interests (no points), ${n(counts.applications)} project applications and ${n(counts.invitations)} invitations (70 % of them sent). Catalogue: ${n(counts.documents)} documents, ${n(counts.events)} events, ${n(counts.projects)} projects, ${n(counts.surveys)} surveys.`,
    '',
    `KPIs: ${n(result.figures.totalUsers)} users, ${n(result.figures.surveySubmissions)} survey submitters, ${n(result.figures.eventBookmarks)} event bookmarks, ${n(result.figures.documentDownloads)} downloads, ${n(result.figures.projectApplications)} applications. Top 100 from ${n(result.top.first)} down to ${n(result.top.last)} points.`,
    '',
    '## The dashboard (src/lib/engagement)',
    '',
    'KPIs in one query and the Top 100 with two items per activity in two (ranking over all activity, then the items of those 100 members), the trends (one query per chart: weekly sign-ups, downloads, saved dates, applications, survey submissions and active members) and the next five events; all side by side, as the admin view does. Two warm-up runs (one for the parts), then timed runs in a row; p95 is the nearest-rank 95th percentile.',
    '',
    '| computation | runs | median | p95 | min | max |',
    '| --- | --- | --- | --- | --- | --- |',
    timingRow('whole dashboard (KPIs + Top 100 with items + trends + next events)', result.dashboard),
    timingRow('KPIs alone', result.figuresOnly),
    timingRow('Top 100 with items alone', result.rankingOnly),
    timingRow('trends alone (complete weeks as the daily job summarized them)', result.trendsOnly),
    timingRow("trends counted live from a year of rows (before the job's first summary)", result.trendsLive),
    '',
    `Trends over the last 12 months: ${n(result.trendWeeks.downloads)} downloads, ${n(result.trendWeeks.signUps)} sign-ups, ${n(result.trendWeeks.surveySubmissions)} survey submissions; active members recorded since ${result.trendWeeks.activeMembersRecordedSince ?? 'never'} (a year of daily snapshots). The daily job's summary of the complete weeks took ${ms(result.summarizeMs)} and ${result.sameTrends ? '**gives the live counts**' : '**DIFFERS from the live counts**'}.`,
    '',
    "## Member by member, as the specification's original did",
    '',
    `All profiles are read, then each member's downloads, survey responses, saved dates, applications and invitations (5 reads per member, ${result.concurrency} members at a time), and the points are added up in JavaScript.`,
    '',
    `| variant | members computed | time | for all ${n(counts.members)} members |`,
    '| --- | --- | --- | --- |',
    bySql.fullRun
      ? `| plain SQL round trips (the cheapest form of those reads) | ${n(bySql.members)} (all) | ${s(bySql.ms)} | ${s(bySql.ms)}, measured |`
      : `| plain SQL round trips (the cheapest form of those reads) | ${n(bySql.members)} (a sample spread over all members) | ${s(bySql.ms)} | about ${s(bySql.projectedMs)}, **extrapolated from the sample** |`,
    `| Payload's local API (payload.find with the titles populated) | ${n(localApi.members)} (a sample spread over all members, ${n(localApi.sampleWithPoints)} with points) | ${s(localApi.ms)} | about ${s(localApi.projectedMs)}, **extrapolated from the sample** |`,
    '',
    bySql.fullRun
      ? `Same result: the member-by-member Top 100 (members, points, per-activity counts and the items shown) ${bySql.sameTop100 ? '**is identical**' : '**DIFFERS**'} to the dashboard's.`
      : 'The member-by-member run did not fit the time budget, so the Top 100 could not be compared in full.',
    `The local API sample's points ${localApi.samplePointsAgree ? 'agree' : '**DO NOT agree**'} with the plain-SQL member-by-member points for the same members.`,
    '',
    `Dashboard median against member by member: ${bySqlRatio >= 10 ? Math.round(bySqlRatio) : bySqlRatio.toFixed(1)} times faster than the plain-SQL variant and about ${Math.round(localApi.projectedMs / result.dashboard.medianMs)} times faster than the local-API variant.`,
    '',
  ].join('\n')
  fs.mkdirSync('benchmarks/results', { recursive: true })
  fs.writeFileSync('benchmarks/results/dashboard.md', report)
  console.log(report)
  if (bySql.sameTop100 === false || !localApi.samplePointsAgree || !result.sameTrends) process.exitCode = 1
} finally {
  await database.cleanUp()
}
process.exit(process.exitCode ?? 0)
