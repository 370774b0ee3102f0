/**
 * `npm run bench`: the performance suite. Builds the app when no build exists, fills a
 * throw-away embedded PostgreSQL server with a demo-sized database and a large one (SQL only,
 * benchmarks/bulkData.ts), serves the production build (scripts/server/nextServer.ts, as `npm start` does) on each, and measures:
 *
 * 1. how the list pages' time grows from the demo-sized data to the large data (sequential);
 * 2. throughput and latency under load (autocannon, 32 connections, a browser's headers) of the
 *    public pages as a visitor and four pages as each kind of signed-in member (a plain member, an
 *    AMBER reader, a RED-named member, a project owner, an organization admin, a confirmed admin:
 *    benchmarks/memberKinds.ts), against a static file from the same server; then the event page
 *    for each kind while an admin saves the event every 5 seconds, with the renders per save
 *    (benchmarks/scheduleEdits.ts);
 * 3. the server's peak memory during that load, which runs under a small host's memory limit of
 *    1 GiB for the server and every process it forks (benchmarks/memoryCage.ts; as root);
 * 4. the admin dashboard's KPIs and Top 100 against the member-by-member computation;
 * 5. first-load JavaScript per public route, from the build's manifests (checked against the
 *    chunks the served pages reference);
 * 6. Lighthouse's mobile preset on the main pages, as a visitor and as a member (benchmarks/lighthouse.ts);
 * 7. what the bell's unread count costs a member's page (benchmarks/inboxCost.ts);
 * 8. the site-wide search's p95 over HTTP, as a visitor and as a member (benchmarks/searchLatency.ts).
 *
 * Writes BENCHMARKS.md (figures beside their targets). `--small` is a quick development run:
 * 1/20 of the data and 5-second load phases, written to benchmarks/results/bench-small.md.
 * `--heap-snapshot` writes a V8 heap snapshot of the server after the member loads and prints
 * what holds its memory (benchmarks/heapSummary.ts); the server then runs without the memory
 * limit (writing a snapshot takes about as much memory again as the heap).
 * Figures, not a test: a slow machine fails nothing; a server that crashes aborts the run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { ensureBuild, startApp, type AppServer } from './appServer'
import { startBenchDatabase } from './benchDatabase'
import { DEMO_SIZES, LARGE_SIZES, generateData, scaleSizes } from './bulkData'
import { compareDashboard } from './dashboardComparison'
import { measureThreadPage, seedThread } from './discussionThread'
import { checkAgainstHtml, FIRST_LOAD_ROUTES, firstLoadJs } from './firstLoadJs'
import { formatHeapSummary, summarizeHeapSnapshot, writeHeapSnapshot } from './heapSummary'
import { measureInboxCost } from './inboxCost'
import { keptSections } from './keptSections'
import { runLighthouse } from './lighthouse'
import { LIVE_QUESTION_SETTINGS, liveSessionNow, measureLiveQuestions, prepareLiveMembers, signInLiveMembers } from './liveQuestions'
import { loadUrl, type LoadResult } from './loadTest'
import { describeMachine, loadAverage, waitForLoadAverage, waitUntilQuiet } from './machine'
import { MEMBER_KINDS, type MemberKind, prepareMemberKinds, signInMemberKinds } from './memberKinds'
import { cageMemory } from './memoryCage'
import { watchMemory } from './memoryWatch'
import { timePage } from './pageTimings'
import { renderReport, type SuiteResult } from './report'
import { editEventEvery, METRICS_TOKEN, pageChangesSoFar, rendersSoFar } from './scheduleEdits'
import { measureSearchLatency } from './searchLatency'
import { prepareMember, signIn } from './signIn'
import { summarize } from './stats'

const small = process.argv.includes('--small')
const heapSnapshot = process.argv.includes('--heap-snapshot')
const settings = small
  ? { sizes: scaleSizes(LARGE_SIZES, 20), loadSeconds: 5, warmupSeconds: 1, growthRuns: 10, output: 'benchmarks/results/bench-small.md' }
  : { sizes: LARGE_SIZES, loadSeconds: 20, warmupSeconds: 3, growthRuns: 20, output: 'BENCHMARKS.md' }
const CONNECTIONS = 32
// A file of public/ served as it is: the cheapest answer the server gives (robots.txt became a route in issue 20).
const STATIC_FILE = '/icon-192.png'
const LIST_PAGES = ['/events', '/documents', '/projects', '/members']
/** The member-by-member run is sampled and extrapolated when it would take longer than this. */
const MEMBER_BY_MEMBER_BUDGET_MS = 5 * 60_000
/** An admin saves the event this often during the edit loads (issue 47, item 2). */
const EDIT_EVERY_MS = 5000
/** What a browser sends with a page load (the static file is loaded as an image is). */
const PAGE_LOAD = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
}
const IMAGE_LOAD = {
  accept: 'image/avif,image/webp,image/png,*/*;q=0.8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
}

const started = Date.now()
/**
 * One request at a time measures the server's answer, not what the load before it left behind
 * (its queued background work, PostgreSQL's vacuum): such a stage starts on a quiet machine.
 * Returns the seconds waited, for the log.
 */
const quietMachine = async () => ((await waitUntilQuiet()).waitedMs / 1000).toFixed(1)
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

const startedAt = new Date()
if (!fs.existsSync(path.join('public', STATIC_FILE))) throw new Error(`public${STATIC_FILE} is missing: the static ceiling needs it`)
const built = await ensureBuild()
// Idle is judged when the measurements start: the install and build before them settle first.
const settledMs = await waitForLoadAverage()
const loadAtStart = loadAverage()
const database = await startBenchDatabase('bench')
let app: AppServer | undefined

try {
  log(`1-minute load average ${loadAtStart[0].toFixed(2)} after ${(settledMs / 1000).toFixed(0)} s of waiting for it to settle`)
  log(`${small ? 'quick run (--small)' : 'full run'}: creating the demo-sized and the large database`)
  const smallUrl = await database.createMigrated('demo_sized')
  const largeUrl = await database.createMigrated('large')
  const smallData = { sizes: DEMO_SIZES, ...(await generateData(smallUrl, DEMO_SIZES)) }
  log(`demo-sized data in ${smallData.seconds.toFixed(1)} s`)
  const firstLoad = firstLoadJs(FIRST_LOAD_ROUTES)

  // 1. List pages, one request at a time: demo-sized data, then large data.
  const sequential = async (label: string) => {
    const timings = []
    for (const page of LIST_PAGES) {
      timings.push(await timePage(app!.base, page, { runs: settings.growthRuns, warmups: 3 }))
      app!.assertRunning(`while timing ${page} on the ${label} data`)
    }
    log(`${label} data: ${timings.map((timing) => `${timing.page} ${timing.medianMs.toFixed(0)} ms`).join(', ')}`)
    return timings
  }
  app = await startApp(database.envFor('demo_sized'), path.join(database.workDir, 'next-demo-sized.log'))
  const growthSmall = await sequential('demo-sized')

  // 6. Lighthouse on the demo-sized data, where the pages hold what a real site's do.
  const demo = await detailIds(smallUrl)
  const demoMember = await signIn(app.base, await prepareMember(smallUrl))
  log('Lighthouse (mobile preset)')
  const lighthouse = await runLighthouse(
    app.base,
    [
      ...['/', '/events', `/events/${demo.eventId}`, '/documents', '/auth'].map((page) => ({ page, who: 'visitor' as const })),
      // Only the cookie: the browser sends its own Sec-Fetch headers.
      { page: `/events/${demo.eventId}`, who: 'member' as const, headers: { cookie: demoMember.cookie! } },
    ],
    small ? 1 : 3,
  )
  for (const run of lighthouse)
    log(
      `${run.page} (${run.who}): performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)} (waited ${(run.waitedForQuietMs / 1000).toFixed(1)} s for a quiet machine)`,
    )
  app.assertRunning('during Lighthouse')
  await app.stop()
  // The large data is generated after Lighthouse: its millions of rows leave PostgreSQL writing
  // and vacuuming for minutes, which took points off the scores of the run before.
  log(`generating ${settings.sizes.members.toLocaleString('en-US')} members and the rest in SQL`)
  const largeData = { sizes: settings.sizes, ...(await generateData(largeUrl, settings.sizes)) }
  log(`large data in ${largeData.seconds.toFixed(1)} s: ${largeData.counts.activityRows.toLocaleString('en-US')} activity rows`)
  const member = await prepareMember(largeUrl)
  const { eventId, projectId, surveyId } = await detailIds(largeUrl)
  const { members: kinds, redDocument } = await prepareMemberKinds(largeUrl, projectId)
  // The loads run on a small host: 1 GiB for the server and whatever it forks (issue 47, item 3).
  const cage = heapSnapshot ? { unavailable: 'a heap snapshot was asked for (--heap-snapshot)' } : cageMemory('bench-server')
  if ('unavailable' in cage) log(`the server runs without a memory limit: ${cage.unavailable}`)
  // Kept after the run (the work folder is not) for a closer look in Chrome's memory tool.
  const snapshots = path.join(os.tmpdir(), 'community-heap-snapshots')
  // Visitors' searches are counted as in production, under a limit the timed searches never reach.
  app = await startApp(
    {
      ...database.envFor('large'),
      RATE_LIMIT_SEARCH_PER_IP: '1000000/1m',
      // The live questions' 200 members sign in from this one address (the limit is for attackers).
      RATE_LIMIT_SIGN_IN_PER_IP: 'off',
      METRICS_TOKEN,
      ...(heapSnapshot && { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}` }),
    },
    path.join(database.workDir, 'next-large.log'),
    undefined,
    'unavailable' in cage ? undefined : cage,
  )
  const growthLarge = await sequential('large')
  const realPath = (route: string) =>
    route
      .replace('/events/[id]', `/events/${eventId}`)
      .replace('/projects/[id]', `/projects/${projectId}`)
      .replace('/surveys/[id]', `/surveys/${surveyId}`)
  for (const route of firstLoad.routes) await checkAgainstHtml(route, app.base, realPath(route.route))

  // 2. and 3. Load, with the server's memory sampled throughout.
  const memberHeaders = await signIn(app.base, member)
  const kindHeaders = await signInMemberKinds(app.base, largeUrl, kinds)
  const memberPages = ['/', `/events/${eventId}`, '/documents', `/projects/${projectId}`]
  await checkMemberKinds(app.base, kindHeaders, memberPages, redDocument)
  const memberPage = await (await fetch(`${app.base}/events/${eventId}`, { headers: memberHeaders })).text()
  // The visitor's sign-in prompt (the member's page carries the agenda's own sign-in text in its catalogue, never this one).
  if (memberPage.includes('to build your personal agenda and save this event'))
    throw new Error('the signed-in member is shown the visitor version of the event page')
  // 7. What the bell costs a member's page, before the load warms the member's remembered state.
  log("the inbox count's cost per member page")
  const inbox = await measureInboxCost(largeUrl, app.base, { email: member.email, headers: memberHeaders }, [
    '/',
    `/events/${eventId}`,
    '/profile',
    '/notifications',
  ])
  for (const page of inbox.pages)
    log(`${page.page}: ${page.firstLoadScans} notifications reads on the first load, ${page.repeatScansPerLoad} per load after`)
  // 8. The site-wide search, one request at a time: a visitor, then the member (words inside documents too).
  log(`the site-wide search (after ${await quietMachine()} s for a quiet machine)`)
  const search = [
    ...(await measureSearchLatency(app.base, 'visitor', undefined)),
    ...(await measureSearchLatency(app.base, 'member', memberHeaders)),
  ]
  app.assertRunning('during the searches')
  for (const timing of search)
    log(
      `search "${timing.query}" (${timing.who}): ${timing.results} results, p50 ${timing.medianMs.toFixed(0)} ms, p95 ${timing.p95Ms.toFixed(0)} ms`,
    )
  const targets: { page: string; who: 'visitor' | MemberKind }[] = [
    { page: '/', who: 'visitor' },
    { page: '/events', who: 'visitor' },
    { page: `/events/${eventId}`, who: 'visitor' },
    { page: '/documents', who: 'visitor' },
    { page: '/projects', who: 'visitor' },
    { page: '/members', who: 'visitor' },
    // German pages are cached apart from English ones (issue 21): the same figures are expected.
    { page: '/de/events', who: 'visitor' },
    ...MEMBER_KINDS.flatMap((who) => memberPages.map((page) => ({ page, who }))),
    { page: `/de/events/${eventId}`, who: 'member' },
  ]
  const watch = watchMemory(app.pid)
  const load = async (page: string, who: 'visitor' | MemberKind | 'static'): Promise<LoadResult & { peakRssBytes: number }> => {
    const headers =
      who === 'static' ? IMAGE_LOAD : who === 'visitor' ? { ...PAGE_LOAD, 'sec-fetch-site': 'none' } : { ...PAGE_LOAD, ...kindHeaders[who] }
    const memory = watchMemory(app!.pid)
    await loadUrl(app!.base + page, { connections: CONNECTIONS, durationSeconds: settings.warmupSeconds, headers })
    const result = await loadUrl(app!.base + page, { connections: CONNECTIONS, durationSeconds: settings.loadSeconds, headers })
    const { peakRssBytes } = memory.stop()
    app!.assertRunning(`during the load on ${page}`)
    log(
      `${page} (${who}): ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx, peak RSS ${(peakRssBytes / 1e6).toFixed(0)} MB`,
    )
    return { ...result, peakRssBytes }
  }
  const ceiling = [await load(STATIC_FILE, 'static')]
  const pages = []
  for (const target of targets) pages.push({ ...target, result: await load(target.page, target.who) })
  if (heapSnapshot) {
    log('heap snapshot of the server after the member loads')
    const file = await writeHeapSnapshot(app.pid, snapshots)
    console.log(`${formatHeapSummary(summarizeHeapSnapshot(file))}\n(the snapshot: ${file})`)
  }
  // The event page while an admin saves the event every few seconds: stale pages while one render replaces them.
  const duringEdits = []
  for (const who of MEMBER_KINDS) {
    const page = `/events/${eventId}`
    // Counted from a kept page: the previous kind's saves left it stale or dropped.
    await untilKept(app.base + page, { ...PAGE_LOAD, ...kindHeaders[who] })
    const rendersBefore = await rendersSoFar(app.base)
    const editor = await editEventEvery(app.base, kindHeaders['confirmed admin'], eventId, EDIT_EVERY_MS)
    const result = await load(page, who)
    const { edits, failures } = await editor.stop()
    const renders = (await rendersSoFar(app.base)) - rendersBefore
    log(`  while the event was saved ${edits} times (${failures} failed): ${renders} renders`)
    duringEdits.push({ page, who, result, edits, failures, renders })
  }
  // 9. Conversation (issue 50): a thread of 1,000 posts, then a session's live questions with the
  // member's event page sampled meanwhile (posts and votes render no page).
  log(`a thread of 1,000 posts: its first page (after ${await quietMachine()} s for a quiet machine)`)
  const thread = await measureThreadPage(app.base, memberHeaders, await seedThread(largeUrl))
  log(`  ${thread.posts} posts, ${thread.shown} shown: p50 ${thread.medianMs.toFixed(0)} ms, p95 ${thread.p95Ms.toFixed(0)} ms`)
  log(`live questions: ${LIVE_QUESTION_SETTINGS.members} members for ${LIVE_QUESTION_SETTINGS.seconds} s`)
  const livePassword = 'bench-live-questions'
  const liveMembers = await prepareLiveMembers(largeUrl, LIVE_QUESTION_SETTINGS.members, livePassword)
  const liveSession = await liveSessionNow(largeUrl)
  const liveHeaders = await signInLiveMembers(app.base, liveMembers, livePassword)
  const eventPage = `${app.base}/events/${eventId}`
  const memberLoad = { ...PAGE_LOAD, ...memberHeaders }
  await untilKept(eventPage, memberLoad)
  const pageBefore = await samplePage(eventPage, memberLoad, Date.now() + 10_000)
  const rendersBeforeLive = await rendersSoFar(app.base)
  const changesBeforeLive = await pageChangesSoFar(app.base)
  const liveEnds = Date.now() + LIVE_QUESTION_SETTINGS.seconds * 1000
  const [liveQuestions, pageDuring] = await Promise.all([
    measureLiveQuestions(
      app.base,
      largeUrl,
      liveSession,
      liveMembers.map((live, index) => ({ id: live.id, headers: liveHeaders[index]! })),
    ),
    samplePage(eventPage, memberLoad, liveEnds),
  ])
  const rendersDuringLive = (await rendersSoFar(app.base)) - rendersBeforeLive
  const pageChangesDuringLive = (await pageChangesSoFar(app.base)) - changesBeforeLive
  app.assertRunning('during the live questions')
  log(
    `  ${liveQuestions.writes.asks.length + liveQuestions.writes.votes.length} questions and votes, ${liveQuestions.mismatches.length} miscounted; ` +
      `event page p50 ${pageBefore.medianMs.toFixed(0)} → ${pageDuring.medianMs.toFixed(0)} ms; ${pageChangesDuringLive} page changes heard, ${rendersDuringLive} page renders`,
  )
  ceiling.push(await load(STATIC_FILE, 'static'))
  const memoryPeak = watch.stop()
  log(`peak RSS ${(memoryPeak.peakRssBytes / 1e6).toFixed(0)} MB over ${memoryPeak.processes} process(es)`)
  await app.stop()
  app = undefined
  const memoryLimit = 'unavailable' in cage ? cage : cage.usage()
  if (!('unavailable' in cage)) cage.remove()
  if ('oomKills' in memoryLimit)
    log(
      `memory limit ${(memoryLimit.limitBytes / 2 ** 20).toFixed(0)} MiB: peak charge ${((memoryLimit.peakBytes ?? 0) / 2 ** 20).toFixed(0)} MiB, ${memoryLimit.oomKills} out-of-memory kills`,
    )

  // 4. The dashboard, with the server stopped so that it has the machine to itself.
  log('admin dashboard against member by member')
  const dashboard = await compareDashboard(database.envFor('large'), database.workDir, {
    memberByMemberBudgetMs: MEMBER_BY_MEMBER_BUDGET_MS,
  })

  const result: SuiteResult = {
    mode: small ? 'small' : 'full',
    startedAt,
    finishedAt: new Date(),
    built,
    machine: describeMachine(),
    loadAtStart,
    loadAtEnd: loadAverage(),
    settings: {
      connections: CONNECTIONS,
      loadSeconds: settings.loadSeconds,
      warmupSeconds: settings.warmupSeconds,
      growthRuns: settings.growthRuns,
    },
    data: { small: smallData, large: largeData },
    eventId,
    staticFile: STATIC_FILE,
    ceiling,
    pages,
    duringEdits,
    editEveryMs: EDIT_EVERY_MS,
    memory: memoryPeak,
    memoryLimit,
    growth: LIST_PAGES.map((page, i) => ({ page, small: growthSmall[i]!, large: growthLarge[i]! })),
    dashboard,
    memberByMemberBudgetMs: MEMBER_BY_MEMBER_BUDGET_MS,
    firstLoad,
    lighthouse,
    inbox,
    search,
    conversation: { thread, liveQuestions, pageBefore, pageDuring, rendersDuringLive, pageChangesDuringLive },
  }
  // The resilience and soak sections (npm test, npm run test:soak) are other runs': kept as they are.
  const kept = keptSections(settings.output)
  const report = kept ? `${renderReport(result).trimEnd()}\n\n${kept}\n` : renderReport(result)
  fs.mkdirSync(path.dirname(settings.output), { recursive: true })
  fs.writeFileSync(settings.output, report)
  console.log(`\n${report}`)
  log(`written to ${settings.output}`)
} finally {
  await app?.stop()
  await database.cleanUp()
}
process.exit(0)

/** Returns once the page is answered from the page cache as kept (a hit), at most after 10 s. */
/** A page loaded one request at a time, 4 a second, until `until`: the member's page speed beside another load. */
async function samplePage(url: string, headers: Record<string, string>, until: number) {
  const times: number[] = []
  while (Date.now() < until) {
    const started = performance.now()
    const response = await fetch(url, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} while sampled`)
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return summarize(times)
}

async function untilKept(url: string, headers: Record<string, string>) {
  for (const startedAt = Date.now(); Date.now() - startedAt < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const response = await fetch(url, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.headers.get('x-member-page-cache') === 'hit') return
  }
  throw new Error(`${url} is not kept after 10 s`)
}

/**
 * Each kind gets its pages from the page cache (a page kept for its group or for them, the
 * second load a hit), and what only some may read stays with them: the RED-named member's
 * library differs from the plain member's, and the owner's project page from the AMBER reader's.
 */
async function checkMemberKinds(base: string, headers: Record<MemberKind, Record<string, string>>, pages: string[], redDocument: number) {
  const fetchPage = async (who: MemberKind, page: string) => {
    const response = await fetch(base + page, { headers: { ...PAGE_LOAD, ...headers[who] }, redirect: 'manual' })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${page} as the ${who} answered ${response.status}`)
    return { cache: response.headers.get('x-member-page-cache'), html: html.replace(/nonce="[^"]*"|nonce-[A-Za-z0-9+/=_-]+/g, '') }
  }
  for (const who of MEMBER_KINDS)
    for (const page of pages) {
      await fetchPage(who, page)
      const again = await fetchPage(who, page)
      if (again.cache !== 'hit') throw new Error(`${page} as the ${who} is not kept: x-member-page-cache ${again.cache}`)
    }
  const library = async (who: MemberKind) => (await fetchPage(who, '/documents')).html.includes(`/documents/${redDocument}/download`)
  const red = { named: await library('RED-named member'), member: await library('member') }
  if (!red.named || red.member)
    throw new Error(`the TLP:RED document is not (only) in the library of the member it names: ${JSON.stringify(red)}`)
  const addsFiles = async (who: MemberKind) => (await fetchPage(who, pages[3]!)).html.includes('Add a document')
  const controls = { owner: await addsFiles('project owner'), other: await addsFiles('AMBER reader') }
  if (!controls.owner || controls.other)
    throw new Error(`the project owner's controls are not (only) on their project's page: ${JSON.stringify(controls)}`)
}

/** Ids for the detail pages: the next event to come (every generated event has an agenda and speakers), a project, a survey. */
async function detailIds(connectionString: string): Promise<{ eventId: number; projectId: number; surveyId: number }> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query(`
      SELECT (SELECT events.id FROM events
              WHERE events.date > now() AND events._status = 'published' AND EXISTS (SELECT 1 FROM agenda_items WHERE agenda_items.event_id = events.id)
              ORDER BY events.date LIMIT 1) AS "eventId",
             (SELECT min(id) FROM projects) AS "projectId",
             (SELECT min(id) FROM surveys WHERE is_active AND NOT is_anonymous) AS "surveyId"`)
    const ids = rows[0] as { eventId: number | null; projectId: number | null; surveyId: number | null }
    if (!ids.eventId || !ids.projectId || !ids.surveyId) throw new Error(`the generated data lacks a detail page: ${JSON.stringify(ids)}`)
    return { eventId: ids.eventId, projectId: ids.projectId, surveyId: ids.surveyId }
  } finally {
    await client.end()
  }
}
