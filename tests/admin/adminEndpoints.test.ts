/**
 * The custom endpoints of the admin panel and operations, through Payload's REST handler with
 * real requests: who may call them, what they change, and the health check.
 */
import { handleEndpoints, type Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { PAGE_CACHE_CHANNEL } from '../../src/lib/platform/pageCache/visitorPageCache'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'
import { confirmAdminSession } from '../support/rest'

const getPayload = usePayload()
let payload: Payload
const tokens: Record<'member' | 'admin', string> = { member: '', admin: '' }

beforeAll(async () => {
  payload = getPayload()
  for (const role of ['member', 'admin'] as const) {
    const email = `endpoint-${role}-${uniqueTag()}@example.com`
    await createUser(payload, { email, role: role === 'admin' ? 'admin' : 'community_user' })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'test-password' } })).token!
    await confirmAdminSession(payload, tokens[role]!)
  }
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${path}`, {
      method,
      headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
  })

describe('application review', () => {
  test('only admins review; a reviewed application is final', async () => {
    const project = await createDoc(payload, 'projects', { title: 'Review target', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    const applicant = await createUser(payload, { email: `applicant-${uniqueTag()}@example.com` })
    const application = await createDoc(payload, 'project-applications', { project: project.id, user: applicant.id }, { user: applicant })
    const path = `project-applications/${application.id}/review`

    expect((await call('POST', path, undefined, { decision: 'approve' })).status).toBe(403)
    expect((await call('POST', path, tokens.member, { decision: 'approve' })).status).toBe(403)
    expect((await call('POST', path, tokens.admin, { decision: 'maybe' })).status).toBe(400)
    const approved = await call('POST', path, tokens.admin, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect((await approved.json()).message).toBe('Application approved successfully')
    const again = await call('POST', path, tokens.admin, { decision: 'reject' })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe('This application has already been reviewed.')
    expect((await payload.findByID({ collection: 'project-applications', id: application.id })).status).toBe('approved')
    expect((await call('POST', 'project-applications/999999999/review', tokens.admin, { decision: 'approve' })).status).toBe(404)
  })

  test('two simultaneous reviews make one decision', async () => {
    const project = await createDoc(payload, 'projects', { title: 'Race target', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    const applicant = await createUser(payload, { email: `racer-${uniqueTag()}@example.com` })
    const application = await createDoc(payload, 'project-applications', { project: project.id, user: applicant.id }, { user: applicant })
    const path = `project-applications/${application.id}/review`
    const results = await Promise.all(
      ['approve', 'reject', 'approve', 'reject'].map((decision) =>
        call('POST', path, tokens.admin, { decision }).then((response) => response.status),
      ),
    )
    expect(results.filter((status) => status === 200)).toHaveLength(1)
    expect(results.filter((status) => status === 409)).toHaveLength(3)
  })

  test("a review is an update through the collection: its hooks run (the visitor pages' cache hears of it)", async () => {
    const project = await createDoc(payload, 'projects', { title: 'Hooked review', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    const applicant = await createUser(payload, { email: `hooked-${uniqueTag()}@example.com` })
    const application = await createDoc(payload, 'project-applications', { project: project.id, user: applicant.id }, { user: applicant })
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      const heard: string[] = []
      listener.on('notification', (message) => heard.push(message.channel))
      await listener.query(`LISTEN "${PAGE_CACHE_CHANNEL}"`)
      const response = await call('POST', `project-applications/${application.id}/review`, tokens.admin, { decision: 'reject' })
      expect(response.status).toBe(200)
      await expect.poll(() => heard.includes(PAGE_CACHE_CHANNEL), { timeout: 5_000 }).toBe(true)
    } finally {
      await listener.end()
    }
  })

  test('the same rule holds for other writes: a decided application keeps its status, other fields may change', async () => {
    const project = await createDoc(payload, 'projects', { title: 'Form edit', type: 'Research', startDate: '2030-01-01T00:00:00Z' })
    const applicant = await createUser(payload, { email: `form-${uniqueTag()}@example.com` })
    const application = await createDoc(payload, 'project-applications', { project: project.id, user: applicant.id }, { user: applicant })
    expect((await call('POST', `project-applications/${application.id}/review`, tokens.admin, { decision: 'approve' })).status).toBe(200)
    const admin = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0]!
    // The admin form sends the whole document again, its unchanged status included.
    const edited = await payload.update({
      collection: 'project-applications',
      id: application.id,
      data: { status: 'approved', message: 'Edited after approval' },
      overrideAccess: false,
      user: admin,
    })
    expect(edited.message).toBe('Edited after approval')
    await expect(
      payload.update({
        collection: 'project-applications',
        id: application.id,
        data: { status: 'pending' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow('This application has already been reviewed.')
  })
})

describe('survey question order', () => {
  test('only admins move questions; up and down swap with the neighbour', async () => {
    const survey = await createDoc(payload, 'surveys', { title: `Order ${uniqueTag()}` })
    const questions = []
    for (const text of ['First', 'Second', 'Third']) {
      questions.push(await createDoc(payload, 'survey-questions', { survey: survey.id, questionText: text, questionType: 'text' }))
    }
    expect(questions.map((question) => question.orderIndex)).toEqual([0, 1, 2])
    const order = async () =>
      (
        await payload.find({ collection: 'survey-questions', where: { survey: { equals: survey.id } }, sort: 'orderIndex', depth: 0 })
      ).docs.map((question) => question.questionText)

    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.member, { direction: 'up' })).status).toBe(403)
    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.admin, { direction: 'up' })).status).toBe(200)
    expect(await order()).toEqual(['Second', 'First', 'Third'])
    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.admin, { direction: 'up' })).status).toBe(409)
    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.admin, { direction: 'down' })).status).toBe(200)
    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.admin, { direction: 'down' })).status).toBe(200)
    expect(await order()).toEqual(['First', 'Third', 'Second'])
    expect((await call('POST', `survey-questions/${questions[1]!.id}/move`, tokens.admin, { direction: 'sideways' })).status).toBe(400)
  })
})

describe('organization member summary', () => {
  test('admins get counts and names for a page of organizations in one call; members are refused', async () => {
    const organization = await createDoc(payload, 'organizations', { name: `Summary ${uniqueTag()}`, type: 'vendor' })
    const empty = await createDoc(payload, 'organizations', { name: `Empty ${uniqueTag()}`, type: 'vendor' })
    await createUser(payload, { email: `a-${uniqueTag()}@example.com`, organization: organization.id, firstName: 'Ada' })
    await createUser(payload, { email: `b-${uniqueTag()}@example.com`, organization: organization.id, firstName: 'Bo' })
    const path = `organizations/member-summary?ids=${organization.id},${empty.id}`
    expect((await call('GET', path, tokens.member)).status).toBe(403)
    const response = await call('GET', path, tokens.admin)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      [organization.id]: { count: 2, names: ['Ada User', 'Bo User'] },
      [empty.id]: { count: 0, names: [] },
    })
  })
})

test('the health check answers 200 with the database reachable, for anyone', async () => {
  const response = await call('GET', 'health')
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
})
