/**
 * The admin dashboard's figures and the Top 100 Engaged Users (spec 2, 7 and 9) against the
 * real database: members with known activity are created through the local API, and the SQL
 * results are compared with figures counted independently through the local API.
 */
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { engagementDashboard, type EngagementDashboard } from '../../src/lib/engagement/engagementDashboard'
import { topEngagedMembers, type EngagedMember } from '../../src/lib/engagement/topEngagedMembers'
import type { Document, Event, Project, Survey, SurveyQuestion, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
const tag = uniqueTag()

type Member = User
let alice: Member, bob: Member, carol: Member, dave: Member, eve: Member, frank: Member, gina: Member
const crowd: Member[] = []
let documents: Document[]
let events: Event[]
let projects: Project[]
let surveyOne: Survey, surveyTwo: Survey, anonymousSurvey: Survey
let questions: { one: SurveyQuestion[]; two: SurveyQuestion; anonymous: SurveyQuestion }

const member = (name: string, organization?: number) =>
  createUser(payload, { email: `${name}-${tag}@engagement.test`, firstName: name, ...(organization ? { organization } : {}) })
const download = (who: Member, document: Document) => createDoc(payload, 'document-downloads', { user: who.id, document: document.id })
const save = (who: Member, event: Event) => createDoc(payload, 'saved-event-dates', { user: who.id, event: event.id })
const apply = (who: Member, project: Project, status: string) =>
  createDoc(payload, 'project-applications', { user: who.id, project: project.id, status })
const answer = (who: Member, survey: Survey, question: SurveyQuestion) =>
  // As the survey form's submit stores them: in the member's name, past the admins-only REST access.
  createDoc(
    payload,
    'survey-responses',
    { survey: survey.id, question: question.id, responseValue: 'Yes' },
    { user: who, overrideAccess: true },
  )
const invite = (who: Member, email: string, status: string, invitedAt: string | null) =>
  createDoc(payload, 'invitations', { invitedBy: who.id, email: `${email}-${tag}@invitee.test`, status, invitedAt })

beforeAll(async () => {
  payload = getPayload()
  const organization = await createDoc(payload, 'organizations', { name: `Nordwerk ${tag}`, type: 'industry' })
  documents = []
  for (const title of ['Safety Manual', 'Network Guide', 'PLC Handbook']) {
    documents.push(
      await createDoc(payload, 'documents', { title: `${title} ${tag}`, company: 'ACME', documentType: 'Report' }, { file: pdfFile() }),
    )
  }
  events = []
  for (const title of ['OT Summit', 'IT Forum', 'Plant Day']) {
    events.push(await createDoc(payload, 'events', { title: `${title} ${tag}`, date: '2030-05-01T08:00:00.000Z' }))
  }
  projects = []
  for (const title of ['Edge Gateway', 'Historian', 'Digital Twin']) {
    projects.push(
      await createDoc(payload, 'projects', { title: `${title} ${tag}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z' }),
    )
  }
  const survey = (title: string, isAnonymous = false) =>
    createDoc(payload, 'surveys', { title: `${title} ${tag}`, isActive: true, isAnonymous })
  const question = (of: Survey, questionText: string) =>
    createDoc(payload, 'survey-questions', { survey: of.id, questionText, questionType: 'text' })
  surveyOne = await survey('Tooling Survey')
  surveyTwo = await survey('Security Survey')
  anonymousSurvey = await survey('Anonymous Pulse', true)
  questions = {
    one: [await question(surveyOne, 'Which PLC?'), await question(surveyOne, 'Which SCADA?')],
    two: await question(surveyTwo, 'Patch cadence?'),
    anonymous: await question(anonymousSurvey, 'Mood?'),
  }

  alice = await member('Alice', organization.id)
  bob = await member('Bob')
  carol = await member('Carol')
  dave = await member('Dave')
  eve = await member('Eve')
  frank = await member('Frank')
  gina = await member('Gina')

  // Alice: 3 downloads, 2 distinct surveys over 3 answers, 1 saved event, 1 application,
  // 3 sent invitations (sent, accepted, expired after sending) and 2 that never went out.
  for (const document of documents) await download(alice, document)
  await answer(alice, surveyOne, questions.one[0]!)
  await answer(alice, surveyTwo, questions.two)
  await answer(alice, surveyOne, questions.one[1]!) // Survey One is now the most recently answered
  await save(alice, events[0]!)
  await apply(alice, projects[0]!, 'pending')
  await invite(alice, 'accepted', 'accepted', '2026-03-01T10:00:00.000Z')
  await invite(alice, 'sent', 'sent', '2026-03-05T10:00:00.000Z')
  await invite(alice, 'lapsed', 'expired', '2026-02-01T10:00:00.000Z')
  await invite(alice, 'waiting', 'pending', null)
  await invite(alice, 'unsent', 'expired', null)

  // Bob and Gina: one download each (5 points, a tie). Carol: 3 saved events, 3 applications.
  await download(bob, documents[0]!)
  await download(gina, documents[1]!)
  for (const event of events) await save(carol, event)
  await apply(carol, projects[0]!, 'approved')
  await apply(carol, projects[1]!, 'rejected')
  await apply(carol, projects[2]!, 'pending')

  // Dave does nothing; Eve only has invitations that were never sent; Frank only answers anonymously.
  await invite(eve, 'draft', 'pending', null)
  await answer(frank, anonymousSurvey, questions.anonymous)

  // More than a hundred members with points, so the list has to stop at 100.
  for (let i = 0; i < 101; i++) {
    const someone = await member(`crowd${i}`)
    await download(someone, documents[i % documents.length]!)
    crowd.push(someone)
  }
}, 600_000)

/** Every row of a collection, read through the local API (small test data). */
const everything = async (collection: CollectionSlug) =>
  (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true })).docs as unknown as Record<string, unknown>[]

const idOf = (value: unknown) => Number(typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

/** Spec 9 counted member by member in JavaScript, independently of the SQL. */
async function referencePoints(): Promise<Map<number, number>> {
  const points = new Map<number, number>()
  const add = (user: unknown, amount: number) => points.set(idOf(user), (points.get(idOf(user)) ?? 0) + amount)
  // Downloads kept from deleted accounts have no member to earn the points.
  for (const row of await everything('document-downloads')) if (row.user) add(row.user, 5)
  for (const row of await everything('saved-event-dates')) add(row.user, 5)
  for (const row of await everything('project-applications')) add(row.user, 50)
  const surveysPerMember = new Set<string>()
  for (const row of await everything('survey-responses')) {
    if (row.user) surveysPerMember.add(`${idOf(row.user)}:${idOf(row.survey)}`)
  }
  for (const key of surveysPerMember) add(key.split(':')[0], 10)
  for (const row of await everything('invitations')) {
    if (row.invitedAt || row.status === 'sent' || row.status === 'accepted') add(row.invitedBy, 50)
  }
  return points
}

/** KPI figures counted through the local API. */
async function referenceFigures(): Promise<EngagementDashboard['figures']> {
  const count = async (collection: CollectionSlug) => (await payload.count({ collection, overrideAccess: true })).totalDocs
  const respondents = new Set((await everything('survey-responses')).filter((row) => row.user).map((row) => idOf(row.user)))
  return {
    totalUsers: await count('users'),
    surveySubmissions: respondents.size,
    eventBookmarks: await count('saved-event-dates'),
    documentDownloads: await count('document-downloads'),
    projectApplications: await count('project-applications'),
  }
}

/**
 * Other test files write to the same database at the same time: a comparison is only made when
 * the dashboard read the same before and after the reference was counted, and the reference the
 * same twice (it reads collection after collection, so a write between two of its reads shows in
 * it alone).
 */
async function readSteadily<T>(reference: () => Promise<T>): Promise<{ dashboard: EngagementDashboard; reference: T }> {
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a, (_key, value) => (value instanceof Map ? [...value] : value)) ===
    JSON.stringify(b, (_key, value) => (value instanceof Map ? [...value] : value))
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await engagementDashboard(payload.db.drizzle)
    const counted = await reference()
    const after = await engagementDashboard(payload.db.drizzle)
    const countedAgain = await reference()
    if (same(before, after) && same(counted, countedAgain)) return { dashboard: after, reference: counted }
  }
  throw new Error('The data kept changing while the dashboard was compared')
}

const everyone = () => topEngagedMembers(payload.db.drizzle, { limit: 1_000_000 })
const find = (list: EngagedMember[], who: Member) => list.find((entry) => entry.id === who.id)
const labels = (entry: EngagedMember | undefined, kind: keyof EngagedMember['activities']) =>
  entry?.activities[kind].recent.map((item) => (item.status ? `${item.label} (${item.status})` : item.label))

describe('KPI cards', () => {
  test('the five figures equal the counts taken through the local API', async () => {
    const { dashboard, reference } = await readSteadily(referenceFigures)
    expect(dashboard.figures).toEqual(reference)
    expect(dashboard.figures.totalUsers).toBeGreaterThanOrEqual(108)
  })

  test('Survey Submissions counts members, not answers, and leaves anonymous answers out', async () => {
    const { dashboard, reference } = await readSteadily(async () => {
      const rows = await everything('survey-responses')
      return { answers: rows, respondents: new Set(rows.filter((row) => row.user).map((row) => idOf(row.user))) }
    })
    expect(reference.answers.filter((row) => idOf(row.user) === alice.id)).toHaveLength(3)
    expect(reference.answers.some((row) => idOf(row.survey) === anonymousSurvey.id && !row.user)).toBe(true)
    expect(reference.respondents.has(alice.id)).toBe(true)
    expect(reference.respondents.has(frank.id)).toBe(false)
    expect(dashboard.figures.surveySubmissions).toBe(reference.respondents.size)
  })
})

describe('Top 100 Engaged Users', () => {
  test('each member gets the points of spec 9, with one survey counted once however many questions', async () => {
    const all = await everyone()
    expect(find(all, alice)?.points).toBe(3 * 5 + 2 * 10 + 1 * 5 + 1 * 50 + 3 * 50)
    expect(find(all, alice)?.activities).toMatchObject({
      downloads: { count: 3 },
      surveys: { count: 2 },
      savedEvents: { count: 1 },
      applications: { count: 1 },
      invitations: { count: 3 },
    })
    expect(find(all, carol)?.points).toBe(3 * 5 + 3 * 50)
    expect(find(all, bob)?.points).toBe(5)
    expect(find(all, gina)?.points).toBe(5)
    for (const someone of crowd) expect(find(all, someone)?.points).toBe(5)
  })

  test('members without points are left out: no activity, never-sent invitations, anonymous answers', async () => {
    const all = await everyone()
    for (const someone of [dave, eve, frank]) expect(find(all, someone)).toBeUndefined()
    expect(all.every((entry) => entry.points > 0)).toBe(true)
  })

  test('most points first; equal points keep the older account first', async () => {
    const all = await everyone()
    for (let i = 1; i < all.length; i++) {
      const [previous, current] = [all[i - 1]!, all[i]!]
      expect(previous.points > current.points || (previous.points === current.points && previous.id < current.id)).toBe(true)
    }
    const position = (who: Member) => all.findIndex((entry) => entry.id === who.id)
    expect(position(alice)).toBeLessThan(position(carol))
    expect(position(carol)).toBeLessThan(position(bob))
    expect(position(bob)).toBeLessThan(position(gina))
    expect(position(gina)).toBeLessThan(position(crowd[0]!))
  })

  test('the dashboard lists exactly the 100 members with the most points, as counted member by member', async () => {
    const { dashboard, reference } = await readSteadily(referencePoints)
    const expected = [...reference.entries()].filter(([, points]) => points > 0).sort(([idA, a], [idB, b]) => b - a || idA - idB)
    expect(expected.length).toBeGreaterThan(100)
    expect(dashboard.topMembers).toHaveLength(100)
    expect(dashboard.topMembers.map((entry) => [entry.id, entry.points])).toEqual(expected.slice(0, 100))
  })

  test('each activity shows its two most recent items and how many more there are', async () => {
    const all = await everyone()
    const aliceEntry = find(all, alice)
    expect(aliceEntry?.firstName).toBe('Alice')
    expect(aliceEntry?.email).toBe(alice.email)
    expect(aliceEntry?.organization).toBe(`Nordwerk ${tag}`)
    expect(labels(aliceEntry, 'downloads')).toEqual([`PLC Handbook ${tag}`, `Network Guide ${tag}`])
    expect(labels(aliceEntry, 'surveys')).toEqual([`Tooling Survey ${tag}`, `Security Survey ${tag}`])
    expect(labels(aliceEntry, 'savedEvents')).toEqual([`OT Summit ${tag}`])
    expect(labels(aliceEntry, 'applications')).toEqual([`Edge Gateway ${tag} (pending)`])
    // Invitations by the time they were sent, not created; the never-sent ones are not items.
    expect(labels(aliceEntry, 'invitations')).toEqual([`sent-${tag}@invitee.test (sent)`, `accepted-${tag}@invitee.test (accepted)`])

    const more = (entry: EngagedMember | undefined, kind: keyof EngagedMember['activities']) =>
      entry ? entry.activities[kind].count - entry.activities[kind].recent.length : -1
    expect(more(aliceEntry, 'downloads')).toBe(1)
    expect(more(aliceEntry, 'surveys')).toBe(0)
    expect(more(aliceEntry, 'invitations')).toBe(1)

    const carolEntry = find(all, carol)
    expect(carolEntry?.organization).toBeNull()
    expect(labels(carolEntry, 'savedEvents')).toEqual([`Plant Day ${tag}`, `IT Forum ${tag}`])
    expect(labels(carolEntry, 'applications')).toEqual([`Digital Twin ${tag} (pending)`, `Historian ${tag} (rejected)`])
    expect(more(carolEntry, 'savedEvents')).toBe(1)
    expect(more(carolEntry, 'applications')).toBe(1)
    expect(carolEntry?.activities.downloads).toEqual({ count: 0, recent: [] })
  })
})
