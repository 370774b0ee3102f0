/**
 * The measuring half of `npm run bench:dashboard` and of the dashboard part of `npm run bench`,
 * run by benchmarks/dashboardComparison.ts against the database they filled (DATABASE_URL).
 * Times the dashboard's aggregate queries and the specification's member-by-member
 * computation, checks they agree, and writes the figures as JSON to BENCH_RESULT_FILE. (A
 * separate process: the Payload config must be imported after the database exists, and a
 * dynamic import of it next to top-level await deadlocks.)
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import pg from 'pg'

import config from '@payload-config'

import type { DashboardResult } from './dashboardComparison'
import {
  forEachConcurrently,
  rankTop,
  readMemberWithLocalApi,
  readMemberWithSql,
  readProfiles,
  scoreMember,
  type Profile,
} from './memberByMember'
import { summarize, type Timing } from './stats'
import { closePayload } from '../scripts/database/closePayload'
import { dashboardFigures } from '../src/lib/engagement/dashboardFigures'
import { engagementDashboard } from '../src/lib/engagement/engagementDashboard'
import { topEngagedMembers, type EngagedMember } from '../src/lib/engagement/topEngagedMembers'
import { dashboardTrends, refreshActivityWeekTotals } from '../src/lib/engagement/weeklyTrends'

const DASHBOARD_RUNS = 20
const PART_RUNS = 5
const CONCURRENCY = 8
const PILOT_MEMBERS = 2_000
const LOCAL_API_SAMPLE = 500
/**
 * The full member-by-member run is done when the pilot says it takes at most this long (8
 * minutes unless BENCH_MEMBER_BY_MEMBER_BUDGET_MS says otherwise); beyond it the pilot's
 * sample is extrapolated, and the result says so.
 */
const FULL_RUN_BUDGET_MS = Number(process.env.BENCH_MEMBER_BY_MEMBER_BUDGET_MS) || 8 * 60_000

const resultFile = process.env.BENCH_RESULT_FILE
if (!resultFile) throw new Error('BENCH_RESULT_FILE is not set')

const payload = await getPayload({ config })
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: CONCURRENCY })
const log = (message: string) => console.log(`[bench:dashboard] ${message}`)

async function time<T>(runs: number, warmups: number, work: () => Promise<T>): Promise<{ timing: Timing; last: T }> {
  let last: T | undefined
  for (let i = 0; i < warmups; i++) last = await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    last = await work()
    times.push(performance.now() - started)
  }
  return { timing: summarize(times), last: last as T }
}

/** Members spread evenly over the whole list (not only the most or least active). */
const spread = <T>(items: T[], count: number) =>
  Array.from({ length: Math.min(count, items.length) }, (_, i) => items[Math.floor((i * items.length) / Math.min(count, items.length))]!)

/** The comparable part of an entry: who, points, counts and the shown items (the discussion figures beside them are tests/discussions'). */
const comparable = (members: EngagedMember[]) => JSON.stringify(members.map(({ discussions: _discussions, ...entry }) => entry))

// 0. The trends before the jobs queue first summarized the complete weeks (a fresh deploy):
// every week counted live from a year of rows. Then the summary, as the daily job makes it.
log('timing the trends counted live, then summarizing the complete weeks')
const trendsLive = await time(PART_RUNS, 1, () => dashboardTrends(payload.db.drizzle))
const summarizeStarted = performance.now()
await refreshActivityWeekTotals(payload.db.drizzle)
const summarizeMs = performance.now() - summarizeStarted
const trendsSummarized = await dashboardTrends(payload.db.drizzle)
const sameTrends = JSON.stringify(trendsSummarized.activity) === JSON.stringify(trendsLive.last.activity)

// 1. The dashboard: KPIs, the Top 100 with their items, the trends and the next events, as the admin view computes them.
log('timing the dashboard queries')
const dashboard = await time(DASHBOARD_RUNS, 2, () => engagementDashboard(payload.db.drizzle))
const figuresOnly = await time(PART_RUNS, 1, () => dashboardFigures(payload.db.drizzle))
const rankingOnly = await time(PART_RUNS, 1, () => topEngagedMembers(payload.db.drizzle))
const trendsOnly = await time(PART_RUNS, 1, () => dashboardTrends(payload.db.drizzle))
log(`dashboard median ${dashboard.timing.medianMs.toFixed(0)} ms, p95 ${dashboard.timing.p95Ms.toFixed(0)} ms`)

// 2. Member by member with plain SQL round trips: a pilot first, the full run when it fits.
log('member by member (SQL): pilot')
const profilesStarted = performance.now()
const profiles = await readProfiles(pool)
const profilesMs = performance.now() - profilesStarted
const scored = new Map<number, EngagedMember>()
const scoreWithSql = async (members: Profile[]) => {
  const started = performance.now()
  await forEachConcurrently(members, CONCURRENCY, async (profile) => {
    scored.set(profile.id, scoreMember(profile, await readMemberWithSql(pool, profile.id)))
  })
  return performance.now() - started
}
const pilot = spread(profiles, PILOT_MEMBERS)
const pilotMs = await scoreWithSql(pilot)
const projectedSqlMs = profilesMs + (pilotMs / pilot.length) * profiles.length
log(`pilot: ${pilot.length} members in ${pilotMs.toFixed(0)} ms, projected ${(projectedSqlMs / 1000).toFixed(0)} s for ${profiles.length}`)

let memberBySql: DashboardResult['memberBySql']
if (projectedSqlMs <= FULL_RUN_BUDGET_MS) {
  log('member by member (SQL): full run')
  scored.clear()
  const started = performance.now()
  const everyone = await readProfiles(pool)
  await scoreWithSql(everyone)
  const top = rankTop([...scored.values()])
  const ms = performance.now() - started
  const sameTop100 = comparable(top) === comparable(dashboard.last.topMembers)
  if (!sameTop100) {
    const ours = dashboard.last.topMembers
    const firstDifference = top.findIndex((member, i) => comparable([member]) !== comparable([ours[i]!]))
    log(`DIFFERENT at position ${firstDifference}: ${JSON.stringify(top[firstDifference])} vs ${JSON.stringify(ours[firstDifference])}`)
  }
  memberBySql = { members: everyone.length, fullRun: true, ms, projectedMs: projectedSqlMs, sameTop100 }
  log(`full run ${(ms / 1000).toFixed(1)} s, same top 100: ${sameTop100}`)
} else {
  memberBySql = { members: pilot.length, fullRun: false, ms: pilotMs, projectedMs: projectedSqlMs, sameTop100: null }
}

// 3. Member by member through Payload's local API, on a sample (extrapolated).
log('member by member (local API): sample')
const sample = spread(profiles, LOCAL_API_SAMPLE)
const localApiScores = new Map<number, EngagedMember>()
const localStarted = performance.now()
await forEachConcurrently(sample, CONCURRENCY, async (profile) => {
  localApiScores.set(profile.id, scoreMember(profile, await readMemberWithLocalApi(payload, profile.id)))
})
const localApiMs = performance.now() - localStarted
// Members of the sample the SQL run has not scored yet (a pilot-only run) are scored now.
await scoreWithSql(sample.filter((profile) => !scored.has(profile.id)))
const samplePointsAgree = sample.every((profile) => localApiScores.get(profile.id)?.points === scored.get(profile.id)?.points)
const localApi = {
  members: sample.length,
  ms: localApiMs,
  projectedMs: profilesMs + (localApiMs / sample.length) * profiles.length,
  samplePointsAgree,
  sampleWithPoints: sample.filter((profile) => (scored.get(profile.id)?.points ?? 0) > 0).length,
}
log(`local API: ${sample.length} members in ${localApiMs.toFixed(0)} ms, points agree: ${samplePointsAgree}`)

const { rows: versionRows } = await pool.query('SELECT version() AS version')
const top = dashboard.last.topMembers
const result: DashboardResult = {
  postgres: String(versionRows[0].version),
  figures: dashboard.last.figures,
  top: { first: top[0]?.points ?? 0, last: top[top.length - 1]?.points ?? 0, listed: top.length },
  dashboard: dashboard.timing,
  figuresOnly: figuresOnly.timing,
  rankingOnly: rankingOnly.timing,
  trendsOnly: trendsOnly.timing,
  trendsLive: trendsLive.timing,
  summarizeMs,
  sameTrends,
  trendWeeks: {
    downloads: trendsSummarized.activity.downloads.weeks.reduce((sum, week) => sum + (week.value ?? 0), 0),
    signUps: trendsSummarized.activity.signUps.weeks.reduce((sum, week) => sum + (week.value ?? 0), 0),
    surveySubmissions: trendsSummarized.activity.surveySubmissions.weeks.reduce((sum, week) => sum + (week.value ?? 0), 0),
    activeMembersRecordedSince: trendsSummarized.activeMembers.recordedSince,
  },
  concurrency: CONCURRENCY,
  profilesMs,
  memberBySql,
  localApi,
}
fs.writeFileSync(resultFile, JSON.stringify(result, null, 2))
await pool.end()
await closePayload(payload)
process.exit(0)
