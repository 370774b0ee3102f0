/**
 * BENCHMARKS.md from one run of `npm run bench`: the machine, the data, every figure with its
 * target beside it (met / not met), and the date. Units are decimal: 1 kB = 1,000 bytes,
 * 1 MB = 1,000,000 bytes.
 */
import { activityRowsOf, type DataCounts, type DataSizes } from './bulkData'
import { memberByMemberMs, type DashboardResult } from './dashboardComparison'
import { THREAD_SETTINGS, type ThreadPageTiming } from './discussionThread'
import type { RouteJs } from './firstLoadJs'
import type { InboxCost } from './inboxCost'
import type { LighthouseResult } from './lighthouse'
import { LIVE_QUESTION_SETTINGS, type LiveQuestionsResult } from './liveQuestions'
import type { LoadResult } from './loadTest'
import type { Machine } from './machine'
import { AMBER_DOCUMENTS, type MemberKind } from './memberKinds'
import type { CageUsage } from './memoryCage'
import type { MemoryPeak } from './memoryWatch'
import type { PageTiming } from './pageTimings'
import { SEARCH_QUERIES, type SearchLatency, SUGGESTION_QUERIES } from './searchLatency'
import type { Timing } from './stats'
import { REFRESH_JITTER, REFRESH_MS } from '../src/lib/liveQuestions/liveQuestionRules'

export type GeneratedData = { sizes: DataSizes; counts: DataCounts; seconds: number }

export type SuiteResult = {
  mode: 'full' | 'small'
  startedAt: Date
  finishedAt: Date
  /** Whether this run had to build the app first. */
  built: boolean
  machine: Machine
  loadAtStart: [number, number, number]
  loadAtEnd: [number, number, number]
  settings: { connections: number; loadSeconds: number; warmupSeconds: number; growthRuns: number }
  data: { small: GeneratedData; large: GeneratedData }
  eventId: number
  staticFile: string
  /** The static file, loaded before and after the pages. */
  ceiling: (LoadResult & { peakRssBytes: number })[]
  pages: { page: string; who: 'visitor' | MemberKind; result: LoadResult & { peakRssBytes: number } }[]
  /** The event page for each kind while an admin saved the event every `editEveryMs`. */
  duringEdits: {
    page: string
    who: MemberKind
    result: LoadResult & { peakRssBytes: number }
    edits: number
    failures: number
    renders: number
  }[]
  editEveryMs: number
  memory: MemoryPeak
  /** The small host's limit the loads ran under, or why they ran without one. */
  memoryLimit: CageUsage | { unavailable: string }
  growth: { page: string; small: PageTiming; large: PageTiming }[]
  dashboard: DashboardResult
  memberByMemberBudgetMs: number
  firstLoad: { routes: RouteJs[]; empty: RouteJs }
  lighthouse: LighthouseResult[]
  inbox: InboxCost
  search: SearchLatency[]
  /** Issue 50: a thread of 1,000 posts, and a session's live questions with the member's event page sampled meanwhile. */
  conversation: {
    thread: ThreadPageTiming
    liveQuestions: LiveQuestionsResult
    pageBefore: Timing
    pageDuring: Timing
    rendersDuringLive: number
    /** Changes the page cache heard meanwhile: posts and votes must cause none. */
    pageChangesDuringLive: number
  }
}

/** The targets of the "Performance" and "Member speed" issues. */
export const TARGETS = {
  visitor: { ceilingShare: 1, p99Ms: 100 },
  /** Every kind of member (issue 47): as fast as the static file. */
  member: { ceilingShare: 1, p99Ms: 50 },
  /** While an admin saves the event every 5 s: p99, and at most one render per page, language and viewer per save. */
  duringEdits: { p99Ms: 250, rendersPerEdit: 1 },
  dashboardMs: 300,
  /** Reads of the notifications table a member's page (other than the inbox itself) may add. */
  inboxReadsPerPage: 1,
  /** The site-wide search, one request's p95 over HTTP on the large data (issue 22, item 4). */
  searchP95Ms: 100,
  dashboardSpeedup: 100,
  /** A thread's first page over HTTP with 1,000 posts on the large data (issue 50). */
  threadFirstPageMs: 100,
  /** A live question or a vote with 200 members at once; the list's refresh within the read budget (issue 50). */
  liveQuestions: { writeP99Ms: 250, refreshP99Ms: 250 },
  listGrowth: 1.5,
  /** The app's own first-load JavaScript per public route, beyond Next.js and React. */
  appFirstLoadJsBytes: 8_000,
  /** Lighthouse, mobile preset: scores out of 100 and the layout shift. */
  lighthouse: { performance: 95, accessibility: 100, cls: 0.1 },
} as const

const n = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const ms = (value: number) => `${n(value, value < 10 ? 1 : 0)} ms`
const seconds = (valueMs: number) => `${n(valueMs / 1000, 1)} s`
const kB = (bytes: number) => `${n(bytes / 1000, 1)} kB`
const MB = (bytes: number) => `${n(bytes / 1e6)} MB`
const percent = (ratio: number) => `${n(ratio * 100, 1)} %`
const times = (ratio: number) => `${ratio >= 10 ? n(ratio) : n(ratio, 1)}×`
const load = ([one, five, fifteen]: [number, number, number]) => `${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}`
/** Nearest-rank percentile; 0 for no values. */
const percentileOf = (values: number[], q: number) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}
const verdict = (misses: string[]) => (misses.length ? `**not met** (${misses.join('; ')})` : 'met')

export function renderReport(result: SuiteResult): string {
  const verdicts: { what: string; met: boolean }[] = []
  const judge = (what: string, misses: string[]) => {
    verdicts.push({ what, met: misses.length === 0 })
    return verdict(misses)
  }
  const { machine, data, settings, dashboard } = result
  const ceilingRps = result.ceiling.reduce((sum, run) => sum + run.requestsPerSecond, 0) / result.ceiling.length
  // The targets are for an idle machine: a 1-minute load average under 1 when the measurements start.
  // At the end it is the bench's own load (the server and the load generator on the same cores).
  const shared = result.loadAtStart[0] >= 1
  const durationMs = result.finishedAt.getTime() - result.startedAt.getTime()
  const date = result.startedAt
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')

  // Pages under load.
  const loadRows = result.ceiling.map(
    (run, i) =>
      `| ${result.staticFile} (static ceiling, ${i === 0 ? 'before' : 'after'} the pages) | visitor | ${kB(run.bytesPerResponse)} | ${n(run.requestsPerSecond)} | ${percent(run.requestsPerSecond / ceilingRps)} | ${ms(run.p50Ms)} | ${ms(run.p99Ms)} | ${n(run.errors)} | ${n(run.non2xx)} | ${MB(run.peakRssBytes)} | reference | |`,
  )
  for (const { page, who, result: run } of result.pages) {
    const target = who === 'visitor' ? TARGETS.visitor : TARGETS.member
    const share = run.requestsPerSecond / ceilingRps
    const errors = run.errors + run.non2xx
    const misses = [
      ...(share >= target.ceilingShare ? [] : [`${percent(share)} < ${percent(target.ceilingShare)}`]),
      ...(run.p99Ms < target.p99Ms ? [] : [`p99 ≥ ${target.p99Ms} ms`]),
      ...(errors === 0 ? [] : [`${n(errors)} errors`]),
    ]
    const codes = Object.entries(run.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${n(count)}× ${code}`)
    loadRows.push(
      `| ${page} | ${who} | ${kB(run.bytesPerResponse)} | ${n(run.requestsPerSecond)} | ${percent(share)} | ${ms(run.p50Ms)} | ${ms(run.p99Ms)} | ${n(run.errors)}${run.timeouts ? ` (${n(run.timeouts)} timeouts)` : ''} | ${n(run.non2xx)}${codes.length ? ` (${codes.join(', ')})` : ''} | ${MB(run.peakRssBytes)} | ≥ ${percent(target.ceilingShare)} of the ceiling, p99 < ${target.p99Ms} ms, 0 errors | ${judge(`${page} as a ${who}`, misses)} |`,
    )
  }
  const editRows = result.duringEdits.map(({ page, who, result: run, edits, failures, renders }) => {
    const errors = run.errors + run.non2xx
    const perEdit = edits ? renders / edits : Number.POSITIVE_INFINITY
    const misses = [
      ...(run.p99Ms < TARGETS.duringEdits.p99Ms ? [] : [`p99 ≥ ${TARGETS.duringEdits.p99Ms} ms`]),
      ...(perEdit <= TARGETS.duringEdits.rendersPerEdit ? [] : [`${n(perEdit, 2)} renders per save`]),
      ...(errors === 0 ? [] : [`${n(errors)} errors`]),
      ...(edits > 0 && failures === 0 ? [] : [`${n(failures)} failed saves of ${n(edits + failures)}`]),
    ]
    return `| ${page} | ${who} | ${n(run.requestsPerSecond)} | ${ms(run.p50Ms)} | ${ms(run.p99Ms)} | ${n(errors)} | ${n(edits)} | ${n(renders)} | ${n(perEdit, 2)} | ${MB(run.peakRssBytes)} | p99 < ${TARGETS.duringEdits.p99Ms} ms, ≤ ${TARGETS.duringEdits.rendersPerEdit} render per save, 0 errors | ${judge(`${page} as a ${who} during saves`, misses)} |`
  })

  // Memory: the target is no out-of-memory under a small host's limit (a server that died aborts
  // the run before this report; a killed worker is counted by the kernel) and RSS steady over
  // time, which the soak measures (npm run test:soak).
  const limit = result.memoryLimit
  const memoryVerdict = judge(
    'no out-of-memory under a 1 GiB limit',
    'unavailable' in limit ? [`no memory limit: ${limit.unavailable}`] : limit.oomKills ? [`${n(limit.oomKills)} out-of-memory kills`] : [],
  )

  // Dashboard.
  const bySqlMs = memberByMemberMs(dashboard)
  const speedup = bySqlMs / dashboard.dashboard.medianMs
  const timingRow = (label: string, timing: DashboardResult['dashboard']) =>
    `| ${label} | ${timing.runs} | ${ms(timing.medianMs)} | ${ms(timing.p95Ms)} | median < ${TARGETS.dashboardMs} ms | ${judge(label, timing.medianMs < TARGETS.dashboardMs ? [] : [`${ms(timing.medianMs)}`])} |`
  const bySql = dashboard.memberBySql
  const bySqlLabel = bySql.fullRun
    ? `measured on all ${n(bySql.members)} members`
    : `**sampled and extrapolated**: ${n(bySql.members)} members (spread over all) took ${seconds(bySql.ms)}; the whole run would exceed the ${seconds(result.memberByMemberBudgetMs)} budget`

  // Growth.
  const growthRows = result.growth.map(({ page, small, large }) => {
    const ratio = large.medianMs / small.medianMs
    const statuses = small.status === 200 && large.status === 200 ? [] : [`status ${small.status} / ${large.status}`]
    return `| ${page} | ${ms(small.medianMs)} (p95 ${ms(small.p95Ms)}) | ${ms(large.medianMs)} (p95 ${ms(large.p95Ms)}) | ${times(ratio)} | ≤ ${times(TARGETS.listGrowth)} | ${judge(`${page} growth`, [...(ratio <= TARGETS.listGrowth ? [] : [`${times(ratio)}`]), ...statuses])} |`
  })

  // First-load JS.
  const servedCheck = (route: RouteJs) => {
    const served = route.served
    if (!served) return 'not checked'
    const differences = [
      ...(served.status === 200 ? [] : [`status ${served.status}`]),
      ...(served.extra.length ? [`${served.extra.length} more: ${served.extra.join(', ')}`] : []),
      ...(served.missing.length ? [`${served.missing.length} not referenced: ${served.missing.join(', ')}`] : []),
    ]
    return `${served.path}: ${differences.length ? differences.join('; ') : 'the same chunks'}`
  }
  const jsRows = result.firstLoad.routes.map(
    (route) =>
      `| ${route.route} | ${route.chunks.length} | ${kB(route.rawBytes)} | ${kB(route.gzipBytes)} | **${kB(route.appGzipBytes)}** | ${servedCheck(route)} | ≤ ${kB(TARGETS.appFirstLoadJsBytes)} of its own | ${judge(`first-load JS of ${route.route}`, route.appGzipBytes <= TARGETS.appFirstLoadJsBytes ? [] : [`${kB(route.appGzipBytes)}`])} |`,
  )

  // Lighthouse.
  const lighthouseRows = result.lighthouse.map((run) => {
    const target = TARGETS.lighthouse
    const misses = [
      ...(run.performance >= target.performance ? [] : [`performance ${run.performance}`]),
      ...(run.accessibility >= target.accessibility ? [] : [`accessibility ${run.accessibility}`]),
      ...(run.cls < target.cls ? [] : [`CLS ${n(run.cls, 3)}`]),
    ]
    return `| ${run.page} | ${run.who} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${ms(run.lcpMs)} | ${n(run.cls, 3)} | performance ≥ ${target.performance}, accessibility ${target.accessibility}, CLS < ${target.cls} | ${judge(`Lighthouse on ${run.page} as a ${run.who}`, misses)} |`
  })

  // The bell.
  const searchRows = result.search.map(
    (timing) =>
      `| \`${timing.query}\` | ${timing.who} | ${n(timing.results)} | ${ms(timing.medianMs)} | ${ms(timing.p95Ms)} | p95 < ${TARGETS.searchP95Ms} ms | ${judge(`search "${timing.query}" (${timing.who})`, timing.p95Ms < TARGETS.searchP95Ms ? [] : [ms(timing.p95Ms)])} |`,
  )
  const inboxRows = result.inbox.pages.map((page) => {
    const inboxPage = page.page === '/notifications'
    const worst = Math.max(page.firstLoadScans, page.repeatScansPerLoad)
    return `| ${page.page} | ${n(page.firstLoadScans)} | ${n(page.repeatScansPerLoad, 1)} | ${inboxPage ? 'the inbox: its page of notices and their count, and the bell' : `≤ ${TARGETS.inboxReadsPerPage}`} | ${inboxPage ? '' : judge(`the bell's reads on ${page.page}`, worst <= TARGETS.inboxReadsPerPage ? [] : [`${n(worst, 1)} reads`])} |`
  })

  // Data.
  const { small, large } = data
  const dataRow = (label: string, key: keyof DataCounts) => `| ${label} | ${n(large.counts[key])} | ${n(small.counts[key])} |`
  const requested = activityRowsOf(large.sizes)

  // Built last so that every verdict is in.
  const dashboardRows = [
    timingRow('KPIs, Top 100 Engaged Users, trends and next events together (the admin view)', dashboard.dashboard),
    timingRow('KPIs alone', dashboard.figuresOnly),
    timingRow('Top 100 Engaged Users alone (with their items)', dashboard.rankingOnly),
    timingRow('trends alone (complete weeks as the daily job summarized them)', dashboard.trendsOnly),
    `| trends counted live from a year of rows (before the job's first summary) | ${dashboard.trendsLive.runs} | ${ms(dashboard.trendsLive.medianMs)} | ${ms(dashboard.trendsLive.p95Ms)} | | |`,
  ]
  const speedupVerdict = judge('dashboard against member by member', speedup >= TARGETS.dashboardSpeedup ? [] : [`${times(speedup)}`])
  // Conversation (issue 50).
  const { conversation } = result
  const live = conversation.liveQuestions
  const answered = (list: { ms: number; status: number }[]) =>
    list.filter((entry) => entry.status === 200 || entry.status === 304).map((entry) => entry.ms)
  const byStatus = (list: { status: number }[]) => {
    const counts = new Map<number, number>()
    for (const entry of list) counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1)
    return [...counts].map(([status, count]) => `${n(count)}× ${status}`).join(', ') || 'none'
  }
  const writes = answered([...live.writes.asks, ...live.writes.votes])
  const refreshes = answered(live.refreshes)
  const writeP99 = percentileOf(writes, 0.99)
  const refreshP99 = percentileOf(refreshes, 0.99)
  const pageOpens = answered(live.pageOpens)
  const conversationRows = [
    `| a thread's first page (${n(conversation.thread.posts)} posts) | ${n(conversation.thread.runs)} | ${ms(conversation.thread.medianMs)} | p95 ${ms(conversation.thread.p95Ms)} | p95 < ${TARGETS.threadFirstPageMs} ms | ${judge('a thread of 1,000 posts, its first page', conversation.thread.p95Ms < TARGETS.threadFirstPageMs ? [] : [ms(conversation.thread.p95Ms)])} |`,
    `| a live question or a vote | ${n(writes.length)} | ${ms(percentileOf(writes, 0.5))} | p99 ${ms(writeP99)} | p99 < ${TARGETS.liveQuestions.writeP99Ms} ms, every vote counted once | ${judge('live questions: a question or a vote', [...(writeP99 < TARGETS.liveQuestions.writeP99Ms ? [] : [ms(writeP99)]), ...(live.mismatches.length ? [`${n(live.mismatches.length)} questions miscounted`] : []), ...(writes.length ? [] : ['nothing answered'])])} |`,
    `| the list's refresh (200 or 304) | ${n(refreshes.length)} | ${ms(percentileOf(refreshes, 0.5))} | p99 ${ms(refreshP99)} | p99 < ${TARGETS.liveQuestions.refreshP99Ms} ms | ${judge("live questions: the list's refresh", refreshP99 < TARGETS.liveQuestions.refreshP99Ms && refreshes.length ? [] : [ms(refreshP99)])} |`,
    `| opening the session's event page (its HTML, once per member, before their first click) | ${n(pageOpens.length)} | ${ms(percentileOf(pageOpens, 0.5))} | p99 ${ms(percentileOf(pageOpens, 0.99))} | reported | |`,
    `| the member's event page, before → during | ${n(conversation.pageBefore.runs)} → ${n(conversation.pageDuring.runs)} | ${ms(conversation.pageBefore.medianMs)} → ${ms(conversation.pageDuring.medianMs)} | p95 ${ms(conversation.pageBefore.p95Ms)} → ${ms(conversation.pageDuring.p95Ms)}; ${n(conversation.pageChangesDuringLive)} page changes heard, ${n(conversation.rendersDuringLive)} page renders | p95 < ${TARGETS.member.p99Ms} ms, no page change from posts or votes | ${judge('the member page during live questions', [...(conversation.pageDuring.p95Ms < TARGETS.member.p99Ms ? [] : [ms(conversation.pageDuring.p95Ms)]), ...(conversation.pageChangesDuringLive === 0 ? [] : [`${n(conversation.pageChangesDuringLive)} page changes`])])} |`,
  ]

  // After every judge above: the summary counts them all.
  const met = verdicts.filter((item) => item.met).length
  const missed = verdicts.filter((item) => !item.met).map((item) => item.what)

  return [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench${result.mode === 'small' ? ' -- --small' : ''}\` on **${date}** (the whole run took ${seconds(durationMs)}${result.built ? ', a production build included' : ''}): the production build served as \`npm start\` serves it (scripts/server/nextServer.ts: Next.js behind the visitor page cache) on a throw-away embedded PostgreSQL server, the load generated on the same machine. Figures, not a test: nothing fails on a slow machine.`,
    '',
    ...(result.mode === 'small'
      ? ['**Quick development run (`--small`): 1/20 of the data and short load phases. These are not the figures of record.**', '']
      : []),
    shared
      ? `**The machine was not idle** when the measurements started (1-minute load average ${result.loadAtStart[0].toFixed(2)}, the targets are for under 1): throughput and latency are lower, and noisier, than on an idle machine.`
      : `The machine was idle when the measurements started (1-minute load average ${result.loadAtStart[0].toFixed(2)}, under 1); ${result.loadAtEnd[0].toFixed(2)} at the end is the run's own load (the server and the load generator share the ${machine.cores} cores).`,
    '',
    `**${met} of ${verdicts.length} targets met.**${missed.length ? ` Not met: ${missed.join(', ')}.` : ''}`,
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    `| date | ${date} |`,
    `| CPU (/proc/cpuinfo) | ${machine.cpuModel} |`,
    `| cores | ${machine.cores} |`,
    `| memory | ${n(machine.memoryBytes / 2 ** 30, 1)} GiB |`,
    `| Node.js | ${machine.node} |`,
    `| PostgreSQL | ${dashboard.postgres.split(',')[0]} (embedded, default settings) |`,
    `| Linux | ${machine.kernel} |`,
    `| load average 1 / 5 / 15 min (/proc/loadavg) | ${load(result.loadAtStart)} at the start, ${load(result.loadAtEnd)} at the end |`,
    '',
    '## Data',
    '',
    `Generated in SQL (\`INSERT ... SELECT generate_series\`, benchmarks/bulkData.ts), then \`VACUUM ANALYZE\`: the large data in ${n(large.seconds, 1)} s, the demo-sized data in ${n(small.seconds, 1)} s. Activity is skewed towards a few very active members (${n(large.sizes.activeMembers)} of the ${n(large.sizes.members)} large-data members ever do something).`,
    '',
    '| rows | large data | demo-sized data |',
    '| --- | --- | --- |',
    dataRow('members', 'members'),
    dataRow('organizations', 'organizations'),
    dataRow('events', 'events'),
    dataRow('agenda items', 'agendaItems'),
    dataRow('speakers', 'speakers'),
    dataRow('documents', 'documents'),
    dataRow('projects', 'projects'),
    dataRow('surveys', 'surveys'),
    dataRow('document downloads', 'downloads'),
    dataRow('saved event dates', 'savedEvents'),
    dataRow('agenda interests', 'agendaInterests'),
    dataRow('survey responses', 'surveyResponses'),
    dataRow('project applications', 'applications'),
    dataRow('invitations', 'invitations'),
    `| **activity rows** (the six above) | **${n(large.counts.activityRows)}**${large.counts.activityRows === requested ? '' : ` (${n(requested)} requested)`} | ${n(small.counts.activityRows)} |`,
    '',
    '## Pages under load',
    '',
    `autocannon (programmatic API), ${settings.connections} connections, one URL at a time: ${settings.warmupSeconds} s of warm-up, then ${settings.loadSeconds} s measured, on the large data. req/s is the mean of the per-second counts; p50 and p99 are autocannon's latency percentiles. The ceiling is the static file \`public${result.staticFile}\` served by the same server (through Next.js's static file handler), loaded the same way before and after the pages; their mean, ${n(ceilingRps)} req/s, is the 100 %. A visitor page answered from the page cache never reaches Next.js (scripts/server/nextServer.ts writes the stored bytes), which is why it can beat the static file; the first request after each content change renders it. The member signs in once (POST /api/users/login) and sends the \`payload-token\` cookie. A member's page view is one request: the server answers it from the shared member page with the member's name and state put in. It asks Payload for them in its own process (the session check, one query per kind of island) on the member's first load of a page and remembers the answer until the database notifies a write of that member (src/lib/platform/pageCache/memberSessionMemo.ts), so after the first request of each member these figures are of remembered state; docs/decisions.md gives the first-load cost. The load generator counts the body bytes without decoding them (autocannon 9 builds a string of every body, which cost it more than the server on pages with non-ASCII characters; benchmarks/loadTest.ts). /events/${result.eventId} is the next upcoming event (${n(large.counts.agendaItems / large.counts.events)} agenda items and ${n(large.counts.speakers / large.counts.events)} speakers per event). Size is the bytes received per answer (headers included, not compressed). Errors are connection errors and timeouts; every answer outside 2xx counts against the target too.`,
    '',
    '| page | as | size | req/s | of the ceiling | p50 | p99 | errors | non-2xx | peak RSS | target | met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...loadRows,
    '',
    `Every request carries what a browser sends with a page load (\`Accept: text/html…\`, \`Sec-Fetch-Site\`, \`Sec-Fetch-Mode: navigate\`, \`Sec-Fetch-Dest: document\`; the static file as an image). The kinds of members (benchmarks/memberKinds.ts) are generated members made, in SQL before the server starts: a plain member (an organization without restricted material), an AMBER reader (a member of the organization owning ${AMBER_DOCUMENTS} of the library's first documents, TLP:AMBER), a RED-named member (named on the library's first document, TLP:RED: their pages are kept for them alone), a project owner (of /projects/{id}: that page is kept for them alone), an organization admin, and an admin whose session passed the second step. Before the load each kind's pages are checked: kept (the second load a hit), the RED document only in its reader's library, the owner's controls only on the owner's project page.`,
    '',
    '### While an admin saves the event',
    '',
    `The event page for each kind while an admin saves the event's title through the REST API every ${n(result.editEveryMs / 1000)} s (warm-up and measured time; the title alternates, so every save changes what readers see). A save marks the kept pages stale: they are answered for at most 5 s while one render replaces each (src/lib/platform/pageCache/visitorPageCache.ts). Renders are the server's own count (\`page_cache_renders_total\` at /api/metrics) over the same time; one page, one language and one viewer are loaded, so the target is at most one render per save.`,
    '',
    '| page | as | req/s | p50 | p99 | errors | saves | renders | renders per save | peak RSS | target | met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...editRows,
    '',
    '## Server memory during the load',
    '',
    `The server process and its children (${result.memory.processes} process${result.memory.processes === 1 ? '' : 'es'}), from /proc/{pid}/status every 200 ms while autocannon ran (${n(result.memory.samples)} samples). ${'unavailable' in limit ? `They ran without a memory limit (${limit.unavailable}), with Node's default heap limit.` : `They ran as on a small host: in a memory cgroup of ${n(limit.limitBytes / 2 ** 30, 2)} GiB (${MB(limit.limitBytes)}) for the server and every process it forks (benchmarks/memoryCage.ts), the heap sized from that limit as \`npm start\` sizes it in a container (scripts/server/serverHeap.ts).`} The target is no out-of-memory under the heaviest load, and RSS steady over time (the soak section below, \`npm run test:soak\`, which runs under the same limit).`,
    '',
    '| figure | value | target | met |',
    '| --- | --- | --- | --- |',
    `| peak RSS (sum of VmRSS) | ${MB(result.memory.peakRssBytes)} | no out-of-memory: the server ran through every load${'unavailable' in limit ? '' : `, no process killed by the kernel's out-of-memory killer`} | ${memoryVerdict} |`,
    ...('unavailable' in limit
      ? []
      : [
          `| the cgroup's peak charge (resident memory and page cache, the kernel's figure) | ${limit.peakBytes === null ? 'not reported' : MB(limit.peakBytes)} | under ${MB(limit.limitBytes)} | |`,
          `| out-of-memory kills in the cgroup | ${n(limit.oomKills)} | 0 | |`,
        ]),
    `| VmHWM (the kernel's high-water mark of the largest process, since it started) | ${MB(result.memory.peakHwmBytes)} | | |`,
    `| RSS when the load began (after the sequential list timings) | ${MB(result.memory.startRssBytes)} | | |`,
    '',
    '## Admin dashboard',
    '',
    `The dashboard's aggregate queries (src/lib/engagement) on the large data, directly against the database: two warm-up runs, then ${dashboard.dashboard.runs} runs in a row for the admin view and ${dashboard.figuresOnly.runs} for each part; p95 is the nearest-rank 95th percentile. The member-by-member computation of the specification's original reads every profile, then each member's downloads, survey responses, saved dates, applications and invitations (5 reads per member, ${dashboard.concurrency} members at a time) and adds the points up in JavaScript, here with plain SQL round trips (its cheapest form).`,
    '',
    '| computation | runs | median | p95 | target | met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...dashboardRows,
    '',
    '| comparison | figure | target | met |',
    '| --- | --- | --- | --- |',
    `| member by member, plain SQL (${bySqlLabel}) | ${bySql.fullRun ? '' : 'about '}${seconds(bySqlMs)} | | |`,
    `| member by member ÷ dashboard median | ${times(speedup)} | ≥ ${times(TARGETS.dashboardSpeedup)} | ${speedupVerdict} |`,
    `| member by member through Payload's local API (${n(dashboard.localApi.members)} members sampled, extrapolated) | about ${seconds(dashboard.localApi.projectedMs)} (${times(dashboard.localApi.projectedMs / dashboard.dashboard.medianMs)} the dashboard) | | |`,
    '',
    bySql.fullRun
      ? `Same answer: the member-by-member Top 100 (members, points, counts and items shown) ${bySql.sameTop100 ? '**is identical**' : '**DIFFERS**'} to the dashboard's. KPIs: ${n(dashboard.figures.totalUsers)} users, ${n(dashboard.figures.surveySubmissions)} survey submitters, ${n(dashboard.figures.eventBookmarks)} saved dates, ${n(dashboard.figures.documentDownloads)} downloads, ${n(dashboard.figures.projectApplications)} applications; the Top 100 from ${n(dashboard.top.first)} down to ${n(dashboard.top.last)} points.`
      : `The member-by-member run was sampled, so the Top 100 was not compared in full; the sample's points ${dashboard.localApi.samplePointsAgree ? 'agree' : '**do not agree**'} between the two member-by-member forms.`,
    '',
    `Trends over the last 12 months: ${n(dashboard.trendWeeks.downloads)} downloads, ${n(dashboard.trendWeeks.signUps)} sign-ups, ${n(dashboard.trendWeeks.surveySubmissions)} survey submissions; active members recorded since ${dashboard.trendWeeks.activeMembersRecordedSince ?? 'never'}. The daily job's summary of the complete weeks took ${ms(dashboard.summarizeMs)} and ${dashboard.sameTrends ? '**gives the live counts**' : '**DIFFERS from the live counts**'}.`,
    '',
    "## The bell's cost per page",
    '',
    `The member (of the large data) has ${n(result.inbox.notices)} notices, ${n(result.inbox.unread)} of them unread. Every page is loaded once beforehand (the shared member pages are rendered once per route for all members, outside the count); then the notices arrive, which makes the next load a first one, and each page is loaded once and ${n(result.inbox.pages[0]?.repeats ?? 0)} more times; the reads are PostgreSQL's own counters of the notifications table (sequential and index scans, pg_stat_user_tables), read after its statistics were flushed. The unread count itself (one count on the (recipient, read_at) index) took ${n(result.inbox.countMs, 2)} ms (EXPLAIN ANALYZE). Shared member pages take the count from the member's remembered state, so their repeat loads read nothing until a notice arrives.`,
    '',
    '| page | reads on the first load | reads per load after | target | met |',
    '| --- | --- | --- | --- | --- |',
    ...inboxRows,
    '',
    '## Site-wide search',
    '',
    `GET /search on the large data (its ${n(data.large.sizes.documents)} documents each with extracted text), one request at a time once the machine is quiet after the loads before it (under 15 % of its CPU busy for 2 s) (3 warm-up, then ${n(result.search[0]?.runs ?? 0)} timed, the whole page read), as a visitor (public metadata, the rate limit counted) and as a signed-in member (the words inside documents too). The queries: ${SEARCH_QUERIES.map((query) => `\`${query}\``).join(', ')}: the generated data's most frequent title words (every agenda item is a 'Session', every document a 'Document'), a word of every document's text, one that matches nothing, three-word queries, a last word being typed (a prefix), typos that find nothing as typed and are answered with the closest words' results ("Did you mean"), and a standards code the generated data does not hold (a typo search that finds no correction). Then the search field's suggestions as one types (\`GET /api/search-suggestions\`, rows \`suggest: …\`: completed words and the best five items): ${SUGGESTION_QUERIES.map((query) => `\`${query}\``).join(', ')}.`,
    '',
    '| query | who | results | median | p95 | target | met |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...searchRows,
    '',
    '## Conversation',
    '',
    `A thread of ${n(conversation.thread.posts)} posts (${n(THREAD_SETTINGS.topPosts)} top posts, the rest replies to the first of them) seeded on one CLEAR document of the large data; its first page as the thread island asks for it (\`GET /api/discussions?on=document:{id}\`, ${n(conversation.thread.shown)} posts shown of ${n(conversation.thread.totalPosts)}, ${kB(conversation.thread.bytes)}) over HTTP as a signed-in member, one request at a time once the machine is quiet (${n(conversation.thread.runs)} timed after warm-ups). Then ${n(live.members)} signed-in members in one session happening now for ${n(live.seconds)} s (benchmarks/liveQuestions.ts): asking now and then, voting and withdrawing 1 to 3 s apart, each one's event page opening (its HTML, where the member's session is checked, as in a browser) within the first ${n(LIVE_QUESTION_SETTINGS.pauseMs[1] / 1000)} s before their first click and refreshing the list every ${n(REFRESH_MS / 1000)} s (± ${n(REFRESH_JITTER * 100)} %) with its ETag, as the island does; meanwhile the plain member's event page is loaded 4 times a second, as it was for 10 s before. Page changes and renders are the server's own counts over the live questions (\`page_cache_changes_total\`, \`page_cache_renders_total\`): posts and votes change no shared page, so no change may be heard; a kept page lives 60 s, so a render that renews one may fall in the window without any change.`,
    '',
    '| measure | answers | median / p50 | p95 / p99 | target | met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...conversationRows,
    '',
    `Statuses: asks ${byStatus(live.writes.asks)}; votes ${byStatus(live.writes.votes)}; refreshes ${byStatus(live.refreshes)}; page openings ${byStatus(live.pageOpens)}; requests without an answer: ${n(live.failures)}. ${live.mismatches.length === 0 ? `On all ${n(live.agreeing)} questions compared${live.uncertain ? ` (${n(live.uncertain)} left out: a vote on them got no answer)` : ''}, the stored count equals the vote rows and the members' successful votes.` : `**Miscounted**: ${JSON.stringify(live.mismatches.slice(0, 5))}`}`,
    '',
    '## List pages: demo-sized data to large data',
    '',
    `Sequential requests as a visitor (3 warm-up, then ${settings.growthRuns} timed, the whole body read), first on the demo-sized database, then on the large one, both in this run on the same build. The ratio is of the medians.`,
    '',
    '| page | demo-sized median | large median | large ÷ small | target | met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...growthRows,
    '',
    '## First-load JavaScript per route',
    '',
    `From the production build's manifests: the root chunks of \`.next/build-manifest.json\` (\`rootMainFiles\`, the Turbopack runtime among them) and the route's \`entryJSFiles\` in its \`page_client-reference-manifest.js\` (its layouts, boundaries and page); each distinct chunk counted once and gzipped with zlib at level 9. Not counted: the legacy polyfill chunk (only for browsers without ES modules), chunks loaded later by dynamic imports, CSS. Next.js and React alone are the empty route, Next's own ${result.firstLoad.empty.route} (no layout or page of the app): ${kB(result.firstLoad.empty.gzipBytes)} gzipped in ${result.firstLoad.empty.chunks.length} chunks. **The app's own** share of a route is what it loads beyond those, the figure the target is about. Checked against the server: the chunk files a page of the route references when served to a visitor (script tags and the inline RSC payload, polyfill aside).`,
    '',
    "| route | chunks | raw | gzipped | the app's own | served page references | target | met |",
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...jsRows,
    '',
    '## Lighthouse (mobile)',
    '',
    `Lighthouse 12 with its default mobile preset (an emulated mid-range phone, slow 4G and a 4× slower CPU, simulated) on Debian's Chromium, against the demo-sized data; the median of ${result.lighthouse[0]?.runs ?? 0} runs per page, each with a clean cache and started once the machine has been quiet (under 15 % of its CPU busy) for 2 s, since Lighthouse multiplies the browser's own time on these cores and a reader's phone shares no CPU with the server. The member's page is loaded with the session cookie on every request. LCP is the largest contentful paint, CLS the cumulative layout shift.`,
    '',
    '| page | as | performance | accessibility | best practices | SEO | LCP | CLS | target | met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouseRows,
    '',
  ].join('\n')
}
