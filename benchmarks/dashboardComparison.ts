/**
 * The admin dashboard against the specification's member-by-member computation, on a database
 * that is already filled: runs benchmarks/dashboardTimings.ts in its own process (the Payload
 * config must be imported after the database exists) and returns its figures. Used by
 * `npm run bench:dashboard` and `npm run bench`.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Timing } from './stats'
import { runScript } from '../scripts/database/runCommand'
import type { DashboardFigures } from '../src/lib/engagement/dashboardFigures'

export type DashboardResult = {
  postgres: string
  figures: DashboardFigures
  top: { first: number; last: number; listed: number }
  /** KPIs and Top 100 with their items together, as the admin view computes them. */
  dashboard: Timing
  /** The KPIs alone. */
  figuresOnly: Timing
  /** The Top 100 Engaged Users (with their items) alone. */
  rankingOnly: Timing
  /** The trends alone, with the complete weeks summarized (as after the daily job). */
  trendsOnly: Timing
  /** The trends counted live from a year of rows (before the job's first summary). */
  trendsLive: Timing
  /** One summary of the complete weeks (the daily job's recount). */
  summarizeMs: number
  /** The summarized weeks give the live counts. */
  sameTrends: boolean
  /** Totals over the 12 months' weeks, to show the trends had rows to count. */
  trendWeeks: { downloads: number; signUps: number; surveySubmissions: number; activeMembersRecordedSince: string | null }
  concurrency: number
  profilesMs: number
  /** Member by member with plain SQL round trips: all members (fullRun) or a sample, extrapolated. */
  memberBySql: { members: number; fullRun: boolean; ms: number; projectedMs: number; sameTop100: boolean | null }
  /** Member by member through Payload's local API: always a sample, extrapolated. */
  localApi: { members: number; ms: number; projectedMs: number; samplePointsAgree: boolean; sampleWithPoints: number }
}

/** Time member by member takes (or would take) for every member. */
export const memberByMemberMs = (result: DashboardResult) =>
  result.memberBySql.fullRun ? result.memberBySql.ms : result.memberBySql.projectedMs

export async function compareDashboard(
  env: NodeJS.ProcessEnv,
  workDir: string,
  options: { memberByMemberBudgetMs?: number } = {},
): Promise<DashboardResult> {
  const resultFile = path.join(workDir, 'dashboard-result.json')
  const childEnv: NodeJS.ProcessEnv = { ...env, BENCH_RESULT_FILE: resultFile }
  if (options.memberByMemberBudgetMs) childEnv.BENCH_MEMBER_BY_MEMBER_BUDGET_MS = String(options.memberByMemberBudgetMs)
  if ((await runScript('benchmarks/dashboardTimings.ts', [], childEnv)) !== 0) throw new Error('the dashboard timing run failed')
  return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as DashboardResult
}
