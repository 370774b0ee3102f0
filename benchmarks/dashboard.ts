/**
 * `npm run bench:dashboard`: the admin dashboard's engagement analytics on large data. Fills a
 * throw-away embedded database with 100,000 members and 2,000,000 activity rows (downloads,
 * survey responses, saved dates, applications, invitations) in SQL, then runs
 * benchmarks/dashboardTimings.ts on it: the dashboard's aggregate queries against the
 * specification's member-by-member computation. Writes benchmarks/results/dashboard.md.
 * Figures, not a test: nothing here fails on a slow machine, except a wrong result.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { startEmbeddedPostgres } from '../scripts/embeddedPostgres'
import { runScript } from '../scripts/runCommand'

const MEMBERS = 100_000
/** Members who ever do something; the rest have 0 points, as in a real community. */
const ACTIVE_MEMBERS = 80_000
const ROWS = {
  downloads: 1_000_000,
  memberSurveySubmissions: 90_000, // x 5 questions = 450,000 responses
  anonymousSurveySubmissions: 10_000, // x 5 questions = 50,000 responses without a user
  savedEvents: 300_000,
  applications: 100_000,
  invitations: 100_000,
}
const QUESTIONS_PER_SURVEY = 5
const CATALOG = { organizations: 500, documents: 20_000, events: 2_000, projects: 2_000, surveys: 200, anonymousSurveys: 10 }

/**
 * A member for an activity row: skewed towards the first members (a few very active ones, a
 * long tail), like real engagement. `random() ^ 2` puts a quarter of all activity on the
 * first 5,000 of the 80,000 active members.
 */
const someMember = `(SELECT min(id) FROM users) + floor(${ACTIVE_MEMBERS} * random() ^ 2)::int`
const someTime = `now() - random() * interval '730 days'`

const SEED_SQL = `
  SELECT setseed(0.2026);
  INSERT INTO organizations (name, type, sector, user_editable)
    SELECT 'Organization ' || i, (ARRAY['vendor','industry','academia','government','non-profit'])[1 + i % 5]::enum_organizations_type,
           CASE WHEN i % 5 = 1 THEN 'Manufacturing' END, false
    FROM generate_series(1, ${CATALOG.organizations}) i;
  INSERT INTO users (email, role, first_name, last_name, organization_id, hash, salt, created_at)
    SELECT 'member' || i || '@bench.example', 'community_user',
           CASE WHEN i % 10 <> 0 THEN 'Member' END, CASE WHEN i % 10 <> 0 THEN 'Number ' || i END,
           CASE WHEN i % 4 <> 0 THEN (SELECT min(id) FROM organizations) + i % ${CATALOG.organizations} END,
           'x', 'x', now() - interval '3 years' + (i || ' minutes')::interval
    FROM generate_series(1, ${MEMBERS}) i;
  INSERT INTO documents (title, company, document_type, language, rank, filename, mime_type, filesize, url)
    SELECT 'Document ' || i, 'Company ' || (i % 300), 'Whitepaper', 'English', 0, 'document-' || i || '.pdf', 'application/pdf', 1000,
           '/api/documents/file/document-' || i || '.pdf'
    FROM generate_series(1, ${CATALOG.documents}) i;
  INSERT INTO events (title, date, location)
    SELECT 'Event ' || i, now() + ((i - 1000) || ' days')::interval, 'Hall ' || (i % 20) FROM generate_series(1, ${CATALOG.events}) i;
  INSERT INTO projects (title, state, type, start_date)
    SELECT 'Project ' || i, (ARRAY['call_for_participation','running','closed'])[1 + i % 3]::enum_projects_state, 'Research', now() - (i || ' days')::interval
    FROM generate_series(1, ${CATALOG.projects}) i;
  INSERT INTO surveys (title, is_active, is_anonymous)
    SELECT 'Survey ' || i, true, i <= ${CATALOG.anonymousSurveys} FROM generate_series(1, ${CATALOG.surveys}) i;
  INSERT INTO survey_questions (survey_id, question_text, question_type, order_index, is_required)
    SELECT surveys.id, 'Question ' || q || ' of ' || surveys.title, 'text', q - 1, true
    FROM surveys, generate_series(1, ${QUESTIONS_PER_SURVEY}) q;

  INSERT INTO document_downloads (user_id, document_id, created_at)
    SELECT ${someMember}, (SELECT min(id) FROM documents) + floor(${CATALOG.documents} * random())::int, ${someTime}
    FROM generate_series(1, ${ROWS.downloads});

  -- A member answers all questions of a survey once: distinct (member, survey) pairs.
  INSERT INTO survey_responses (survey_id, question_id, response_value, user_id, created_at)
    SELECT survey_questions.survey_id, survey_questions.id, 'Answer ' || (1 + (pairs.user_id + survey_questions.id) % 5), pairs.user_id,
           pairs.at + (survey_questions.order_index || ' seconds')::interval
    FROM (
      SELECT DISTINCT ON (user_id, survey_id) user_id, survey_id, at
      FROM (
        SELECT ${someMember} AS user_id,
               (SELECT min(id) FROM surveys) + ${CATALOG.anonymousSurveys} + floor(${CATALOG.surveys - CATALOG.anonymousSurveys} * random())::int AS survey_id,
               ${someTime} AS at
        FROM generate_series(1, ${Math.round(ROWS.memberSurveySubmissions * 1.7)})
      ) candidates
      LIMIT ${ROWS.memberSurveySubmissions}
    ) pairs
    JOIN survey_questions ON survey_questions.survey_id = pairs.survey_id;
  INSERT INTO survey_responses (survey_id, question_id, response_value, user_id, created_at)
    SELECT survey_questions.survey_id, survey_questions.id, 'Anonymous answer', NULL, submissions.at
    FROM (
      SELECT (SELECT min(id) FROM surveys) + floor(${CATALOG.anonymousSurveys} * random())::int AS survey_id, ${someTime} AS at
      FROM generate_series(1, ${ROWS.anonymousSurveySubmissions})
    ) submissions
    JOIN survey_questions ON survey_questions.survey_id = submissions.survey_id;

  INSERT INTO saved_event_dates (user_id, event_id, created_at)
    SELECT user_id, event_id, ${someTime}
    FROM (
      SELECT DISTINCT ON (user_id, event_id) user_id, event_id
      FROM (SELECT ${someMember} AS user_id, (SELECT min(id) FROM events) + floor(${CATALOG.events} * random())::int AS event_id
            FROM generate_series(1, ${Math.round(ROWS.savedEvents * 1.5)})) candidates
      LIMIT ${ROWS.savedEvents}
    ) pairs;

  INSERT INTO project_applications (user_id, project_id, status, message, created_at)
    SELECT user_id, project_id, (ARRAY['pending','approved','rejected'])[1 + floor(3 * random())::int]::enum_project_applications_status,
           'I would like to contribute.', ${someTime}
    FROM (
      SELECT DISTINCT ON (user_id, project_id) user_id, project_id
      FROM (SELECT ${someMember} AS user_id, (SELECT min(id) FROM projects) + floor(${CATALOG.projects} * random())::int AS project_id
            FROM generate_series(1, ${Math.round(ROWS.applications * 1.5)})) candidates
      LIMIT ${ROWS.applications}
    ) pairs;

  -- 30 % pending (never sent), 40 % sent, 20 % accepted, 10 % expired (half of them sent before).
  INSERT INTO invitations (email, invited_by_id, status, invited_at, expires_at, accepted_at, created_at)
    SELECT 'invitee' || i || '@bench.example', user_id,
           (CASE WHEN i % 10 < 3 THEN 'pending' WHEN i % 10 < 7 THEN 'sent' WHEN i % 10 < 9 THEN 'accepted' ELSE 'expired' END)::enum_invitations_status,
           CASE WHEN i % 10 >= 3 AND i % 20 <> 19 THEN at + interval '1 hour' END,
           at + interval '14 days',
           CASE WHEN i % 10 IN (7, 8) THEN at + interval '2 days' END,
           at
    FROM (SELECT i, ${someMember} AS user_id, ${someTime} AS at FROM generate_series(1, ${ROWS.invitations}) i) generated;
`

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-dashboard-'))
fs.chmodSync(workDir, 0o755)
const server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') })
await server.createDatabase('bench')
const env = { ...process.env, DATABASE_URL: server.urlFor('bench'), PAYLOAD_SECRET: 'bench-secret', MEDIA_DIR: path.join(workDir, 'media') }
const startedAt = new Date()
const loadAtStart = os.loadavg()[0]!

try {
  if ((await runScript('scripts/migrate.ts', [], env)) !== 0) throw new Error('migrations failed')

  const client = new pg.Client({ connectionString: server.urlFor('bench') })
  await client.connect()
  console.log('[bench:dashboard] generating 100,000 members and 2,000,000 activity rows')
  const seedStarted = Date.now()
  await client.query(SEED_SQL)
  await client.query('VACUUM ANALYZE')
  const seedSeconds = (Date.now() - seedStarted) / 1000
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM users)::int AS members,
           (SELECT count(*) FROM document_downloads)::int AS downloads,
           (SELECT count(*) FROM survey_responses)::int AS responses,
           (SELECT count(*) FROM saved_event_dates)::int AS saved,
           (SELECT count(*) FROM project_applications)::int AS applications,
           (SELECT count(*) FROM invitations)::int AS invitations`)
  await client.end()
  const counts = rows[0] as Record<string, number>
  const activityRows = counts.downloads! + counts.responses! + counts.saved! + counts.applications! + counts.invitations!
  if (counts.members !== MEMBERS || activityRows !== 2_000_000) {
    throw new Error(`generated ${counts.members} members and ${activityRows} activity rows: ${JSON.stringify(counts)}`)
  }
  console.log(`[bench:dashboard] data ready in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`)

  const resultFile = path.join(workDir, 'result.json')
  if ((await runScript('benchmarks/dashboardTimings.ts', [], { ...env, BENCH_RESULT_FILE: resultFile })) !== 0) {
    throw new Error('the timing run failed')
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8'))
  const totalSeconds = (Date.now() - startedAt.getTime()) / 1000
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`
  const s = (value: number) => `${(value / 1000).toFixed(1)} s`
  const n = (value: number) => value.toLocaleString('en-US')
  const timingRow = (label: string, timing: { runs: number; medianMs: number; p95Ms: number; minMs: number; maxMs: number }) =>
    `| ${label} | ${timing.runs} | ${ms(timing.medianMs)} | ${ms(timing.p95Ms)} | ${ms(timing.minMs)} | ${ms(timing.maxMs)} |`
  const bySql = result.memberBySql
  const localApi = result.localApi

  const report = [
    '# Admin dashboard on large data',
    '',
    `Run ${startedAt.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${String(result.postgres).split(',')[0]} (embedded, default settings), shared with other work on the machine (1-minute load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end). Whole benchmark: ${s(totalSeconds * 1000)}.`,
    '',
    `Data, generated in SQL in ${seedSeconds.toFixed(1)} s: ${n(counts.members!)} members (${n(ACTIVE_MEMBERS)} of them ever active, activity skewed towards a few very active ones) and ${n(activityRows)} activity rows: ${n(counts.downloads!)} document downloads, ${n(counts.responses!)} survey responses (${n(ROWS.memberSurveySubmissions)} member submissions of ${QUESTIONS_PER_SURVEY} questions, ${n(ROWS.anonymousSurveySubmissions)} anonymous), ${n(counts.saved!)} saved event dates, ${n(counts.applications!)} project applications and ${n(counts.invitations!)} invitations (70 % of them sent). Catalogue: ${n(CATALOG.documents)} documents, ${n(CATALOG.events)} events, ${n(CATALOG.projects)} projects, ${CATALOG.surveys} surveys.`,
    '',
    `KPIs: ${n(result.figures.totalUsers)} users, ${n(result.figures.surveySubmissions)} survey submitters, ${n(result.figures.eventBookmarks)} event bookmarks, ${n(result.figures.documentDownloads)} downloads, ${n(result.figures.projectApplications)} applications. Top 100 from ${n(result.top.first)} down to ${n(result.top.last)} points.`,
    '',
    '## The dashboard (src/lib/engagement)',
    '',
    'KPIs in one query and the Top 100 with two items per activity in two (ranking over all activity, then the items of those 100 members); KPIs and ranking run side by side, as the admin view does. Two warm-up runs (one for the parts), then timed runs in a row; p95 is the nearest-rank 95th percentile.',
    '',
    '| computation | runs | median | p95 | min | max |',
    '| --- | --- | --- | --- | --- | --- |',
    timingRow('whole dashboard (KPIs + Top 100 with items)', result.dashboard),
    timingRow('KPIs alone', result.figuresOnly),
    timingRow('Top 100 with items alone', result.rankingOnly),
    '',
    '## Member by member, as the specification\'s original did',
    '',
    `All profiles are read, then each member's downloads, survey responses, saved dates, applications and invitations (5 reads per member, ${result.concurrency} members at a time), and the points are added up in JavaScript.`,
    '',
    '| variant | members computed | time | for all 100,000 members |',
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
    `Dashboard median against member by member: ${(bySql.fullRun ? bySql.ms : bySql.projectedMs) / result.dashboard.medianMs >= 10 ? Math.round((bySql.fullRun ? bySql.ms : bySql.projectedMs) / result.dashboard.medianMs) : ((bySql.fullRun ? bySql.ms : bySql.projectedMs) / result.dashboard.medianMs).toFixed(1)} times faster than the plain-SQL variant and about ${Math.round(localApi.projectedMs / result.dashboard.medianMs)} times faster than the local-API variant.`,
    '',
  ].join('\n')
  fs.mkdirSync('benchmarks/results', { recursive: true })
  fs.writeFileSync('benchmarks/results/dashboard.md', report)
  console.log(report)
  if (bySql.sameTop100 === false || !localApi.samplePointsAgree) process.exitCode = 1
} finally {
  await server.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)
