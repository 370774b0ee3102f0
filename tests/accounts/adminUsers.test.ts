/**
 * The admin's Users screen on the server: role changes through the REST API (refused for
 * admins with a clear 403, accepted for super admins), deleting a user (what the user owned
 * goes, what others still need stays without the user), and the data of the Analytics panel.
 */
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, test, vi } from 'vitest'

import config from '@payload-config'

import { ROLE_CHANGE_REFUSED } from '../../hooks/accounts/refuseRoleChangeUnlessSuperAdmin'
import { loadUserAnalytics, RECENT_DOWNLOADS } from '../../src/lib/accounts/users/userAnalytics'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'
import { afterDeletion, footprintNow, leaveFootprint, untouched } from '../support/userFootprint'

const given = useActors()
let tokens: { admin: string; superAdmin: string }

beforeAll(async () => {
  // createUser gives every account the password 'test-password'.
  tokens = { admin: await tokenOf(given.payload, given.actors.admin), superAdmin: await tokenOf(given.payload, given.actors.superAdmin) }
})

/** The REST API exactly as the admin's row actions call it, signed in by token. */
const rest = (method: 'PATCH' | 'DELETE', path: string, token: string, body?: Record<string, unknown>) =>
  handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}?depth=0`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  })

const userRow = (id: number) => given.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
const newMember = (label: string) => createUser(given.payload, { email: `${label}-${uniqueTag()}@test.example` })
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

describe('changing a system role through the REST API', () => {
  test("an admin's role change is refused with 403 and a clear message, and nothing in the request is saved", async () => {
    const member = await newMember('role-target')
    const response = await rest('PATCH', `/users/${member.id}`, tokens.admin, { role: 'admin', jobRole: 'Sneaked in' })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBe(ROLE_CHANGE_REFUSED)
    const after = await userRow(member.id)
    expect(after.role).toBe('community_user')
    expect(after.jobRole ?? null).toBeNull()
  })

  test('an admin cannot promote themselves either', async () => {
    const response = await rest('PATCH', `/users/${given.actors.admin.id}`, tokens.admin, { role: 'super_admin' })
    expect(response.status).toBe(403)
    expect((await userRow(given.actors.admin.id)).role).toBe('admin')
  })

  test('an admin may resend the unchanged role (as the edit form does) and reassign the organization', async () => {
    const member = await newMember('org-target')
    const organization = await createDoc(given.payload, 'organizations', { name: `Reassigned ${uniqueTag()}`, type: 'academia' })
    const response = await rest('PATCH', `/users/${member.id}`, tokens.admin, {
      role: 'community_user',
      organization: organization.id,
    })
    expect(response.status).toBe(200)
    expect((await userRow(member.id)).organization).toBe(organization.id)
    const cleared = await rest('PATCH', `/users/${member.id}`, tokens.admin, { organization: null })
    expect(cleared.status).toBe(200)
    expect((await userRow(member.id)).organization ?? null).toBeNull()
  })

  test("a super admin's role change is accepted", async () => {
    const member = await newMember('promoted')
    const response = await rest('PATCH', `/users/${member.id}`, tokens.superAdmin, { role: 'admin' })
    expect(response.status).toBe(200)
    expect((await userRow(member.id)).role).toBe('admin')
    const back = await rest('PATCH', `/users/${member.id}`, tokens.superAdmin, { role: 'community_user' })
    expect(back.status).toBe(200)
    expect((await userRow(member.id)).role).toBe('community_user')
  })
})

describe('deleting a user', () => {
  test('removes the rows the user owned, keeps the others without the user, and leaves everyone else’s alone', async () => {
    const colleague = await newMember('colleague')
    const doomed = await newMember('doomed')
    const bystander = await newMember('bystander')
    const doomedRows = await leaveFootprint(given.payload, doomed, colleague, given.actors.admin)
    const bystanderRows = await leaveFootprint(given.payload, bystander, colleague, given.actors.admin)

    const response = await rest('DELETE', `/users/${doomed.id}`, tokens.admin)
    expect(response.status).toBe(200)
    expect(await given.payload.findByID({ collection: 'users', id: doomed.id, disableErrors: true, overrideAccess: true })).toBeNull()

    expect(await footprintNow(given.payload, doomedRows)).toEqual(afterDeletion())
    expect(await footprintNow(given.payload, bystanderRows)).toEqual(untouched(bystander))
  })

  test("an admin cannot delete a super admin's account", async () => {
    const response = await rest('DELETE', `/users/${given.actors.superAdmin.id}`, tokens.admin)
    expect(response.status).toBe(403)
    expect(await userRow(given.actors.superAdmin.id)).toMatchObject({ id: given.actors.superAdmin.id })
  })
})

describe('the Analytics panel data', () => {
  let analyst: User
  let quiet: User
  /** One row of each kind and an organization: the same related collections as `analyst`. */
  let light: User
  const tag = uniqueTag()
  const DOWNLOADS = 12

  beforeAll(async () => {
    const organization = await createDoc(given.payload, 'organizations', {
      name: `Analytics Org ${tag}`,
      type: 'industry',
      sector: 'Water Treatment',
    })
    analyst = await given.payload.update({
      collection: 'users',
      id: (await newMember('analyst')).id,
      data: {
        organization: organization.id,
        workingIn: 'OT',
        jobRole: 'Control Engineer',
        interestedInEducation: true,
        interestedInResearch: true,
      },
      overrideAccess: true,
    })
    quiet = await newMember('quiet')
    light = await given.payload.update({
      collection: 'users',
      id: (await newMember('light')).id,
      data: { organization: organization.id },
      overrideAccess: true,
    })

    // Downloads on distinct days: document k is downloaded k days ago.
    for (let k = 1; k <= DOWNLOADS; k++) {
      const document = await createDoc(
        given.payload,
        'documents',
        { title: `Datasheet ${k} ${tag}`, company: `Vendor ${k}`, documentType: 'Datasheet' },
        { file: pdfFile() },
      )
      await createDoc(given.payload, 'document-downloads', { user: analyst.id, document: document.id, createdAt: daysAgo(k) })
    }
    for (const [k, title] of ['Plant open day', 'Security summit'].entries()) {
      const event = await createDoc(given.payload, 'events', { title: `${title} ${tag}`, date: daysAgo(-10 - k) })
      await createDoc(given.payload, 'saved-event-dates', { user: analyst.id, event: event.id, createdAt: daysAgo(k) })
    }

    // Two surveys; the newer answers belong to "Remote access", answered out of question order.
    const answer = async (surveyId: number, questionId: number, responseValue: string, days: number) =>
      createDoc(
        given.payload,
        'survey-responses',
        { survey: surveyId, question: questionId, responseValue, user: analyst.id, createdAt: daysAgo(days) },
        { user: given.actors.admin, overrideAccess: true },
      )
    const survey = async (title: string) =>
      createDoc(given.payload, 'surveys', { title: `${title} ${tag}`, isActive: true, isAnonymous: false })
    const question = async (surveyId: number, questionText: string, orderIndex: number) =>
      createDoc(given.payload, 'survey-questions', { survey: surveyId, questionText, questionType: 'text', orderIndex })
    const skills = await survey('Skills')
    const skillsQuestion = await question(skills.id, 'Which training do you need?', 0)
    const remote = await survey('Remote access')
    const remoteFirst = await question(remote.id, 'How do vendors connect?', 0)
    const remoteSecond = await question(remote.id, 'Which controls apply?', 1)
    await answer(skills.id, skillsQuestion.id, 'Safety PLCs', 5)
    await answer(remote.id, remoteSecond.id, JSON.stringify(['Segmentation', 'Patching']), 2)
    await answer(remote.id, remoteFirst.id, 'VPN', 3)

    const lightDocument = await createDoc(
      given.payload,
      'documents',
      { title: `Manual ${tag}`, company: 'Vendor', documentType: 'Manual' },
      { file: pdfFile() },
    )
    await createDoc(given.payload, 'document-downloads', { user: light.id, document: lightDocument.id })
    const lightEvent = await createDoc(given.payload, 'events', { title: `Meetup ${tag}`, date: daysAgo(-3) })
    await createDoc(given.payload, 'saved-event-dates', { user: light.id, event: lightEvent.id })
    await createDoc(
      given.payload,
      'survey-responses',
      { survey: skills.id, question: skillsQuestion.id, responseValue: 'None', user: light.id },
      { user: given.actors.admin, overrideAccess: true },
    )
  })

  test('returns User Information, saved events, responses grouped by survey and the 10 most recent of N downloads', async () => {
    const analytics = await loadUserAnalytics({ payload: given.payload, userId: analyst.id, viewer: given.actors.admin })

    expect(analytics.information).toEqual({
      email: analyst.email,
      workingIn: 'OT',
      jobRole: 'Control Engineer',
      joined: analyst.createdAt,
      organization: { name: `Analytics Org ${tag}`, type: 'industry', sector: 'Water Treatment' },
      interests: ['Education', 'Research'],
    })

    expect(analytics.savedEvents.total).toBe(2)
    expect(analytics.savedEvents.items.map((item) => item.title)).toEqual([`Plant open day ${tag}`, `Security summit ${tag}`])

    expect(analytics.surveyResponses.total).toBe(3)
    expect(
      analytics.surveyResponses.surveys.map((survey) => ({
        title: survey.title,
        responses: survey.responses.map(({ question, answer }) => ({ question, answer })),
      })),
    ).toEqual([
      {
        title: `Remote access ${tag}`,
        responses: [
          { question: 'How do vendors connect?', answer: 'VPN' },
          { question: 'Which controls apply?', answer: 'Segmentation, Patching' },
        ],
      },
      { title: `Skills ${tag}`, responses: [{ question: 'Which training do you need?', answer: 'Safety PLCs' }] },
    ])

    expect(analytics.downloads.total).toBe(DOWNLOADS)
    expect(analytics.downloads.recent).toHaveLength(RECENT_DOWNLOADS)
    expect(analytics.downloads.recent.map((row) => [row.title, row.company])).toEqual(
      Array.from({ length: RECENT_DOWNLOADS }, (_, i) => [`Datasheet ${i + 1} ${tag}`, `Vendor ${i + 1}`]),
    )
  })

  test('a user without activity gets empty sections', async () => {
    const analytics = await loadUserAnalytics({ payload: given.payload, userId: quiet.id, viewer: given.actors.admin })
    expect(analytics.information.organization).toBeNull()
    expect(analytics.information.interests).toEqual([])
    expect(analytics.savedEvents).toEqual({ total: 0, items: [] })
    expect(analytics.surveyResponses).toEqual({ total: 0, surveys: [] })
    expect(analytics.downloads).toEqual({ total: 0, recent: [] })
  })

  test("a yes/no answer comes with its question's type, which the panel shows in the admin's words ('No', 'Nein')", async () => {
    const voter = await newMember('yesno')
    const poll = await createDoc(given.payload, 'surveys', { title: `Poll ${tag}`, isActive: true, isAnonymous: false })
    const asked = async (questionText: string, questionType: 'yes_no' | 'text', orderIndex: number) =>
      createDoc(given.payload, 'survey-questions', { survey: poll.id, questionText, questionType, orderIndex })
    const yesNo = await asked('Do you run a SOC?', 'yes_no', 0)
    const text = await asked('Why not?', 'text', 1)
    for (const [question, responseValue] of [
      [yesNo, 'no'],
      [text, 'no'],
    ] as const) {
      await createDoc(
        given.payload,
        'survey-responses',
        { survey: poll.id, question: question.id, responseValue, user: voter.id },
        { user: given.actors.admin, overrideAccess: true },
      )
    }
    const analytics = await loadUserAnalytics({ payload: given.payload, userId: voter.id, viewer: given.actors.admin })
    // A text answer of the same word stays as the member wrote it: only the type makes it a no.
    expect(
      analytics.surveyResponses.surveys[0]!.responses.map(({ question, questionType, answer }) => ({ question, questionType, answer })),
    ).toEqual([
      { question: 'Do you run a SOC?', questionType: 'yes_no', answer: 'no' },
      { question: 'Why not?', questionType: 'text', answer: 'no' },
    ])
  })

  test('the number of database queries does not grow with the activity', async () => {
    const pool = (given.payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown } }).pool
    const spy = vi.spyOn(pool, 'query')
    const queriesFor = async (user: User) => {
      spy.mockClear()
      await loadUserAnalytics({ payload: given.payload, userId: user.id, viewer: given.actors.admin })
      return spy.mock.calls.length
    }
    try {
      const forLight = await queriesFor(light)
      // 12 downloads, 2 saved events and 3 answers in 2 surveys cost what 1 of each costs.
      expect(await queriesFor(analyst)).toBe(forLight)
      expect(forLight).toBeGreaterThan(0)
      expect(forLight).toBeLessThanOrEqual(15)
    } finally {
      spy.mockRestore()
    }
  })

  test("a member cannot read another member's analytics", async () => {
    await expect(loadUserAnalytics({ payload: given.payload, userId: analyst.id, viewer: given.actors.member })).rejects.toMatchObject({
      status: 404,
    })
  })
})
