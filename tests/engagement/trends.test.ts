/**
 * The dashboard's trends (issue 20) on the real database: weekly counts in Berlin weeks from
 * the rows' own timestamps, zero-filled; the change to the previous four weeks; weekly active
 * members from the daily snapshots; the snapshot job stores a day once, however often and
 * wherever it runs. Rows are moved into 2035 so that no other test's rows (created now) count.
 */
import { sql } from '@payloadcms/db-postgres'
import { t as translate } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { changeWords } from '../../src/components/admin/trends/changeWords'
import { type AdminT, adminTranslator } from '../../src/i18n/admin/adminTranslator'
import { adminDe } from '../../src/i18n/admin/de'
import { berlinMidnight, berlinYesterday, recordActivitySnapshot } from '../../src/lib/engagement/activity/recordActivitySnapshot'
import { eventEngagement } from '../../src/lib/engagement/eventEngagement'
import { periodChange } from '../../src/lib/engagement/periodChange'
import { weeklyCsv } from '../../src/lib/engagement/weeklyCsv'
import { dashboardTrends, refreshActivityWeekTotals, type DashboardTrends } from '../../src/lib/engagement/weeklyTrends'
import { CONTENT_QUEUE } from '../../src/lib/infrastructure/jobs/contentTasks'
import { berlinDayKey } from '../../src/lib/shared/format/dates'
import type { Document, Event, Project, Survey, SurveyQuestion, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { startRunner } from '../support/jobs'
import { useActors } from '../support/payload'

const given = useActors()
let payload: Payload
const tag = uniqueTag()

/** Wednesday 14 March 2035, 13:00 in Berlin (winter time, UTC+1): the week in progress began Monday 12 March. */
const NOW = new Date('2035-03-14T12:00:00.000Z')
/** Sunday 4 March, 23:30 in Berlin: still the week of 26 February. */
const SUNDAY_NIGHT_BERLIN = '2035-03-04T22:30:00.000Z'
/** Monday 5 March, 00:30 in Berlin, though still Sunday in UTC: the week of 5 March. */
const MONDAY_EARLY_BERLIN = '2035-03-04T23:30:00.000Z'

let alice: User, bob: User, carol: User
let document: Document
let event: Event
let project: Project
let memberSurvey: Survey, anonymousSurvey: Survey
let memberQuestions: SurveyQuestion[], anonymousQuestions: SurveyQuestion[]
let trends: DashboardTrends

const db = () => payload.db.drizzle
/** Moves a row to `at`: the rows' own timestamps are what the trends count. */
const backdate = (table: string, id: number, at: string) =>
  db().execute(sql`UPDATE ${sql.identifier(table)} SET created_at = ${at}::timestamptz WHERE id = ${id}`)
const download = async (at: string, who: User = alice) =>
  backdate('document_downloads', (await createDoc(payload, 'document-downloads', { user: who.id, document: document.id })).id, at)
const answer = async (survey: Survey, question: SurveyQuestion, at: string, who?: User) => {
  const response = await createDoc(
    payload,
    'survey-responses',
    { survey: survey.id, question: question.id, responseValue: 'Yes' },
    who ? { user: who, overrideAccess: true } : {},
  )
  await backdate('survey_responses', response.id, at)
}
const valueOf = (weeks: { week: string; value: number | null }[], week: string) => weeks.find((entry) => entry.week === week)?.value

beforeAll(async () => {
  payload = given.payload
  alice = await createUser(payload, { email: `alice-${tag}@trends.test` })
  bob = await createUser(payload, { email: `bob-${tag}@trends.test` })
  carol = await createUser(payload, { email: `carol-${tag}@trends.test` })
  document = await createDoc(
    payload,
    'documents',
    { title: `Trend Guide ${tag}`, company: 'ACME', documentType: 'Report' },
    { file: pdfFile() },
  )
  event = await createDoc(payload, 'events', { title: `Trend Summit ${tag}`, date: '2035-03-20T08:00:00.000Z' })
  project = await createDoc(payload, 'projects', { title: `Trend Project ${tag}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z' })
  memberSurvey = await createDoc(payload, 'surveys', { title: `Member Survey ${tag}`, isActive: true })
  anonymousSurvey = await createDoc(payload, 'surveys', { title: `Anonymous Survey ${tag}`, isActive: true, isAnonymous: true })
  const question = (survey: Survey, questionText: string) =>
    createDoc(payload, 'survey-questions', { survey: survey.id, questionText, questionType: 'text', isRequired: false })
  memberQuestions = [await question(memberSurvey, 'First?'), await question(memberSurvey, 'Second?')]
  anonymousQuestions = [await question(anonymousSurvey, 'First?'), await question(anonymousSurvey, 'Second?')]

  // Sign-ups: Alice in the week of 19 February, Bob and Carol on either side of the Berlin week boundary.
  await backdate('users', alice.id, '2035-02-20T10:00:00.000Z')
  await backdate('users', bob.id, SUNDAY_NIGHT_BERLIN)
  await backdate('users', carol.id, MONDAY_EARLY_BERLIN)

  // Downloads: one on each side of the boundary, one in January, one this week, one after NOW.
  await download(SUNDAY_NIGHT_BERLIN)
  await download(MONDAY_EARLY_BERLIN)
  await download('2035-01-22T10:00:00.000Z')
  await download('2035-03-13T10:00:00.000Z', bob)
  await download('2035-03-14T13:00:00.000Z', bob)

  // Survey answers in the week of 5 March: Alice and Bob submit the member survey (two answers
  // each: two submissions); four anonymous submissions, one of them answering only the first
  // question (seven answers: the most answered question has four).
  for (const who of [alice, bob]) {
    for (const question of memberQuestions) await answer(memberSurvey, question, '2035-03-06T10:00:00.000Z', who)
  }
  for (let i = 0; i < 4; i++) {
    await answer(anonymousSurvey, anonymousQuestions[0]!, `2035-03-07T1${i}:00:00.000Z`)
    if (i < 3) await answer(anonymousSurvey, anonymousQuestions[1]!, `2035-03-07T1${i}:00:00.000Z`)
  }

  const saved = await createDoc(payload, 'saved-event-dates', { user: alice.id, event: event.id })
  await backdate('saved_event_dates', saved.id, '2035-03-01T10:00:00.000Z')
  const application = await createDoc(payload, 'project-applications', { user: bob.id, project: project.id, status: 'pending' })
  await backdate('project_applications', application.id, '2035-03-13T09:00:00.000Z')

  // Active members: two snapshots in the week of 26 February (the later counts), none in the
  // week of 5 March, one this week, and one after NOW (not yet taken, as far as NOW knows).
  const snapshot = (day: string, weeklyActive: number) =>
    createDoc(payload, 'activity-snapshots', { day, weeklyActive, dailyActive: 1, members: 10 })
  await snapshot('2035-02-27T23:00:00.000Z', 5) // Wednesday 28 February, Berlin midnight
  await snapshot('2035-03-03T23:00:00.000Z', 7) // Sunday 4 March
  await snapshot('2035-03-12T23:00:00.000Z', 9) // Tuesday 13 March
  await snapshot('2035-03-14T23:00:00.000Z', 11) // Thursday 15 March

  trends = await dashboardTrends(db(), { now: NOW })
})

describe('weekly trends', () => {
  test('every week of the last 12 months, Mondays in Berlin, zero-filled, the week in progress last', () => {
    const weeks = trends.activity.downloads.weeks
    expect(weeks).toHaveLength(53)
    expect(weeks[0]!.week).toBe('2034-03-13')
    expect(weeks.at(-1)!.week).toBe('2035-03-12')
    for (let i = 1; i < weeks.length; i++) {
      const gap = new Date(`${weeks[i]!.week}T00:00:00Z`).getTime() - new Date(`${weeks[i - 1]!.week}T00:00:00Z`).getTime()
      expect(gap).toBe(7 * 24 * 3600_000)
    }
    expect(weeks.filter((week) => week.value === 0)).toHaveLength(53 - 4)
  })

  test('a row belongs to its week in Berlin time, not in UTC', () => {
    const downloads = trends.activity.downloads.weeks
    expect(valueOf(downloads, '2035-02-26')).toBe(1) // Sunday 23:30 in Berlin
    expect(valueOf(downloads, '2035-03-05')).toBe(1) // Monday 00:30 in Berlin, Sunday 23:30 in UTC
    expect(valueOf(downloads, '2035-01-22')).toBe(1)
    expect(valueOf(downloads, '2035-03-12')).toBe(1) // this week so far: the download after NOW is not counted
    const signUps = trends.activity.signUps.weeks
    expect([valueOf(signUps, '2035-02-19'), valueOf(signUps, '2035-02-26'), valueOf(signUps, '2035-03-05')]).toEqual([1, 1, 1])
    expect(valueOf(trends.activity.savedDates.weeks, '2035-02-26')).toBe(1)
    expect(valueOf(trends.activity.applications.weeks, '2035-03-12')).toBe(1)
  })

  test('survey answers count submissions, not one per question', () => {
    const surveys = trends.activity.surveySubmissions.weeks
    // Two member submissions (four answers) and four anonymous ones (seven answers).
    expect(valueOf(surveys, '2035-03-05')).toBe(6)
    expect(surveys.reduce((sum, week) => sum + (week.value ?? 0), 0)).toBe(6)
  })

  test('the change compares the last four complete weeks with the four before', () => {
    // Complete weeks 12 Feb–5 Mar: the two boundary downloads; 15 Jan–5 Feb: the January one.
    expect(trends.activity.downloads.change).toEqual({ current: 2, previous: 1, percent: 100, direction: 'up' })
    // Nothing before, one sign-up each in three of the last four weeks.
    expect(trends.activity.signUps.change).toMatchObject({ current: 3, previous: 0, direction: 'new', percent: null })
    // The application is in the week in progress: not compared.
    expect(trends.activity.applications.change).toMatchObject({ current: 0, previous: 0, direction: 'none' })
  })

  test('weekly active members: each week its latest snapshot; weeks without one have no figure', () => {
    const active = trends.activeMembers.weeks
    expect(valueOf(active, '2035-02-26')).toBe(7)
    expect(valueOf(active, '2035-03-05')).toBeNull()
    expect(valueOf(active, '2035-03-12')).toBe(9)
    expect(valueOf(active, '2035-02-19')).toBeNull()
    expect(trends.activeMembers.change.direction).toBe('unknown')
  })

  test('"recorded since" is the first snapshot', async () => {
    const { docs } = await payload.find({ collection: 'activity-snapshots', sort: 'day', limit: 1, depth: 0 })
    const first = new Date(docs[0]!.day)
    expect(trends.activeMembers.recordedSince).toBe(berlinDayKey(first))
  })

  test('complete weeks summarized by the job give the figures counted live', async () => {
    const now = new Date()
    const live = await dashboardTrends(db(), { now })
    await refreshActivityWeekTotals(db(), { now })
    const summarized = await dashboardTrends(db(), { now })
    for (const kind of Object.keys(live.activity) as (keyof typeof live.activity)[]) {
      // The week in progress is always counted live (other test files add rows to it meanwhile).
      expect(summarized.activity[kind].weeks.slice(0, -1)).toEqual(live.activity[kind].weeks.slice(0, -1))
    }
  })
})

describe('the change in words', () => {
  test('a rise, a fall, nothing before, and too little data', () => {
    expect(periodChange([0, 1, 2, 1, 2, 3, 3, 3, 3], 'sum')).toEqual({ current: 12, previous: 6, percent: 100, direction: 'up' })
    expect(periodChange([9, 10, 10, 10, 10, 5, 5, 5, 5], 'mean')).toEqual({ current: 5, previous: 10, percent: -50, direction: 'down' })
    expect(periodChange([0, 0, 0, 0, 0, 0, 0, 1], 'sum').direction).toBe('new')
    expect(periodChange([null, 3, 3, 3, 3, 3, 3, 3], 'mean').direction).toBe('unknown')
    expect(periodChange([3, 3, 3], 'sum').direction).toBe('unknown')
    const english = adminTranslator()
    expect(changeWords({ current: 12, previous: 6, percent: 100, direction: 'up' }, false, english, 'en')).toEqual({
      arrow: '↑',
      text: 'Up 100% on the 4 weeks before (12 against 6)',
    })
    expect(changeWords({ current: 5, previous: 10, percent: -50, direction: 'down' }, true, english, 'en').text).toBe(
      'Down 50% on the 4 weeks before (5 a week on average against 10)',
    )
    const german: AdminT = (key, vars) => translate({ key, translations: { custom: adminDe }, vars })
    expect(changeWords({ current: 1200, previous: 600, percent: 100, direction: 'up' }, false, german, 'de').text).toContain('1.200')
  })

  test("a chart's CSV: each week's Monday and its figure, empty where there is none", () => {
    expect(
      weeklyCsv('Active members', [
        { week: '2035-02-26', value: 7 },
        { week: '2035-03-05', value: null },
      ]),
    ).toBe('"Week starting (Monday, Berlin)",Active members\r\n2035-02-26,7\r\n2035-03-05,\r\n')
  })
})

describe('an event', () => {
  test('saved dates, agenda marks and reminders sent, week by week before it', async () => {
    const item = await createAgendaItem(payload, event, { title: `Keynote ${tag}` })
    for (const who of [alice, bob]) {
      const mark = await createDoc(payload, 'agenda-interests', { user: who.id, agendaItem: item.id })
      await backdate('agenda_interests', mark.id, '2035-03-06T10:00:00.000Z')
    }
    await db().execute(sql`
      INSERT INTO email_outbox (kind, user_id, event_id, agenda_item_id, delivery_key, status, attempts)
      VALUES ('event-reminder', ${alice.id}, ${event.id}, NULL, ${`trend-${tag}-1`}, 'sent', 1),
             ('agenda-item-reminder', ${alice.id}, ${event.id}, ${item.id}, ${`trend-${tag}-2`}, 'sent', 1),
             ('agenda-item-reminder', ${bob.id}, ${event.id}, ${item.id}, ${`trend-${tag}-3`}, 'pending', 0)`)
    const figures = await eventEngagement(db(), { id: event.id, date: event.date }, { now: NOW })
    expect(figures).toMatchObject({ savedDates: 1, agendaMarks: 2, membersMarking: 2, lastWeekInProgress: true, agendaItemCount: 1 })
    expect(figures.reminders['event-reminder']).toEqual({ sent: 1, pending: 0, failed: 0 })
    expect(figures.reminders['agenda-item-reminder']).toEqual({ sent: 1, pending: 1, failed: 0 })
    expect(figures.agendaItems).toEqual([expect.objectContaining({ id: item.id, marks: 2, remindersSent: 1 })])
    expect(figures.weeks.savedDates).toHaveLength(12)
    expect(valueOf(figures.weeks.savedDates, '2035-02-26')).toBe(1)
    expect(valueOf(figures.weeks.agendaMarks, '2035-03-05')).toBe(2)
  })
})

describe('the daily activity snapshot', () => {
  const at = new Date('2036-06-10T00:30:00.000Z') // Tuesday 02:30 in Berlin (summer time): Monday 9 June has ended

  test('counts members active in the 7 days and the 24 hours before it, once per Berlin day', async () => {
    const activeAt = (who: User, hoursBefore: number) =>
      db().execute(
        sql`UPDATE users SET last_active_at = ${new Date(at.getTime() - hoursBefore * 3600_000).toISOString()}::timestamptz WHERE id = ${who.id}`,
      )
    await activeAt(alice, 2)
    await activeAt(bob, 72)
    await activeAt(carol, 240)
    const first = await recordActivitySnapshot({ payload, user: null }, { now: at })
    const again = await recordActivitySnapshot({ payload, user: null }, { now: new Date(at.getTime() + 3600_000) })
    expect(first).toEqual({ day: '2036-06-09', recorded: true })
    expect(again).toEqual({ day: '2036-06-09', recorded: false })
    const { docs } = await payload.find({
      collection: 'activity-snapshots',
      where: { day: { equals: '2036-06-08T22:00:00.000Z' } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ weeklyActive: 2, dailyActive: 1 })
  })

  test('two runners at once store the day once', async () => {
    const later = new Date('2036-07-01T06:00:00.000Z')
    const runner = await startRunner('snapshot')
    try {
      const results = await Promise.all([
        recordActivitySnapshot({ payload, user: null }, { now: later }),
        recordActivitySnapshot({ payload: runner.payload, user: null }, { now: later }),
      ])
      expect(results.filter((result) => result.recorded)).toHaveLength(1)
    } finally {
      await runner.stop()
    }
    const { totalDocs } = await payload.count({ collection: 'activity-snapshots', where: { day: { equals: '2036-06-29T22:00:00.000Z' } } })
    expect(totalDocs).toBe(1)
  })

  test('the job on the queue stores yesterday once and summarizes the weeks', async () => {
    // This job exactly: other files' jobs may wait on the same queue of the shared database.
    const run = async () => {
      const job = await payload.jobs.queue({ task: 'recordActivitySnapshot', input: {}, queue: CONTENT_QUEUE })
      await payload.jobs.runByID({ id: job.id })
    }
    await run()
    await run()
    const yesterday = berlinYesterday(new Date())
    const { docs } = await payload.find({
      collection: 'activity-snapshots',
      where: { day: { equals: berlinMidnight(yesterday).toISOString() } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const { rows } = await db().execute(sql`SELECT count(*)::int AS weeks FROM activity_week_totals WHERE kind = 'downloads'`)
    expect(Number(rows[0]!.weeks)).toBeGreaterThanOrEqual(52)
  })
})

describe('access', () => {
  test('only admins read the snapshots; nobody writes them through the API', async () => {
    const { actors } = given
    const read = (user?: User) => payload.find({ collection: 'activity-snapshots', limit: 1, depth: 0, user, overrideAccess: false })
    await expect(read()).rejects.toThrow()
    await expect(read(actors.member)).rejects.toThrow()
    expect((await read(actors.admin)).totalDocs).toBeGreaterThan(0)
    expect((await read(actors.superAdmin)).totalDocs).toBeGreaterThan(0)
    const create = (user: User) =>
      payload.create({
        collection: 'activity-snapshots',
        data: { day: '2040-01-01T00:00:00.000Z', weeklyActive: 1, dailyActive: 1, members: 1 },
        user,
        overrideAccess: false,
      })
    await expect(create(actors.admin)).rejects.toThrow()
    await expect(create(actors.superAdmin)).rejects.toThrow()
  })
})
