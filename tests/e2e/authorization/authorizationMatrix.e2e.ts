/**
 * The access matrix of tests/authorization/access-matrix.test.ts, repeated over real HTTP against the built
 * app: every collection × find, findByID, create, update, delete through REST and GraphQL, the
 * custom endpoints, field rules (role, e-mail, organization editability, owners and statuses
 * set by the server), file downloads, pages and the server actions, each × visitor, member,
 * another member, the member's organization admin, admin and super admin. Writes docs/authorization-matrix.md and fails on any
 * cell that differs from its rule.
 */
import { expect, test } from '@playwright/test'
import crypto from 'node:crypto'

import type { ActionResult } from '../../../src/lib/actions/actionResult'
import { STAGED_COLLECTIONS } from '../../../src/lib/content/stagedCollections'
import { EXPORTABLE_COLLECTIONS } from '../../../src/lib/exports/exportableCollections'
import type { Config } from '../../../src/payload-types'
import { COLLECTION_POLICIES, accessOf, policyOf, endpointAccessOf, fieldAccessOf, globalAccessOf } from '../../policies'
import { matrixFixtures } from '../../policies/matrixFixtures'
import type { CollectionPolicy, MatrixFile, MatrixFixtures } from '../../policies/policy'
import { pdfFile, pngFile } from '../../support/files'
import {
  ACTOR_NAMES,
  type HttpActor,
  type HttpActors,
  type Row,
  type SetupApi,
  createActors,
  organizationOf,
  setupApi,
} from '../http/actors'
import {
  type CellResult,
  type MatrixRow,
  type Outcome,
  allowed,
  describeCell,
  denied,
  isMismatch,
  runRows,
  writeMatrix,
} from '../http/matrix'
import { SERVER_ACTIONS } from '../http/memberSiteActions'
import { type ActionReference, callServerAction } from '../http/serverActions'
import { appDatabase } from '../support/appDatabase'
import { useAppServer } from '../support/appServer'

// Hundreds of cells per surface: each test gets more than the default three minutes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 })

// The outbox collections (outgoing e-mails, schedule changes) are written only by the server's own
// hooks and jobs: their test rows are inserted in SQL.
const database = appDatabase()
// The matrix asks who may read, not how many at once: its labelled downloads (dozens in parallel)
// wait in a queue long enough for all of them instead of meeting the pool's 503 (its own tests:
// tests/childProcess/workerLimits.test.ts).
const server = useAppServer(async () => ({ ...(await database).env, CHILD_PROCESS_QUEUE: '500' }))
let api: SetupApi
let actors: HttpActors
const tag = crypto.randomBytes(3).toString('hex')
let serial = 0
const next = () => `${tag}-${serial++}`
const results: CellResult[] = []

type Operation = 'find' | 'findByID' | 'create' | 'update' | 'delete'
/** The app's globals (Payload's own jobs stats is with its collections). */
type AppGlobal = Exclude<keyof Config['globals'], `payload-${string}`>
type Upload = { name: string; mimeType: string; buffer: Buffer }

const asUpload = (file: { name: string; data: Buffer; mimetype: string }): Upload => ({
  name: file.name,
  mimeType: file.mimetype,
  buffer: file.data,
})
const uploads: Record<MatrixFile, () => Promise<Upload>> = {
  pdf: async () => asUpload(pdfFile('matrix')),
  png: async () => asUpload(await pngFile('matrix')),
}

/** The app's collections, through REST and GraphQL (Payload's own have rows of their own below). */
const APP_POLICIES = COLLECTION_POLICIES.filter((policy) => !policy.slug.startsWith('payload-'))

/** A table's columns, read once per table. */
const tableColumns = new Map<string, Promise<Set<string>>>()
const columnsOf = (table: string) => {
  if (!tableColumns.has(table))
    tableColumns.set(
      table,
      database.then(async (db) => {
        const rows = await db.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_name = $1', [
          table,
        ])
        return new Set(rows.map((column) => column.column_name))
      }),
    )
  return tableColumns.get(table)!
}

/**
 * Stores a row as the seeded super admin over REST; where nobody may create through the API (the
 * server's own outboxes, written by hooks and jobs), in SQL, with relationships in their `_id` columns.
 */
async function storeRow(slug: MatrixSlug, data: Record<string, unknown>, file?: MatrixFile): Promise<Row> {
  if (accessOf(slug).create !== '-------') return api.create(slug, data, file ? await uploads[file]() : undefined)
  const table = slug.replaceAll('-', '_')
  const db = await database
  const columns = await columnsOf(table)
  const names = Object.keys(data).map((field) => {
    const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    return columns.has(`${column}_id`) ? `${column}_id` : column
  })
  const values = Object.values(data)
  const [row] = await db.query<Row>(
    `INSERT INTO ${table} (${names.join(', ')}, updated_at, created_at) VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}, now(), now()) RETURNING id`,
    values,
  )
  return { id: Number(row!.id) }
}
type MatrixSlug = Parameters<MatrixFixtures['make']>[0]

/**
 * A row as stored now, or null when it is gone: over REST as the super admin, or in SQL where
 * nobody reads through the API (the second step's secrets), its columns named as the fields.
 */
async function storedRow(slug: MatrixSlug, id: number): Promise<Row | null> {
  if (accessOf(slug).read[ACTOR_NAMES.indexOf('superAdmin')] === '+') return api.find(slug, id)
  const [row] = await (await database).query<Record<string, unknown>>(`SELECT * FROM ${slug.replaceAll('-', '_')} WHERE id = $1`, [id])
  if (!row) return null
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_id$/, '').replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as Row
}

let fixtures: MatrixFixtures
let shared: { survey: Row; document: Row; projectDocument: Row; projectOfDocument: Row; media: Row; memberOrganizationName: string }

const member = () => actors.member.user!

/** An operation of the matrix on the policy's rows: reads try the row a read would. */
const rowFor = (policy: CollectionPolicy, operation: Exclude<Operation, 'create'>) =>
  policy.matrix.row(fixtures, operation === 'find' || operation === 'findByID' ? 'read' : operation)

/**
 * A labelled copy is made in a child process per download: the matrix asks for many at once, on a
 * CI machine that runs other test files beside it (a CI run saw 15 s pass).
 */
const LABELLING_TIMEOUT_MS = 60_000

/** A refusal: 401, 403 or 404 (a row the actor may not see does not exist for them). */
const refusal = (status: number) => status === 401 || status === 403 || status === 404

async function judge(status: number, success: number, what: string, body: () => Promise<string>): Promise<Outcome> {
  if (status === success) return allowed(status)
  if (refusal(status)) return denied(status)
  throw new Error(`${what}: unexpected ${status} ${(await body()).slice(0, 200)}`)
}

/** REST: the collection's five operations, as this actor. Writes are checked in the database afterwards. */
const restRows = (policy: CollectionPolicy): MatrixRow[] => {
  const rules = policy.access
  const row = (operation: Operation, rules: string, attempt: (actor: HttpActor) => Promise<Outcome>): MatrixRow => ({
    surface: 'REST API',
    subject: policy.slug,
    operation: `${{ find: 'GET', findByID: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }[operation]} /api/${policy.slug}${operation === 'find' || operation === 'create' ? '' : '/{id}'}`,
    rules,
    attempt,
  })
  return [
    row('find', rules.read, async ({ request }) => {
      const target = await rowFor(policy, 'find')
      const response = await request.get(`/api/${policy.slug}?where[id][equals]=${target.id}&depth=0`)
      if (response.status() !== 200) return judge(response.status(), 200, 'find', () => response.text())
      const found = ((await response.json()).docs as Row[]).some((doc) => doc.id === target.id)
      return found ? allowed(200) : denied(200, 'row not in the list')
    }),
    row('findByID', rules.read, async ({ request }) => {
      const target = await rowFor(policy, 'findByID')
      const response = await request.get(`/api/${policy.slug}/${target.id}?depth=0`)
      return judge(response.status(), 200, 'findByID', () => response.text())
    }),
    row('create', rules.create, async ({ request }) => {
      const { data, file } = await policy.matrix.create(fixtures)
      const response = file
        ? await request.post(`/api/${policy.slug}?depth=0`, { multipart: { _payload: JSON.stringify(data), file: await uploads[file]() } })
        : await request.post(`/api/${policy.slug}?depth=0`, { data })
      const outcome = await judge(response.status(), 201, 'create', () => response.text())
      if (outcome.allowed) expect(await storedRow(policy.slug, (await response.json()).doc.id), 'the created row exists').not.toBeNull()
      return outcome
    }),
    row('update', rules.update, async ({ request }) => {
      const target = await rowFor(policy, 'update')
      const data = policy.matrix.update(fixtures)
      const response = await request.patch(`/api/${policy.slug}/${target.id}?depth=0`, { data })
      const outcome = await judge(response.status(), 200, 'update', () => response.text())
      // An allowed update stored the value (its answer is the stored row; other actors may write the
      // same row at once); a refused one did not (values are unique, or differ from the row's own).
      const stored = outcome.allowed ? (await response.json()).doc : await storedRow(policy.slug, target.id)
      for (const [field, value] of Object.entries(data)) {
        if (outcome.allowed) expect(stored?.[field], `${policy.slug}.${field} after the update`).toEqual(value)
        else expect(stored?.[field], `${policy.slug}.${field} after a refused update`).not.toEqual(value)
      }
      return outcome
    }),
    row('delete', rules.delete, async ({ request }) => {
      const target = await rowFor(policy, 'delete')
      const response = await request.delete(`/api/${policy.slug}/${target.id}`)
      const outcome = await judge(response.status(), 200, 'delete', () => response.text())
      expect(await storedRow(policy.slug, target.id), 'the row is gone exactly when the delete was allowed').toEqual(
        outcome.allowed ? null : expect.anything(),
      )
      return outcome
    }),
  ]
}

type GraphqlAnswer = {
  status: number
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { statusCode?: number } }[]
}

async function graphql(actor: HttpActor, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer> {
  const response = await actor.request.post('/api/graphql', { data: { query, variables } })
  const body = (await response.json()) as GraphqlAnswer
  return { ...body, status: response.status() }
}

/** A GraphQL answer as an outcome: data for the field is allowed, an access error is denied. */
function judgeGraphql(answer: GraphqlAnswer, field: string, present: (value: unknown) => boolean): Outcome {
  const value = answer.data?.[field]
  if (value !== null && value !== undefined && present(value)) return allowed(answer.status)
  const codes = (answer.errors ?? []).map((error) => error.extensions?.statusCode)
  if (codes.some((code) => code === 401 || code === 403 || code === 404)) return denied(answer.status)
  if (value !== null && value !== undefined) return denied(answer.status, 'row not in the list')
  throw new Error(`GraphQL ${field}: ${answer.status} ${JSON.stringify(answer.errors ?? answer.data).slice(0, 300)}`)
}

/** The same five operations through GraphQL (queries and mutations by Payload's generated names). */
const graphqlRows = (policy: CollectionPolicy): MatrixRow[] => {
  const rules = policy.access
  if (!policy.matrix.graphql) throw new Error(`tests/policies/${policy.slug}.ts names no GraphQL queries (matrix.graphql)`)
  // A collection GraphQL does not know at all (graphQL: false): the REST rows are all there is.
  if (policy.matrix.graphql === 'none') return []
  const { one, many, defaults } = policy.matrix.graphql
  const row = (operation: string, rules: string, attempt: (actor: HttpActor) => Promise<Outcome>): MatrixRow => ({
    surface: 'GraphQL',
    subject: policy.slug,
    operation,
    rules,
    attempt,
  })
  const hasId = (id: number) => (value: unknown) => (value as Row).id === id
  return [
    row(`query ${many}`, rules.read, async (actor) => {
      const target = await rowFor(policy, 'find')
      const answer = await graphql(actor, `query { ${many}(where: { id: { equals: ${target.id} } }) { docs { id } } }`)
      return judgeGraphql(answer, many, (value) => ((value as { docs: Row[] }).docs ?? []).some((doc) => doc.id === target.id))
    }),
    row(`query ${one}`, rules.read, async (actor) => {
      const target = await rowFor(policy, 'findByID')
      return judgeGraphql(await graphql(actor, `query { ${one}(id: ${target.id}) { id } }`), one, hasId(target.id))
    }),
    row(`mutation create${one}`, rules.create, async (actor) => {
      const { data, file } = await policy.matrix.create(fixtures)
      const answer = await graphql(actor, `mutation ($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, {
        data: { ...data, ...defaults },
      })
      // GraphQL carries no files: an upload collection lets the actor past access, then wants the file.
      if (file && answer.errors?.[0]?.message === 'No files were uploaded.')
        return allowed(answer.status, 'past access; GraphQL carries no file')
      return judgeGraphql(answer, `create${one}`, (value) => typeof (value as Row).id === 'number')
    }),
    row(`mutation update${one}`, rules.update, async (actor) => {
      const target = await rowFor(policy, 'update')
      const answer = await graphql(
        actor,
        `mutation ($data: mutation${one}UpdateInput!) { update${one}(id: ${target.id}, data: $data) { id } }`,
        {
          data: policy.matrix.update(fixtures),
        },
      )
      return judgeGraphql(answer, `update${one}`, hasId(target.id))
    }),
    row(`mutation delete${one}`, rules.delete, async (actor) => {
      const target = await rowFor(policy, 'delete')
      const outcome = judgeGraphql(
        await graphql(actor, `mutation { delete${one}(id: ${target.id}) { id } }`),
        `delete${one}`,
        hasId(target.id),
      )
      expect(await api.find(policy.slug, target.id), 'the row is gone exactly when the delete was allowed').toEqual(
        outcome.allowed ? null : expect.anything(),
      )
      return outcome
    }),
  ]
}

/** A JSON answer with a message: allowed on `success`, denied on 401/403/404. */
const endpointOutcome = async (response: { status: () => number; text: () => Promise<string> }, success = 200) =>
  judge(response.status(), success, 'endpoint', () => response.text())

const endpointRows = (): MatrixRow[] => [
  {
    surface: 'Custom endpoints',
    subject: 'project-applications',
    operation: 'POST /api/project-applications/{id}/review',
    rules: endpointAccessOf('project-applications', 'POST /api/project-applications/{id}/review'),
    attempt: async ({ request }) => {
      const application = await api.create('project-applications', { project: (await fixtures.project()).id, user: member().id })
      const outcome = await endpointOutcome(
        await request.post(`/api/project-applications/${application.id}/review`, { data: { decision: 'approve' } }),
      )
      expect((await api.find('project-applications', application.id))?.status).toBe(outcome.allowed ? 'approved' : 'pending')
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'survey-questions',
    operation: 'POST /api/survey-questions/{id}/move',
    rules: endpointAccessOf('survey-questions', 'POST /api/survey-questions/{id}/move'),
    attempt: async ({ request }) => {
      const survey = await fixtures.survey()
      await fixtures.question(survey.id)
      const second = await fixtures.question(survey.id)
      const outcome = await endpointOutcome(await request.post(`/api/survey-questions/${second.id}/move`, { data: { direction: 'up' } }))
      expect((await api.find('survey-questions', second.id))?.orderIndex).toBe(outcome.allowed ? 0 : 1)
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'invitations',
    operation: 'POST /api/invitations/{id}/send',
    rules: endpointAccessOf('invitations', 'POST /api/invitations/{id}/send'),
    attempt: async ({ request }) => {
      const invitation = await api.create('invitations', { email: `send-${next()}@http.test`, invitedBy: member().id })
      const outcome = await endpointOutcome(await request.post(`/api/invitations/${invitation.id}/send`))
      expect((await api.find('invitations', invitation.id))?.status).toBe(outcome.allowed ? 'sent' : 'pending')
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'email-outbox',
    operation: 'POST /api/email-outbox/{id}/retry',
    rules: endpointAccessOf('email-outbox', 'POST /api/email-outbox/{id}/retry'),
    attempt: async ({ request }) => {
      const failed = await storeRow('email-outbox', {
        kind: 'event-reminder',
        user: member().id,
        deliveryKey: `retry-${next()}`,
        status: 'failed',
        attempts: 5,
        lastError: 'Matrix: the mail server refused',
      })
      const outcome = await endpointOutcome(await request.post(`/api/email-outbox/${failed.id}/retry`, { data: {} }))
      const [row] = await (await database).query<{ status: string }>('SELECT status FROM email_outbox WHERE id = $1', [failed.id])
      expect(row?.status).toBe(outcome.allowed ? 'pending' : 'failed')
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'notifications',
    operation: 'GET /api/notifications/unread-count',
    rules: endpointAccessOf('notifications', 'GET /api/notifications/unread-count'),
    attempt: async ({ request, user }) => {
      const unread = async () =>
        (
          await (
            await database
          ).query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND read_at IS NULL', [
            user?.id ?? 0,
          ])
        )[0]!.n
      const before = await unread()
      const response = await request.get('/api/notifications/unread-count')
      const outcome = await endpointOutcome(response)
      // Each member's own number, as stored (other tries may add to an admin's inbox meanwhile).
      if (outcome.allowed) {
        const after = await unread()
        const { unread: answered } = (await response.json()) as { unread: number }
        expect(answered).toBeGreaterThanOrEqual(Math.min(before, after))
        expect(answered).toBeLessThanOrEqual(Math.max(before, after))
      }
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'organizations',
    operation: 'GET /api/organizations/member-summary',
    rules: endpointAccessOf('organizations', 'GET /api/organizations/member-summary'),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/organizations/member-summary?ids=${organizationOf(actors.member)}`)
      const outcome = await endpointOutcome(response)
      // The member and their organization's admin.
      if (outcome.allowed) expect((await response.json())[organizationOf(actors.member)].count).toBe(2)
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'organizations',
    operation: 'GET /api/organizations/{id}/members',
    rules: endpointAccessOf('organizations', 'GET /api/organizations/{id}/members'),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/organizations/${organizationOf(actors.member)}/members`)
      const outcome = await endpointOutcome(response)
      if (outcome.allowed) {
        const { members } = (await response.json()) as { members: Row[] }
        expect(members.map((row) => row.id)).toContain(member().id)
        // Its members' names and addresses only: nothing else of their accounts.
        const shown = ['createdAt', 'email', 'firstName', 'id', 'jobRole', 'lastActiveAt', 'lastName', 'organizationAdmin']
        for (const row of members) expect(shown).toEqual(expect.arrayContaining(Object.keys(row)))
      }
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'organizations',
    operation: 'DELETE /api/organizations/{id}/members/{memberId}',
    rules: endpointAccessOf('organizations', 'DELETE /api/organizations/{id}/members/{memberId}'),
    attempt: async ({ request }) => {
      // A colleague of the member's made for the try: the removal takes them out of the organization.
      const colleague = await api.create('users', {
        email: `colleague-${next()}@http.test`,
        password: 'test-password',
        firstName: 'Colleague',
        organization: organizationOf(actors.member),
        _verified: true,
      })
      const response = await request.delete(`/api/organizations/${organizationOf(actors.member)}/members/${colleague.id}`)
      const outcome = await endpointOutcome(response)
      const after = await api.find('users', colleague.id)
      expect(after?.organization ?? null).toBe(outcome.allowed ? null : organizationOf(actors.member))
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'organizations',
    operation: 'POST /api/organizations/{id}/domains',
    rules: endpointAccessOf('organizations', 'POST /api/organizations/{id}/domains'),
    attempt: async ({ request }) => {
      const domain = `matrix-${next()}.example`
      const response = await request.post(`/api/organizations/${organizationOf(actors.member)}/domains`, {
        data: { domain, address: `it@${domain}` },
      })
      const outcome = await endpointOutcome(response)
      expect(await api.count('organization-domains', { '[domain][equals]': domain })).toBe(outcome.allowed ? 1 : 0)
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'surveys',
    operation: 'GET /api/surveys/{id}/answers.csv',
    rules: endpointAccessOf('surveys', 'GET /api/surveys/{id}/answers.csv'),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/surveys/${(await fixtures.survey()).id}/answers.csv`)
      const outcome = await endpointOutcome(response)
      if (outcome.allowed) expect((await response.text()).split('\n')[0]).toMatch(/^Submitted at,Question,Answer/)
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'users',
    operation: 'POST /api/users/unlock',
    rules: endpointAccessOf('users', 'POST /api/users/unlock'),
    attempt: async ({ request }) => endpointOutcome(await request.post('/api/users/unlock', { data: { email: member().email } })),
  },
  {
    surface: 'Custom endpoints',
    subject: 'users',
    operation: 'GET /api/users/{id}/export',
    rules: endpointAccessOf('users', 'GET /api/users/{id}/export'),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/users/${member().id}/export`)
      const outcome = await endpointOutcome(response)
      if (outcome.allowed) expect(response.headers()['content-disposition']).toContain('attachment')
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'users',
    operation: 'GET /api/users/{id}/weekly-digest',
    rules: endpointAccessOf('users', 'GET /api/users/{id}/weekly-digest'),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/users/${member().id}/weekly-digest`)
      const outcome = await endpointOutcome(response)
      if (outcome.allowed) expect(response.headers()['content-type']).toContain('text/html')
      return outcome
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'users',
    operation: 'POST /api/users/{id}/reset-second-step',
    rules: endpointAccessOf('users', 'POST /api/users/{id}/reset-second-step'),
    attempt: async ({ request }) => {
      // A throwaway account: a reset signs its owner out everywhere.
      const target = await api.create('users', {
        email: `reset-${next()}@http.test`,
        password: 'test-password',
        firstName: 'Reset',
        _verified: true,
      })
      return endpointOutcome(await request.post(`/api/users/${target.id}/reset-second-step`, { data: {} }))
    },
  },
  {
    surface: 'Custom endpoints',
    subject: 'users',
    operation: 'POST /api/users/confirm-session',
    rules: endpointAccessOf('users', 'POST /api/users/confirm-session'),
    // Every session may try its own second step: a wrong code is judged (400, or 409 without an
    // authenticator app); a visitor has no session to confirm (401).
    attempt: async ({ request }) => {
      const response = await request.post('/api/users/confirm-session', { data: { code: '000000' } })
      if (response.status() === 400 || response.status() === 409) return allowed(response.status())
      return judge(response.status(), 200, 'confirm-session', () => response.text())
    },
  },
  // The lists' exports (issue 20): the member's own row, as JSON.
  ...EXPORTABLE_COLLECTIONS.map((slug): MatrixRow => ({
    surface: 'Custom endpoints',
    subject: slug,
    operation: `GET /api/${slug}/export`,
    rules: endpointAccessOf(slug, `GET /api/${slug}/export`),
    attempt: async ({ request }) => {
      const response = await request.get(`/api/${slug}/export?format=json&where[id][equals]=${slug === 'users' ? member().id : 0}`)
      const outcome = await endpointOutcome(response)
      if (outcome.allowed) {
        expect(response.headers()['content-disposition']).toContain(`filename="${slug}-`)
        expect((await response.json()).map((row: { id: number }) => row.id)).toEqual(slug === 'users' ? [member().id] : [])
      }
      return outcome
    },
  })),
  {
    surface: 'Custom endpoints',
    subject: 'health',
    operation: 'GET /api/health',
    rules: '+++++++',
    attempt: async ({ request }) => endpointOutcome(await request.get('/api/health')),
  },
]

/** The staged collections (drafts and versions): events, documents, projects, surveys. */
const STAGED_POLICIES = APP_POLICIES.filter((policy) => (STAGED_COLLECTIONS as readonly string[]).includes(policy.slug))

/** A row of a staged collection, stored as a draft (never published) or published. */
async function stagedRow(policy: (typeof STAGED_POLICIES)[number], status: 'draft' | 'published'): Promise<Row> {
  const { data, file } = await policy.matrix.create(fixtures)
  return storeRow(policy.slug, { ...data, _status: status }, file)
}

/**
 * Drafts and versions (issue 20): a draft read by id with draft=true is the admins' alone (404
 * for everyone else); the versions list and restoring a version are admins' too.
 */
const stagedRows = (): MatrixRow[] =>
  STAGED_POLICIES.flatMap((policy): MatrixRow[] => [
    {
      surface: 'Drafts and versions',
      subject: policy.slug,
      operation: `GET /api/${policy.slug}/{id}?draft=true (a draft)`,
      rules: endpointAccessOf(policy.slug, `GET /api/${policy.slug}/{id}?draft=true`),
      attempt: async ({ request }) => {
        const draft = await stagedRow(policy, 'draft')
        const response = await request.get(`/api/${policy.slug}/${draft.id}?draft=true&depth=0`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) expect((await response.json())._status).toBe('draft')
        return outcome
      },
    },
    {
      surface: 'Drafts and versions',
      subject: policy.slug,
      operation: `GET /api/${policy.slug}/versions`,
      rules: endpointAccessOf(policy.slug, `GET /api/${policy.slug}/versions`),
      attempt: async ({ request }) => {
        const row = await stagedRow(policy, 'published')
        const response = await request.get(`/api/${policy.slug}/versions?where[parent][equals]=${row.id}&depth=0`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) expect((await response.json()).totalDocs).toBe(1)
        return outcome
      },
    },
    {
      surface: 'Drafts and versions',
      subject: policy.slug,
      operation: `POST /api/${policy.slug}/versions/{id} (restore)`,
      rules: endpointAccessOf(policy.slug, `POST /api/${policy.slug}/versions/{id}`),
      attempt: async ({ request }) => {
        const row = await stagedRow(policy, 'published')
        await api.update(policy.slug, row.id, { title: `Changed ${next()}` })
        const versions = (await api.get(`/api/${policy.slug}/versions?where[parent][equals]=${row.id}&sort=createdAt&depth=0`)) as {
          docs: { id: number }[]
        }
        const outcome = await endpointOutcome(await request.post(`/api/${policy.slug}/versions/${versions.docs[0]!.id}?depth=0`))
        expect((await api.find(policy.slug, row.id))?.title === row.title, 'the first title is back exactly when allowed').toBe(
          outcome.allowed,
        )
        return outcome
      },
    },
  ])

/**
 * Field rules: a write that names a field only some may set. Refused writes answer 403, or
 * succeed with the field ignored ("ignored"); the database says which value stands.
 */
const fieldRows = (): MatrixRow[] => {
  // Lists (an organization's domains) compare by content.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const patch =
    (slug: string, target: () => Promise<Row>, data: Record<string, unknown>, field: string, reset?: (row: Row) => Promise<unknown>) =>
    async ({ request }: HttpActor): Promise<Outcome> => {
      const row = await target()
      const before = await api.find(slug, row.id)
      const response = await request.patch(`/api/${slug}/${row.id}?depth=0`, { data })
      const after = await api.find(slug, row.id)
      if (reset && !same(after?.[field], before?.[field])) await reset(before!)
      if (response.status() === 200) return same(after?.[field], data[field]) ? allowed(200) : denied(200, 'ignored')
      return judge(response.status(), 200, `PATCH ${slug}`, () => response.text())
    }
  const createWith =
    (slug: string, data: () => Promise<Record<string, unknown>>, field: string, wanted: (value: unknown) => boolean) =>
    async ({ request }: HttpActor): Promise<Outcome> => {
      const response = await request.post(`/api/${slug}?depth=0`, { data: await data() })
      if (response.status() !== 201) return judge(response.status(), 201, `POST ${slug}`, () => response.text())
      const stored = await api.find(slug, (await response.json()).doc.id)
      return wanted(stored?.[field]) ? allowed(201) : denied(201, 'ignored')
    }
  const restore = (slug: string, field: string) => (row: Row) => api.update(slug, row.id, { [field]: row[field] })
  // The member names the other member; everyone else names the member.
  const someoneElse = (actor: HttpActor) => (actor.name === 'member' ? actors.otherMember.user!.id : member().id)
  return [
    {
      surface: 'Field rules',
      subject: 'users.role',
      operation: "change the member's role to admin",
      rules: fieldAccessOf('users', 'role'),
      attempt: patch('users', async () => member(), { role: 'admin' }, 'role', restore('users', 'role')),
    },
    {
      surface: 'Field rules',
      subject: 'users.email',
      operation: "change the member's e-mail",
      rules: fieldAccessOf('users', 'email'),
      attempt: (actor) =>
        patch(
          'users',
          async () => member(),
          { email: `changed-${next()}@http.test` },
          'email',
          async (row) => {
            // A changed address is unconfirmed until its link is opened, and so is the member's session:
            // the old address comes back and the super admin confirms it, as the actors' were.
            await restore('users', 'email')(row)
            await api.update('users', row.id, { _verified: true })
          },
        )(actor),
    },
    {
      // Confirmation proves the address (issue 16 item 3): only admins set it by hand.
      surface: 'Field rules',
      subject: 'users._verified',
      operation: "mark the member's e-mail address unconfirmed",
      rules: fieldAccessOf('users', '_verified'),
      attempt: patch('users', async () => member(), { _verified: false }, '_verified', restore('users', '_verified')),
    },
    {
      surface: 'Field rules',
      subject: 'users.lastActiveAt',
      operation: "set the member's last online time",
      rules: fieldAccessOf('users', 'lastActiveAt'),
      attempt: patch(
        'users',
        async () => member(),
        { lastActiveAt: '2020-01-01T00:00:00.000Z' },
        'lastActiveAt',
        restore('users', 'lastActiveAt'),
      ),
    },
    {
      surface: 'Field rules',
      subject: 'users.emailBounce',
      operation: "mark the member's address as bounced",
      rules: fieldAccessOf('users', 'emailBounce'),
      attempt: patch(
        'users',
        async () => member(),
        { emailBounce: { at: '2020-01-01T00:00:00.000Z', reason: '550 matrix' } },
        'emailBounce',
        async (row) => api.update('users', row.id, { emailBounce: { at: null, reason: null } }),
      ),
    },
    {
      surface: 'Field rules',
      subject: 'organizations.userEditable',
      operation: "switch off editing of the member's organization",
      rules: fieldAccessOf('organizations', 'userEditable'),
      attempt: patch(
        'organizations',
        async () => ({ id: organizationOf(actors.member) }),
        { userEditable: false },
        'userEditable',
        restore('organizations', 'userEditable'),
      ),
    },
    {
      surface: 'Field rules',
      subject: 'users.organizationAdmin',
      operation: 'make the member an admin of their organization',
      rules: fieldAccessOf('users', 'organizationAdmin'),
      attempt: patch(
        'users',
        async () => member(),
        { organizationAdmin: true },
        'organizationAdmin',
        restore('users', 'organizationAdmin'),
      ),
    },
    {
      surface: 'Field rules',
      subject: 'organizations.createdBy',
      operation: "make someone else the creator of the member's organization",
      rules: fieldAccessOf('organizations', 'createdBy'),
      attempt: async (actor) => {
        const row = { id: organizationOf(actors.member) }
        const response = await actor.request.patch(`/api/organizations/${row.id}?depth=0`, {
          data: { createdBy: actors.otherMember.user!.id },
        })
        const after = await api.find('organizations', row.id)
        const changed = after?.createdBy === actors.otherMember.user!.id
        if (changed) await api.update('organizations', row.id, { createdBy: member().id })
        if (response.status() === 200) return changed ? allowed(200) : denied(200, 'ignored')
        return judge(response.status(), 200, 'PATCH organizations', () => response.text())
      },
    },
    {
      surface: 'Field rules',
      subject: 'users.organization',
      operation: "move the member to the other member's organization",
      rules: fieldAccessOf('users', 'organization'),
      attempt: (actor) =>
        patch(
          'users',
          async () => member(),
          { organization: organizationOf(actors.otherMember) },
          'organization',
          restore('users', 'organization'),
        )(actor),
    },
    {
      // Issue 43, item 1: membership comes from proof; nobody joins by writing their own row, the
      // claimant included (the visitor tries the claimant's row).
      surface: 'Field rules',
      subject: 'users.organization (own)',
      operation: 'become a member of an organization by writing one’s own account',
      rules: fieldAccessOf('users', 'organization (own)'),
      attempt: async (actor) => {
        const joined = await api.create('organizations', { name: `Joined by writing ${next()}`, type: 'industry' })
        return patch(
          'users',
          async () => actor.user ?? actors.claimant.user!,
          { organization: joined.id },
          'organization',
          restore('users', 'organization'),
        )(actor)
      },
    },
    {
      // The affiliation is only shown: every member names theirs freely.
      surface: 'Field rules',
      subject: 'users.affiliation (own)',
      operation: 'name another organization as one’s affiliation',
      rules: fieldAccessOf('users', 'affiliation (own)'),
      attempt: async (actor) =>
        patch(
          'users',
          async () => actor.user ?? actors.claimant.user!,
          { affiliation: organizationOf(actors.otherMember) },
          'affiliation',
          restore('users', 'affiliation'),
        )(actor),
    },
    {
      surface: 'Field rules',
      subject: 'invitations.domains',
      operation: 'invite with company domains',
      rules: fieldAccessOf('invitations', 'domains'),
      attempt: createWith(
        'invitations',
        async () => ({ email: `domains-${next()}@http.test`, domains: 'matrix.example' }),
        'domains',
        (value) => value === 'matrix.example',
      ),
    },
    {
      surface: 'Field rules',
      subject: 'invitations.suggestedOrganization',
      operation: 'invite with a suggested organization',
      rules: fieldAccessOf('invitations', 'suggestedOrganization'),
      attempt: createWith(
        'invitations',
        async () => ({ email: `suggested-${next()}@http.test`, suggestedOrganization: organizationOf(actors.otherMember) }),
        'suggestedOrganization',
        (value) => value === organizationOf(actors.otherMember),
      ),
    },
    {
      surface: 'Field rules',
      subject: 'organizations (not user-editable)',
      operation: "edit the other member's own organization",
      rules: fieldAccessOf('organizations', '(not user-editable)'),
      attempt: patch('organizations', async () => ({ id: organizationOf(actors.otherMember) }), { sector: `Sector ${next()}` }, 'sector'),
    },
    {
      surface: 'Field rules',
      subject: 'project-applications.status',
      operation: 'apply with status approved',
      rules: fieldAccessOf('project-applications', 'status'),
      attempt: createWith(
        'project-applications',
        async () => ({ project: (await fixtures.project()).id, status: 'approved' }),
        'status',
        (value) => value === 'approved',
      ),
    },
    {
      surface: 'Field rules',
      subject: 'invitations.status',
      operation: 'invite with status accepted',
      // The invitation's life is the server's: nobody's request sets it (collections/Invitations/index.ts).
      rules: fieldAccessOf('invitations', 'status'),
      attempt: createWith(
        'invitations',
        async () => ({ email: `status-${next()}@http.test`, status: 'accepted' }),
        'status',
        (value) => value === 'accepted',
      ),
    },
    {
      surface: 'Field rules',
      subject: 'saved-event-dates.user',
      operation: "save a date in another member's name",
      rules: fieldAccessOf('saved-event-dates', 'user'),
      attempt: async (actor) => {
        const owner = someoneElse(actor)
        return createWith(
          'saved-event-dates',
          async () => ({ event: (await fixtures.event()).id, user: owner }),
          'user',
          (value) => value === owner,
        )(actor)
      },
    },
    {
      surface: 'Field rules',
      subject: 'survey-responses.user',
      operation: "answer in another member's name",
      rules: fieldAccessOf('survey-responses', 'user'),
      attempt: async (actor) => {
        const owner = someoneElse(actor)
        return createWith(
          'survey-responses',
          async () => ({
            survey: shared.survey.id,
            question: (await fixtures.question(shared.survey.id)).id,
            responseValue: 'yes',
            user: owner,
          }),
          'user',
          (value) => value === owner,
        )(actor)
      },
    },
  ]
}

/**
 * Payload's own collections and global (access/payloadCollections.ts): document locks, preferences,
 * jobs, migrations, key-value and jobs stats, through their REST routes.
 */
const payloadCollectionRows = (): MatrixRow[] => {
  const row = (subject: string, operation: string, rules: string, attempt: (actor: HttpActor) => Promise<Outcome>): MatrixRow => ({
    surface: "Payload's collections",
    subject,
    operation,
    rules,
    attempt,
  })
  /** A lock on the super admin's account, taken by the super admin (the policy file's row). */
  const superAdminLock = () => policyOf('payload-locked-documents').matrix.row(fixtures, 'read')
  const lockExists = async (id: number) => (await api.find('payload-locked-documents', id)) !== null
  return [
    row(
      'payload-locked-documents',
      'GET /api/payload-locked-documents/{id}',
      accessOf('payload-locked-documents').read,
      async ({ request }) => {
        const lock = await superAdminLock()
        const response = await request.get(`/api/payload-locked-documents/${lock.id}?depth=0`)
        return judge(response.status(), 200, 'read lock', () => response.text())
      },
    ),
    row(
      'payload-locked-documents',
      "POST /api/payload-locked-documents (the super admin's account, in the admin's name)",
      accessOf('payload-locked-documents').create,
      async ({ request, user }) => {
        const response = await request.post('/api/payload-locked-documents?depth=0', {
          data: {
            document: { relationTo: 'users', value: actors.superAdmin.user!.id },
            user: { relationTo: 'users', value: actors.admin.user!.id },
          },
        })
        const outcome = await judge(response.status(), 201, 'create lock', () => response.text())
        // A lock always names whoever took it.
        if (outcome.allowed) expect((await response.json()).doc.user).toEqual({ relationTo: 'users', value: user!.id })
        return outcome
      },
    ),
    row(
      'payload-locked-documents',
      'PATCH /api/payload-locked-documents/{id}',
      accessOf('payload-locked-documents').update,
      async ({ request }) => {
        const lock = await superAdminLock()
        const response = await request.patch(`/api/payload-locked-documents/${lock.id}?depth=0`, { data: { globalSlug: `x-${next()}` } })
        return judge(response.status(), 200, 'update lock', () => response.text())
      },
    ),
    row(
      'payload-locked-documents',
      'DELETE /api/payload-locked-documents/{id}',
      accessOf('payload-locked-documents').delete,
      async ({ request }) => {
        const lock = await superAdminLock()
        const response = await request.delete(`/api/payload-locked-documents/${lock.id}`)
        const outcome = await judge(response.status(), 200, 'delete lock', () => response.text())
        expect(await lockExists(lock.id), 'the lock is gone exactly when the delete was allowed').toBe(!outcome.allowed)
        return outcome
      },
    ),
    row('payload-preferences', 'POST /api/payload-preferences/{key} (own)', accessOf('payload-preferences').create, async ({ request }) => {
      const response = await request.post(`/api/payload-preferences/matrix-${next()}`, { data: { value: { open: true } } })
      if (response.status() === 200 && (await response.json()).doc?.user) return allowed(200)
      return judge(response.status(), 200, 'save preference', () => response.text())
    }),
    row(
      'payload-preferences',
      "GET /api/payload-preferences?where[id] (the member's)",
      accessOf('payload-preferences').read,
      async ({ request }) => {
        const key = `matrix-${next()}`
        const saved = await actors.member.request.post(`/api/payload-preferences/${key}`, { data: { value: { mine: true } } })
        const id = (await saved.json()).doc.id as number
        const response = await request.get(`/api/payload-preferences?where[id][equals]=${id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'read preference', () => response.text())
        return ((await response.json()).docs as Row[]).some((doc) => doc.id === id) ? allowed(200) : denied(200, 'row not in the list')
      },
    ),
    ...(['payload-jobs', 'payload-kv'] as const).flatMap((slug) => [
      row(slug, `GET /api/${slug}`, accessOf(slug).read, async ({ request }) => {
        const response = await request.get(`/api/${slug}?depth=0`)
        return judge(response.status(), 200, `read ${slug}`, () => response.text())
      }),
      row(slug, `POST /api/${slug}`, accessOf(slug).create, async ({ request }) => {
        const response = await request.post(`/api/${slug}?depth=0`, {
          data: { taskSlug: 'pruneNotificationHistory', input: {}, queue: 'matrix', key: `matrix-${next()}`, data: {} },
        })
        return judge(response.status(), 201, `create ${slug}`, () => response.text())
      }),
    ]),
    row('payload-migrations', 'GET /api/payload-migrations', accessOf('payload-migrations').read, async ({ request }) => {
      const response = await request.get('/api/payload-migrations')
      // Payload serves no routes for it (501); its local API access is closed too.
      if (response.status() === 501) return denied(501, 'no route')
      return judge(response.status(), 200, 'read migrations', () => response.text())
    }),
    row('payload-jobs-stats', 'GET /api/globals/payload-jobs-stats', globalAccessOf('payload-jobs-stats').read, async ({ request }) => {
      const response = await request.get('/api/globals/payload-jobs-stats')
      return judge(response.status(), 200, 'read jobs stats', () => response.text())
    }),
    row('payload-jobs-stats', 'POST /api/globals/payload-jobs-stats', globalAccessOf('payload-jobs-stats').update, async ({ request }) => {
      const response = await request.post('/api/globals/payload-jobs-stats', { data: { stats: {} } })
      return judge(response.status(), 200, 'update jobs stats', () => response.text())
    }),
  ]
}

/** The app's globals (site settings), through REST and GraphQL: everyone reads, admins update. */
const globalRows = (): MatrixRow[] => {
  const row = (subject: AppGlobal, operation: string, rules: string, attempt: (actor: HttpActor) => Promise<Outcome>): MatrixRow => ({
    surface: 'Globals',
    subject,
    operation,
    rules,
    attempt,
  })
  const storedUrl = async ({ request }: HttpActor) =>
    ((await (await request.get('/api/globals/live-session?depth=0')).json()) as { url?: string }).url
  return [
    row('live-session', 'GET /api/globals/live-session', globalAccessOf('live-session').read, async ({ request }) => {
      const response = await request.get('/api/globals/live-session?depth=0')
      return judge(response.status(), 200, 'read live session', () => response.text())
    }),
    row('live-session', 'POST /api/globals/live-session', globalAccessOf('live-session').update, async (actor) => {
      const url = `https://presentation.example/${next()}`
      const response = await actor.request.post('/api/globals/live-session?depth=0', { data: { url } })
      const outcome = await judge(response.status(), 200, 'update live session', () => response.text())
      const stored = await storedUrl(actor)
      if (outcome.allowed) expect(stored, 'the address changed').toBe(url)
      else expect(stored, 'the address did not change').not.toBe(url)
      return outcome
    }),
    row('live-session', 'query LiveSession', globalAccessOf('live-session').read, async (actor) =>
      judgeGraphql(await graphql(actor, 'query { LiveSession { url } }'), 'LiveSession', () => true),
    ),
    row('live-session', 'mutation updateLiveSession', globalAccessOf('live-session').update, async (actor) => {
      const url = `https://presentation.example/${next()}`
      const answer = await graphql(actor, 'mutation ($url: String) { updateLiveSession(data: { url: $url }) { url } }', { url })
      return judgeGraphql(answer, 'updateLiveSession', (value) => (value as { url?: string }).url === url)
    }),
    row('about-page', 'GET /api/globals/about-page', globalAccessOf('about-page').read, async ({ request }) => {
      const response = await request.get('/api/globals/about-page?depth=0')
      return judge(response.status(), 200, 'read the about page', () => response.text())
    }),
    row('about-page', 'POST /api/globals/about-page', globalAccessOf('about-page').update, async (actor) => {
      const title = `About ${next()}`
      const response = await actor.request.post('/api/globals/about-page?depth=0', { data: { title } })
      const outcome = await judge(response.status(), 200, 'update the about page', () => response.text())
      const stored = ((await (await actor.request.get('/api/globals/about-page?depth=0')).json()) as { title?: string }).title
      if (outcome.allowed) expect(stored, 'the title changed').toBe(title)
      else expect(stored, 'the title did not change').not.toBe(title)
      return outcome
    }),
    row('about-page', 'mutation updateAboutPage', globalAccessOf('about-page').update, async (actor) => {
      const title = `About ${next()}`
      const answer = await graphql(actor, 'mutation ($title: String!) { updateAboutPage(data: { title: $title }) { title } }', { title })
      return judgeGraphql(answer, 'updateAboutPage', (value) => (value as { title?: string }).title === title)
    }),
  ]
}

/** A file answer: 200 with the bytes; a visitor is sent to /auth (303) or refused (403). */
const downloadOutcome = async (response: {
  status: () => number
  headers: () => Record<string, string>
  body: () => Promise<Buffer>
  text: () => Promise<string>
}) => {
  const status = response.status()
  if (status === 200) {
    expect((await response.body()).length, 'the file has content').toBeGreaterThan(0)
    return allowed(200)
  }
  if (status === 303 || status === 307) {
    expect(response.headers().location, 'sent to sign in').toContain('/auth')
    return denied(status, 'sent to /auth')
  }
  return judge(status, 200, 'download', () => response.text())
}

const downloadRows = (): MatrixRow[] => [
  {
    surface: 'File downloads',
    subject: 'documents',
    operation: 'GET /documents/{id}/download',
    rules: '-++++++',
    attempt: async ({ request, user }) => {
      const before = user
        ? await api.count('document-downloads', { '[user][equals]': String(user.id), '[document][equals]': String(shared.document.id) })
        : 0
      const outcome = await downloadOutcome(await request.get(`/documents/${shared.document.id}/download`, { maxRedirects: 0 }))
      // Spec 7: a member's download is recorded.
      if (user)
        expect(
          await api.count('document-downloads', { '[user][equals]': String(user.id), '[document][equals]': String(shared.document.id) }),
        ).toBe(before + (outcome.allowed ? 1 : 0))
      return outcome
    },
  },
  {
    surface: 'File downloads',
    subject: 'documents',
    operation: 'GET /api/documents/file/{filename}',
    rules: endpointAccessOf('documents', 'GET /api/documents/file/{filename}'),
    attempt: async ({ request }) =>
      downloadOutcome(await request.get(`/api/documents/file/${shared.document.filename}`, { maxRedirects: 0 })),
  },
  {
    surface: 'File downloads',
    subject: 'project-documents',
    operation: 'GET /projects/{id}/documents/{documentId}/download',
    rules: '-++++++',
    attempt: async ({ request }) =>
      downloadOutcome(
        await request.get(`/projects/${shared.projectOfDocument.id}/documents/${shared.projectDocument.id}/download`, { maxRedirects: 0 }),
      ),
  },
  {
    surface: 'File downloads',
    subject: 'project-documents',
    operation: 'GET /api/project-documents/file/{filename}',
    rules: endpointAccessOf('project-documents', 'GET /api/project-documents/file/{filename}'),
    attempt: async ({ request }) =>
      downloadOutcome(await request.get(`/api/project-documents/file/${shared.projectDocument.filename}`, { maxRedirects: 0 })),
  },
  {
    surface: 'File downloads',
    subject: 'media',
    operation: 'GET /api/media/file/{filename}',
    rules: endpointAccessOf('media', 'GET /api/media/file/{filename}'),
    attempt: async ({ request }) => downloadOutcome(await request.get(`/api/media/file/${shared.media.filename}`, { maxRedirects: 0 })),
  },
]

/** A page: denied when it redirects to /auth or shows its sign-in text, allowed when it shows what it is for. */
const page =
  (path: () => string, shows: (actor: HttpActor) => string, refusal: string | null) =>
  async (actor: HttpActor): Promise<Outcome> => {
    const response = await actor.request.get(path(), { maxRedirects: 0 })
    const status = response.status()
    if (status === 307 || status === 303) {
      expect(response.headers().location).toContain('/auth')
      return denied(status, 'sent to /auth')
    }
    const html = await response.text()
    if (refusal && html.includes(refusal)) return denied(status, 'sign-in text')
    if (status === 200 && html.includes(shows(actor))) return allowed(200)
    throw new Error(`${path()}: ${status} without the expected content`)
  }

const pageRows = (): MatrixRow[] => [
  {
    surface: 'Pages',
    subject: 'language',
    operation: 'POST /language (the switcher: the cookie, and a member’s own profile)',
    rules: '+++++++',
    attempt: async (actor) => {
      const response = await actor.request.post('/language', { multipart: { language: 'de', path: '/events' }, maxRedirects: 0 })
      if (response.status() !== 303) throw new Error(`POST /language: ${response.status()} ${await response.text()}`)
      // The Location is relative (src/lib/redirects): read against any base.
      expect(new URL(response.headers().location!, 'http://site.invalid').pathname).toBe('/de/events')
      expect(response.headers()['set-cookie']).toContain('site-language=de')
      if (actor.user) {
        expect((await api.find('users', actor.user.id))?.language).toBe('de')
        await api.update('users', actor.user.id, { language: null })
      }
      return allowed(303)
    },
  },
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile',
    rules: '-++++++',
    attempt: page(
      () => '/profile',
      (actor) => actor.user!.email as string,
      'Please sign in to view your profile',
    ),
  },
  {
    surface: 'Pages',
    subject: 'search',
    operation: 'GET /search (the site-wide search: public metadata, for everyone)',
    rules: '+++++++',
    attempt: page(
      () => '/search?q=cobalt',
      () => 'Zero Trust for Industrial Control Systems',
      null,
    ),
  },
  {
    surface: 'Pages',
    subject: 'search',
    operation: 'GET /search finding words inside a document’s file (signed-in members only)',
    rules: '-++++++',
    attempt: async (actor) => {
      // 'bottling' is only inside the seeded Zero Trust PDF (src/seed/documents.ts), read at seeding.
      const response = await actor.request.get('/search?q=bottling', { maxRedirects: 0 })
      const html = await response.text()
      if (response.status() !== 200 || !html.includes('role="status"')) throw new Error(`/search: ${response.status()}`)
      return html.includes('Zero Trust for Industrial Control Systems') ? allowed(200) : denied(200, 'not found')
    },
  },
  {
    surface: 'Pages',
    subject: 'notifications',
    operation: 'GET /notifications',
    rules: '-++++++',
    attempt: page(
      () => '/notifications',
      () => 'What happened for you',
      'Please sign in to see your notifications',
    ),
  },
  {
    surface: 'Pages',
    subject: 'notifications',
    operation: "GET /notifications/{id} (opens the member's notice, marking it read)",
    rules: '-+-----',
    attempt: async (actor) => {
      const notice = await storeRow('notifications', { recipient: member().id, kind: 'application-approved', noticeKey: `open-${next()}` })
      const response = await actor.request.get(`/notifications/${notice.id}`, { maxRedirects: 0 })
      const [row] = await (
        await database
      ).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [notice.id])
      const location = response.headers().location ?? ''
      const opened = response.status() === 307 && !location.startsWith('/auth')
      expect(row!.read, 'read exactly when opened by its recipient').toBe(opened)
      expect(opened, 'only its recipient opens it').toBe(actor.name === 'member')
      if (opened) return allowed(response.status())
      return denied(response.status(), response.status() === 307 ? `sent to ${location}` : `${response.status()} page`)
    },
  },
  {
    surface: 'Pages',
    subject: 'invitations',
    operation: 'GET /invitations',
    rules: '-++++++',
    attempt: page(
      () => '/invitations',
      () => 'Invite experts',
      'Please sign in to manage invitations',
    ),
  },
  {
    surface: 'Pages',
    subject: 'projects',
    operation: 'GET /projects/{id}',
    rules: '-++++++',
    attempt: page(
      () => `/projects/${shared.projectOfDocument.id}`,
      () => 'Project Documents',
      'Sign in to view this project',
    ),
  },
  {
    surface: 'Pages',
    subject: 'admin',
    operation: 'GET /admin/dashboard',
    rules: '----++-',
    // Every admin screen's title ends in the admin's suffix; others never get past the redirect.
    attempt: page(
      () => '/admin/dashboard',
      () => 'IT/OT Community Admin',
      null,
    ),
  },
  {
    surface: 'Pages',
    subject: 'admin',
    operation: 'GET /admin/collections/users',
    rules: '----++-',
    attempt: page(
      () => '/admin/collections/users',
      () => 'IT/OT Community Admin',
      null,
    ),
  },
]

type Refusable = Partial<ActionResult>

/**
 * A server action's answer: HTTP 200 with the action's own result, which says ok or names the
 * refusal (an action cannot answer 4xx itself); the database then says whether anything changed.
 */
async function actionOutcome(
  actor: HttpActor,
  reference: ActionReference,
  args: unknown[],
  written: () => Promise<boolean>,
): Promise<Outcome> {
  const answer = await callServerAction(actor.request, reference, args)
  if (answer.status >= 400 || answer.failed) throw new Error(`${reference.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
  const result = answer.result as Refusable | unknown[]
  // A refusal is a result that is not ok and names the problem (the page shows it as a toast).
  const refused = Array.isArray(result) ? result.length === 0 : result?.ok !== true && Boolean(result?.title || result?.description)
  const wrote = await written()
  expect(wrote, `${reference.name} as ${actor.name}: wrote exactly when it answered ok`).toBe(!refused)
  const message = Array.isArray(result) ? 'empty list' : [result?.title, result?.description].filter(Boolean).join(': ')
  return refused ? denied(answer.status, `"${message}"`) : allowed(answer.status)
}

/**
 * Removals that answer a second click as done (a passkey or session gone already, or never the
 * actor's): the outcome is what the database says, and the answer is never an error.
 */
async function effectOutcome(
  actor: HttpActor,
  reference: ActionReference,
  args: unknown[],
  done: () => Promise<boolean>,
): Promise<Outcome> {
  const answer = await callServerAction(actor.request, reference, args)
  if (answer.status >= 400 || answer.failed) throw new Error(`${reference.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
  const result = answer.result as Refusable
  return (await done())
    ? allowed(answer.status)
    : denied(answer.status, result?.ok ? 'answered done, nothing changed' : `"${result?.description ?? result?.title}"`)
}

/** A passkey of the member's, stored as registration stores one (nobody creates one through the API). */
const memberPasskey = () =>
  storeRow('passkeys', { user: member().id, name: `Laptop ${next()}`, credentialId: `credential-${next()}`, publicKey: 'cHVibGlj' })

const countOf = (collection: string, where: Record<string, string>) => api.count(collection, where)
/** A fresh account listed in the people directory (a row of its own, as the users' hook writes it). */
async function listedAccount(): Promise<Row> {
  const user = await api.create('users', { email: `listed-${next()}@matrix.test`, password: 'test-password', firstName: 'Listed' })
  await storeRow('directory-profiles', { member: user.id, name: `Listed ${next()}` })
  return user
}

const actionRows = (): MatrixRow[] => [
  {
    surface: 'Server actions',
    subject: 'markNotificationRead',
    operation: "mark the member's notice read",
    rules: '-+-----',
    attempt: async (actor) => {
      const notice = await storeRow('notifications', { recipient: member().id, kind: 'application-approved', noticeKey: `read-${next()}` })
      return actionOutcome(actor, SERVER_ACTIONS.markNoticeRead, [null, { form: { id: String(notice.id) } }], async () => {
        const [row] = await (
          await database
        ).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [notice.id])
        return row!.read
      })
    },
  },
  {
    surface: 'Server actions',
    subject: 'markAllNotificationsRead',
    operation: "mark all read (the actor's own notices only)",
    rules: '-++++++',
    attempt: async (actor) => {
      const others = await storeRow('notifications', {
        recipient: member().id,
        kind: 'application-approved',
        noticeKey: `others-${next()}`,
      })
      const own = actor.user
        ? await storeRow('notifications', { recipient: actor.user.id, kind: 'application-rejected', noticeKey: `own-${next()}` })
        : null
      const readOf = async (id: number) =>
        (await (await database).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [id]))[0]
      const outcome = await actionOutcome(actor, SERVER_ACTIONS.markAllNoticesRead, [null, { form: {} }], async () =>
        own ? Boolean((await readOf(own.id))?.read) : false,
      )
      // Whoever marks all read, another member's notice stays unread.
      if (actor.name !== 'member') expect((await readOf(others.id))?.read).toBe(false)
      return outcome
    },
  },
  {
    surface: 'Server actions',
    subject: 'setEventDateSaved',
    operation: 'save a date (own row)',
    rules: '-++++++',
    attempt: async (actor) => {
      const event = await fixtures.event()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.saveDate,
        [event.id, true],
        async () => (await countOf('saved-event-dates', { '[event][equals]': String(event.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'setEventDateSaved',
    operation: "remove the member's saved date",
    rules: '-+-----',
    attempt: async (actor) => {
      const event = await fixtures.event()
      await api.create('saved-event-dates', { event: event.id, user: member().id })
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.saveDate, [event.id, false])
      const left = await countOf('saved-event-dates', { '[event][equals]': String(event.id), '[user][equals]': String(member().id) })
      const result = answer.result as Refusable
      if (left === 0) return allowed(answer.status)
      return denied(answer.status, result?.ok ? "answered ok; the member's row stays" : `"${result?.description}"`)
    },
  },
  {
    surface: 'Server actions',
    subject: 'setAgendaInterest',
    operation: 'mark interest (own row)',
    rules: '-++++++',
    attempt: async (actor) => {
      const item = await fixtures.agendaItem()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.agendaInterest,
        [item.id, true],
        async () => (await countOf('agenda-interests', { '[agendaItem][equals]': String(item.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'setAgendaInterest',
    operation: "remove the member's interest",
    rules: '-+-----',
    attempt: async (actor) => {
      const item = await fixtures.agendaItem()
      await api.create('agenda-interests', { agendaItem: item.id, user: member().id })
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.agendaInterest, [item.id, false])
      const left = await countOf('agenda-interests', { '[agendaItem][equals]': String(item.id), '[user][equals]': String(member().id) })
      const result = answer.result as Refusable
      if (left === 0) return allowed(answer.status)
      return denied(answer.status, result?.ok ? "answered ok; the member's row stays" : `"${result?.description}"`)
    },
  },
  {
    surface: 'Server actions',
    subject: 'applyToProject',
    operation: 'apply to a project in call for participation',
    rules: '-++++++',
    attempt: async (actor) => {
      const project = await fixtures.project()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.apply,
        [project.id, 'Count me in'],
        async () => (await countOf('project-applications', { '[project][equals]': String(project.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'submitSurvey',
    operation: 'answer a sign-in survey',
    rules: '-++++++',
    attempt: async (actor) => {
      const survey = await fixtures.survey()
      const question = await fixtures.question(survey.id)
      return actionOutcome(
        actor,
        SERVER_ACTIONS.survey,
        [survey.id, { [question.id]: 'An answer' }],
        async () => (await countOf('survey-responses', { '[survey][equals]': String(survey.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'inviteExpertAction',
    operation: 'invite an expert',
    rules: '-++++++',
    attempt: async (actor) => {
      const email = `expert-${next()}@http.test`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.invite,
        [{}, { form: { email } }],
        async () => (await countOf('invitations', { '[email][equals]': email })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateProfile',
    operation: 'update own profile',
    rules: '-++++++',
    attempt: async (actor) => {
      const jobRole = `Role ${next()}`
      const form = { firstName: actor.name, lastName: 'Tester', jobRole, workingIn: 'OT' }
      return actionOutcome(
        actor,
        SERVER_ACTIONS.profile,
        [null, { form }],
        async () => (await countOf('users', { '[jobRole][equals]': jobRole })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateReminderSettings',
    operation: 'change own e-mail settings (reminders, alerts, notices by e-mail)',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own choice flips; a visitor has none to change.
      const before = actor.user
        ? ((await api.find('users', actor.user.id))?.noticeEmails as { newApplications?: string } | undefined)
        : undefined
      const choice = before?.newApplications === 'site' ? 'email' : 'site'
      const form = {
        eventReminders: 'on',
        weeklyDigest: 'on',
        applicationDecisions: 'email',
        newApplications: choice,
        acceptedInvitations: 'digest',
      }
      return actionOutcome(actor, SERVER_ACTIONS.emailSettings, [null, { form }], async () =>
        actor.user
          ? ((await api.find('users', actor.user.id))?.noticeEmails as { newApplications?: string } | undefined)?.newApplications === choice
          : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateDirectorySettings',
    operation: 'join or leave the people directory, choose what it shows',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own listing flips; a visitor has none.
      const listedNow = actor.user ? (await countOf('directory-profiles', { '[member][equals]': String(actor.user.id) })) === 1 : false
      const form: Record<string, string> = { showJobRole: 'on', showSector: 'on' }
      if (!listedNow) form.listed = 'on'
      return actionOutcome(actor, SERVER_ACTIONS.directorySettings, [null, { form }], async () =>
        actor.user ? (await countOf('directory-profiles', { '[member][equals]': String(actor.user.id) })) === (listedNow ? 0 : 1) : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'sendContactRequestAction',
    operation: 'send a contact request to a member of the directory',
    rules: '-++++++',
    attempt: async (actor) => {
      const recipient = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.sendContactRequest,
        [null, { form: { memberId: String(recipient.id), name: 'Listed', message: 'Shall we talk?' } }],
        async () => (await countOf('contact-requests', { '[recipient][equals]': String(recipient.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'answerContactRequestAction',
    operation: 'accept a contact request to the member (its recipient only)',
    rules: '-+-----',
    attempt: async (actor) => {
      // From a fresh account: requests made for the matrix count toward no actor's daily limit.
      const sender = await api.create('users', { email: `sender-${next()}@matrix.test`, password: 'test-password' })
      const request = await storeRow('contact-requests', {
        sender: sender.id,
        recipient: member().id,
        message: `Hello ${next()}`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.answerContactRequest,
        [null, { form: { requestId: String(request.id), answer: 'accepted' } }],
        async () => (await api.find('contact-requests', request.id))?.status === 'accepted',
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'blockMemberAction',
    operation: 'block another member',
    rules: '-++++++',
    attempt: async (actor) => {
      const blocked = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.blockMember,
        [null, { form: { memberId: String(blocked.id) } }],
        async () => (await countOf('member-blocks', { '[blocked][equals]': String(blocked.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'unblockMemberAction',
    operation: "lift one's own block",
    rules: '-++++++',
    attempt: async (actor) => {
      const blocked = await listedAccount()
      // Each actor's own block; a visitor has none (the member's stands in, and stays).
      await storeRow('member-blocks', { blocker: (actor.user ?? member()).id, blocked: blocked.id })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.unblockMember,
        [null, { form: { memberId: String(blocked.id) } }],
        async () => (await countOf('member-blocks', { '[blocked][equals]': String(blocked.id) })) === 0,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'reportMemberAction',
    operation: 'report another member to the admins',
    rules: '-++++++',
    attempt: async (actor) => {
      const reported = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.reportMember,
        [null, { form: { memberId: String(reported.id), name: 'Listed', reason: 'Spam' } }],
        async () => (await countOf('member-reports', { '[reported][equals]': String(reported.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'resumeEmailDelivery',
    operation: 'send e-mails again to own address after a hard bounce',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own address is marked bounced first; a visitor has none.
      if (actor.user) await api.update('users', actor.user.id, { emailBounce: { at: new Date().toISOString(), reason: '550 matrix' } })
      return actionOutcome(actor, SERVER_ACTIONS.resumeEmails, [null, { form: {} }], async () =>
        actor.user ? !((await api.find('users', actor.user.id))?.emailBounce as { at?: string | null } | undefined)?.at : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'removeMember',
    operation: "take a colleague out of the member's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const colleague = await api.create('users', {
        email: `removed-${next()}@http.test`,
        password: 'test-password',
        firstName: 'Colleague',
        organization: organizationOf(actors.member),
        _verified: true,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.removeOrganizationMember,
        [colleague.id, 'Colleague'],
        async () => (await api.find('users', colleague.id))?.organization == null,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'inviteColleague',
    operation: "invite a colleague into one's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const email = `colleague-${next()}@http.test`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.inviteColleague,
        [email],
        async () => (await countOf('invitations', { '[email][equals]': email, '[suggestedOrganization][exists]': 'true' })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'requestDomain',
    operation: "ask for an e-mail domain of one's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const domain = `asked-${next()}.example`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.requestDomain,
        [domain, `it@${domain}`],
        async () => (await countOf('organization-domains', { '[domain][equals]': domain })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'withdrawDomain',
    operation: "remove an e-mail domain of the member's organization",
    rules: '---+++-',
    attempt: async (actor) => {
      const row = await api.create('organization-domains', {
        organization: organizationOf(actors.member),
        domain: `withdrawn-${next()}.example`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.withdrawDomain,
        [row.id],
        async () => (await api.find('organization-domains', row.id)) === null,
      )
    },
  },
  // Membership requests (issue 43, item 1): a new pending request of the claimant to the member's
  // organization for every try; declined (an approval would make the claimant a member for every other row).
  {
    surface: 'Server actions',
    subject: 'decideMembership',
    operation: "decline a membership request to the member's organization",
    rules: '---+++-',
    attempt: async (actor) => {
      const row = await storeRow('membership-requests', {
        user: actors.claimant.user!.id,
        organization: organizationOf(actors.member),
        status: 'pending',
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.decideMembership,
        [row.id, 'decline', 'Claimant'],
        async () => (await storedRow('membership-requests', row.id))?.status === 'declined',
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'withdrawMembership',
    operation: "withdraw the claimant's membership request",
    rules: '------+',
    attempt: async (actor) => {
      const row = await storeRow('membership-requests', {
        user: actors.claimant.user!.id,
        organization: organizationOf(actors.member),
        status: 'pending',
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.withdrawMembership,
        [row.id],
        async () => (await storedRow('membership-requests', row.id))?.status === 'withdrawn',
      )
    },
  },
  // The member's own sign-in: passkeys and sessions on /profile/security (issue 23, item 5).
  {
    surface: 'Server actions',
    subject: 'renamePasskey',
    operation: "rename the member's passkey",
    rules: '-+-----',
    attempt: async (actor) => {
      const passkey = await memberPasskey()
      const name = `Renamed ${next()}`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.renamePasskey,
        [passkey.id, name],
        async () => (await storedRow('passkeys', passkey.id))?.name === name,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'removePasskey',
    operation: "remove the member's passkey (another's answers as for one gone already: nothing removed)",
    rules: '-+-----',
    attempt: async (actor) => {
      const passkey = await memberPasskey()
      return effectOutcome(
        actor,
        SERVER_ACTIONS.removePasskey,
        [passkey.id],
        async () => (await storedRow('passkeys', passkey.id)) === null,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'signOutSession',
    operation: "sign out one of the member's sessions (another's: nothing ended)",
    rules: '-+-----',
    attempt: async (actor) => {
      const sessionId = crypto.randomUUID()
      const db = await database
      await db.query(
        `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
         VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_sessions WHERE _parent_id = $1), $1, $2, now(), now() + interval '1 day')`,
        [member().id, sessionId],
      )
      return effectOutcome(
        actor,
        SERVER_ACTIONS.signOutSession,
        [sessionId],
        async () => (await db.query('SELECT 1 FROM users_sessions WHERE id = $1', [sessionId])).length === 0,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'saveOrganization',
    // The claimant has none, and while their request is pending creates none (issue 43).
    operation: 'edit own organization (its organization admin; the member who created it through the API: no)',
    rules: '---+++-',
    attempt: async (actor) => {
      const sector = ['Energy & Utilities', 'Mining', 'Automotive'][serial++ % 3]!
      const organization = actor.user ? await api.find('organizations', organizationOf(actor)) : null
      const before = organization?.sector
      const form = { name: (organization?.name as string) ?? `Visitor Org ${next()}`, type: 'industry', sector }
      return actionOutcome(actor, SERVER_ACTIONS.organization, [null, { form }], async () =>
        organization ? (await api.find('organizations', organization.id))?.sector !== before : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'completeProfile',
    operation: 'complete own profile',
    rules: '-++++++',
    attempt: async (actor) => {
      const lastName = `Completed ${next()}`
      // The claimant names the organization they claim again: their request stays as it is.
      const own = actor.user ? (organizationOf(actor) ?? (actor.user.affiliation as number)) : null
      const organization = own ? await api.find('organizations', own) : null
      const form = {
        firstName: actor.name,
        lastName,
        company: (organization?.name as string) ?? 'Nobody Inc',
        companyType: 'industry',
        sector: 'Manufacturing',
        jobRole: 'Engineer',
        workingIn: 'IT',
      }
      return actionOutcome(
        actor,
        SERVER_ACTIONS.completeProfile,
        [{}, { form }],
        async () => (await countOf('users', { '[lastName][equals]': lastName })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'findCompanies',
    operation: 'search organizations',
    rules: '-++++++',
    attempt: async (actor) => {
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.findCompanies, [shared.memberOrganizationName])
      if (answer.status !== 200 || answer.failed) throw new Error(`findCompanies: ${answer.status}`)
      const found = (answer.result as { name: string }[]).some((organization) => organization.name === shared.memberOrganizationName)
      return found ? allowed(200) : denied(200, 'empty list')
    },
  },
]

/**
 * TLP labels (issue 23, item 1): one published document per level, owned by the member's
 * organization; AMBER shared with the other member's organization, RED with the other member
 * alone; each for industry organizations, so the actors' organizations are its audience. Every
 * read path × level × actor: what the collection's access lets through (REST, GraphQL, the
 * library page, the search, the download and the stored file) and what tells of new material
 * (the public feed, the inbox, the weekly digest).
 */
const TLP_LEVELS = ['clear', 'green', 'amber', 'amber-strict', 'red'] as const
type TlpLevel = (typeof TLP_LEVELS)[number]
const labelled = new Map<TlpLevel, Promise<Row & { title: string; word: string; filename: string }>>()
const labelledDocument = (level: TlpLevel) => {
  if (!labelled.has(level))
    labelled.set(
      level,
      (async () => {
        const word = `tlp${level.replace('-', '')}${tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
        const title = `Labelled ${word} playbook`
        const row = await storeRow(
          'documents',
          {
            title,
            company: 'Member Works',
            documentType: 'Playbook',
            tlp: level,
            owningOrganization: organizationOf(actors.member),
            sharedWithOrganizations: level === 'amber' ? [organizationOf(actors.otherMember)] : [],
            sharedWithPeople: level === 'red' ? [actors.otherMember.user!.id] : [],
            organizationTypes: ['industry'],
          },
          'pdf',
        )
        return { ...row, title, word, filename: (await api.find('documents', row.id))!.filename as string }
      })(),
    )
  return labelled.get(level)!
}
/** Who reads each level: the member's organization owns them; the other member is named on AMBER (their organization) and RED. */
// The member's organization admin is of the owning organization too: AMBER+STRICT, not RED (not named).
// The claimant (issue 43, item 1) claims the owning organization with a pending request: members' levels only.
const TLP_READ: Record<TlpLevel, string> = {
  clear: '+++++++',
  green: '-++++++',
  amber: '-+++++-',
  'amber-strict': '-+-+++-',
  red: '--+-++-',
}
const only = (levels: TlpLevel[], rules: string) =>
  Object.fromEntries(TLP_LEVELS.map((level) => [level, levels.includes(level) ? rules : '-------'])) as Record<TlpLevel, string>

/** A page that lists the document (its 200 page shows `text`) or not. */
async function shownOn(request: HttpActor['request'], path: string, text: string): Promise<Outcome> {
  const response = await request.get(path)
  const html = await response.text()
  if (response.status() !== 200) throw new Error(`${path}: ${response.status()}`)
  return html.includes(text) ? allowed(200) : denied(200, 'not shown')
}

const tlpRows = (): MatrixRow[] => {
  const paths: {
    operation: string
    rules: Record<TlpLevel, string>
    attempt: (actor: HttpActor, doc: Awaited<ReturnType<typeof labelledDocument>>, level: TlpLevel) => Promise<Outcome>
  }[] = [
    {
      operation: 'GET /api/documents (a list)',
      rules: TLP_READ,
      attempt: async ({ request }, doc) => {
        const response = await request.get(`/api/documents?where[id][equals]=${doc.id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'find', () => response.text())
        return ((await response.json()).docs as Row[]).some((row) => row.id === doc.id) ? allowed(200) : denied(200, 'not in the list')
      },
    },
    {
      operation: 'GET /api/documents/{id}',
      rules: TLP_READ,
      attempt: async ({ request }, doc) => {
        const response = await request.get(`/api/documents/${doc.id}?depth=0`)
        return judge(response.status(), 200, 'findByID', () => response.text())
      },
    },
    {
      operation: 'GraphQL Documents and Document',
      rules: TLP_READ,
      attempt: async (actor, doc) => {
        const answer = await graphql(
          actor,
          `query { Documents(where: { id: { equals: ${doc.id} } }) { docs { id } } Document(id: ${doc.id}) { id } }`,
        )
        const listed = (answer.data?.Documents as { docs?: Row[] } | null)?.docs?.some((row) => row.id === doc.id) ?? false
        const one = (answer.data?.Document as Row | null)?.id === doc.id
        if (listed !== one) throw new Error(`GraphQL: listed ${listed}, by id ${one}`)
        return listed ? allowed(answer.status) : denied(answer.status, 'not found')
      },
    },
    {
      operation: 'the library page (/documents?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, doc) => shownOn(request, `/documents?q=${doc.word}`, doc.title),
    },
    {
      operation: 'the search (/search?q=…)',
      rules: TLP_READ,
      // The query is shown back on the page; only a result shows the title's other words.
      attempt: async ({ request }, doc) => shownOn(request, `/search?q=${doc.word}`, 'Labelled'),
    },
    {
      operation: 'GET /documents/{id}/download (AMBER and above: labelled)',
      rules: { ...TLP_READ, clear: '-++++++' },
      attempt: async ({ request }, doc, level) => {
        const response = await request.get(`/documents/${doc.id}/download`, { maxRedirects: 0, timeout: LABELLING_TIMEOUT_MS })
        const outcome = await downloadOutcome(response)
        if (outcome.allowed) {
          const name = decodeURIComponent(response.headers()['content-disposition'] ?? '')
          expect(name.includes('(TLP-'), `${level}: the file's name carries its label exactly above GREEN`).toBe(
            level.startsWith('amber') || level === 'red',
          )
        }
        return outcome
      },
    },
    {
      operation: 'the version history (/documents/{id}/versions)',
      rules: { ...TLP_READ, clear: '-++++++' },
      // A visitor is asked to sign in; a member who may not read the document gets a 404.
      attempt: async ({ request }, doc) => {
        const response = await request.get(`/documents/${doc.id}/versions`)
        if (response.status() === 404) return denied(404, 'not found')
        if (response.status() !== 200) throw new Error(`version history: ${response.status()}`)
        return (await response.text()).includes('Version 1') ? allowed(200) : denied(200, 'asked to sign in')
      },
    },
    {
      operation: 'GET /documents/{id}/versions/1/download (an earlier file; AMBER and above: labelled)',
      rules: { ...TLP_READ, clear: '-++++++' },
      attempt: async ({ request }, doc, level) => {
        const response = await request.get(`/documents/${doc.id}/versions/1/download`, { maxRedirects: 0, timeout: LABELLING_TIMEOUT_MS })
        const outcome = await downloadOutcome(response)
        if (outcome.allowed)
          expect(
            decodeURIComponent(response.headers()['content-disposition'] ?? '').includes('(TLP-'),
            `${level}: labelled above GREEN`,
          ).toBe(level.startsWith('amber') || level === 'red')
        return outcome
      },
    },
    {
      operation: 'GET /api/documents/file/{filename} (the stored file)',
      rules: { clear: '-++++++', green: '-++++++', amber: '----++-', 'amber-strict': '----++-', red: '----++-' },
      attempt: async ({ request }, doc) => downloadOutcome(await request.get(`/api/documents/file/${doc.filename}`, { maxRedirects: 0 })),
    },
    {
      operation: 'the Atom feed (/feeds/atom.xml, public)',
      rules: only(['clear'], '+++++++'),
      attempt: async ({ request }, doc) =>
        (await (await request.get('/feeds/atom.xml')).text()).includes(doc.title) ? allowed(200) : denied(200, 'not in the feed'),
    },
    {
      operation: 'the inbox (GET /api/notifications, new documents)',
      // Told as a member of an industry organization: the claimant is a member of none.
      rules: { ...TLP_READ, clear: '-+++++-', green: '-+++++-' },
      attempt: async ({ request }, doc) => {
        // Told when it is first published (a database write in the same transaction): already there.
        const response = await request.get(`/api/notifications?where[document][equals]=${doc.id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'notifications', () => response.text())
        return ((await response.json()).docs as Row[]).length > 0 ? allowed(200) : denied(200, 'not told')
      },
    },
    {
      operation: 'the weekly digest (as an admin previews it for the actor)',
      rules: only(['clear'], '-++++++'),
      attempt: async ({ user }, doc) => {
        if (!user) return denied(0, 'a visitor gets no digest')
        const html = await api.text(`/users/${user.id}/weekly-digest`)
        return html.includes(doc.title) ? allowed(200) : denied(200, 'not in the digest')
      },
    },
  ]
  return paths.flatMap((path) =>
    TLP_LEVELS.map((level): MatrixRow => ({
      surface: 'TLP labels',
      subject: `documents (TLP:${level.toUpperCase().replace('-', '+')})`,
      operation: path.operation,
      rules: path.rules[level],
      attempt: async (actor) => path.attempt(actor, await labelledDocument(level), level),
    })),
  )
}

/**
 * TLP labels on projects and their files (issue 23, item 1): one published project per level,
 * owned by the member's organization (its owner's), named as the documents' are; each with one
 * TLP:CLEAR file, read by who may read the project. And one file per level on a TLP:CLEAR project,
 * named in the files' own fields. Every read path × level × actor.
 */
const labelledProjects = new Map<TlpLevel, Promise<Row & { title: string; word: string; file: Row }>>()
const labelledProject = (level: TlpLevel) => {
  if (!labelledProjects.has(level))
    labelledProjects.set(
      level,
      (async () => {
        const word = `tlpproject${level.replace('-', '')}${tag.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
        const title = `Labelled ${word} project`
        const row = await storeRow('projects', {
          title,
          type: 'Research',
          startDate: '2031-01-01T00:00:00.000Z',
          owner: actors.member.user!.id,
          tlp: level,
          sharedWithOrganizations: level === 'amber' ? [organizationOf(actors.otherMember)] : [],
          sharedWithPeople: level === 'red' ? [actors.otherMember.user!.id] : [],
        })
        const file = await storeRow('project-documents', { project: row.id, title: `Clear file of ${word}` }, 'pdf')
        return { ...row, title, word, file }
      })(),
    )
  return labelledProjects.get(level)!
}
const labelledProjectFiles = new Map<TlpLevel, Promise<Row & { title: string; project: Row; filename: string }>>()
const labelledProjectFile = (level: TlpLevel) => {
  if (!labelledProjectFiles.has(level))
    labelledProjectFiles.set(
      level,
      (async () => {
        const project = await labelledProject('clear')
        const title = `Labelled ${level} file ${tag}`
        const row = await storeRow(
          'project-documents',
          {
            project: project.id,
            title,
            tlp: level,
            owningOrganization: organizationOf(actors.member),
            sharedOrganizations: level === 'amber' ? [organizationOf(actors.otherMember)] : [],
            sharedPeople: level === 'red' ? [actors.otherMember.user!.id] : [],
          },
          'pdf',
        )
        return { ...row, title, project, filename: (await api.find('project-documents', row.id))!.filename as string }
      })(),
    )
  return labelledProjectFiles.get(level)!
}
/** Project files are for members: a visitor reads none, whatever the label. */
const membersOnly = (rules: Record<TlpLevel, string>) =>
  Object.fromEntries(TLP_LEVELS.map((level) => [level, `-${rules[level].slice(1)}`])) as Record<TlpLevel, string>

const projectTlpRows = (): MatrixRow[] => {
  type Project = Awaited<ReturnType<typeof labelledProject>>
  type File = Awaited<ReturnType<typeof labelledProjectFile>>
  const projectPaths: {
    operation: string
    rules: Record<TlpLevel, string>
    attempt: (actor: HttpActor, project: Project) => Promise<Outcome>
  }[] = [
    {
      operation: 'GET /api/projects (a list)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => {
        const response = await request.get(`/api/projects?where[id][equals]=${project.id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'find', () => response.text())
        return ((await response.json()).docs as Row[]).some((row) => row.id === project.id) ? allowed(200) : denied(200, 'not in the list')
      },
    },
    {
      operation: 'GET /api/projects/{id}',
      rules: TLP_READ,
      attempt: async ({ request }, project) => {
        const response = await request.get(`/api/projects/${project.id}?depth=0`)
        return judge(response.status(), 200, 'findByID', () => response.text())
      },
    },
    {
      operation: 'GraphQL Projects and Project',
      rules: TLP_READ,
      attempt: async (actor, project) => {
        const answer = await graphql(
          actor,
          `query { Projects(where: { id: { equals: ${project.id} } }) { docs { id } } Project(id: ${project.id}) { id } }`,
        )
        const listed = (answer.data?.Projects as { docs?: Row[] } | null)?.docs?.some((row) => row.id === project.id) ?? false
        const one = (answer.data?.Project as Row | null)?.id === project.id
        if (listed !== one) throw new Error(`GraphQL: listed ${listed}, by id ${one}`)
        return listed ? allowed(answer.status) : denied(answer.status, 'not found')
      },
    },
    {
      operation: 'the projects page (/projects?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => shownOn(request, `/projects?q=${project.word}`, project.title),
    },
    {
      operation: 'the project page (/projects/{id}; a visitor is asked to sign in)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => {
        const response = await request.get(`/projects/${project.id}`)
        return judge(response.status(), 200, 'project page', () => response.text())
      },
    },
    {
      operation: 'the search (/search?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => shownOn(request, `/search?q=${project.word}`, 'Labelled'),
    },
    {
      operation: "GET /projects/{id}/documents/{id}/download (the project's TLP:CLEAR file)",
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, project) =>
        downloadOutcome(await request.get(`/projects/${project.id}/documents/${project.file.id}/download`, { maxRedirects: 0 })),
    },
    {
      operation: 'POST /api/project-applications (applying)',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, project) => {
        const response = await request.post('/api/project-applications', { data: { project: project.id, message: 'Count me in' } })
        // A project one may not read is no valid choice (400), as for a missing one.
        if (response.status() === 400) return denied(400, 'not a project they may read')
        return judge(response.status(), 201, 'apply', () => response.text())
      },
    },
  ]
  const filePaths: {
    operation: string
    rules: Record<TlpLevel, string>
    attempt: (actor: HttpActor, file: File, level: TlpLevel) => Promise<Outcome>
  }[] = [
    {
      operation: 'GET /api/project-documents/{id}',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, file) => {
        const response = await request.get(`/api/project-documents/${file.id}?depth=0`)
        return judge(response.status(), 200, 'findByID', () => response.text())
      },
    },
    {
      operation: 'GraphQL ProjectDocuments',
      rules: membersOnly(TLP_READ),
      attempt: async (actor, file) => {
        const answer = await graphql(actor, `query { ProjectDocuments(where: { id: { equals: ${file.id} } }) { docs { id } } }`)
        return judgeGraphql(answer, 'ProjectDocuments', (value) =>
          ((value as { docs?: Row[] }).docs ?? []).some((row) => row.id === file.id),
        )
      },
    },
    {
      operation: 'the project page lists it (/projects/{id})',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, file) => shownOn(request, `/projects/${file.project.id}`, file.title),
    },
    {
      operation: 'GET /projects/{id}/documents/{id}/download (AMBER and above: labelled)',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, file, level) => {
        const response = await request.get(`/projects/${file.project.id}/documents/${file.id}/download`, {
          maxRedirects: 0,
          timeout: LABELLING_TIMEOUT_MS,
        })
        const outcome = await downloadOutcome(response)
        if (outcome.allowed) {
          const name = decodeURIComponent(response.headers()['content-disposition'] ?? '')
          expect(name.includes('(TLP-'), `${level}: the file's name carries its label exactly above GREEN`).toBe(
            level.startsWith('amber') || level === 'red',
          )
        }
        return outcome
      },
    },
    {
      operation: 'GET /api/project-documents/file/{filename} (the stored file)',
      rules: { clear: '-++++++', green: '-++++++', amber: '----++-', 'amber-strict': '----++-', red: '----++-' },
      attempt: async ({ request }, file) =>
        downloadOutcome(await request.get(`/api/project-documents/file/${file.filename}`, { maxRedirects: 0 })),
    },
  ]
  const label = (level: TlpLevel) => `TLP:${level.toUpperCase().replace('-', '+')}`
  return [
    ...projectPaths.flatMap((path) =>
      TLP_LEVELS.map((level): MatrixRow => ({
        surface: 'TLP labels',
        subject: `projects (${label(level)})`,
        operation: path.operation,
        rules: path.rules[level],
        attempt: async (actor) => path.attempt(actor, await labelledProject(level)),
      })),
    ),
    ...filePaths.flatMap((path) =>
      TLP_LEVELS.map((level): MatrixRow => ({
        surface: 'TLP labels',
        subject: `project-documents (${label(level)})`,
        operation: path.operation,
        rules: path.rules[level],
        attempt: async (actor) => path.attempt(actor, await labelledProjectFile(level), level),
      })),
    ),
  ]
}

test.beforeAll(async () => {
  const app = server()
  api = await setupApi(app.url)
  actors = await createActors(app.url, api, tag, { databaseUrl: (await database).url })
  fixtures = await matrixFixtures({
    next,
    member: actors.member.user!,
    memberOrganization: { id: organizationOf(actors.member) },
    claimant: actors.claimant.user!,
    admin: actors.admin.user!,
    superAdmin: actors.superAdmin.user!,
    // The super admin names the owner in the data; `asMember` is for the local API's requester.
    make: (slug, data, options = {}) => storeRow(slug, data, options.file),
  })
  const projectOfDocument = await fixtures.project()
  shared = {
    survey: fixtures.shared.survey as Row,
    document: fixtures.shared.document as Row,
    projectOfDocument,
    projectDocument: await storeRow('project-documents', { project: projectOfDocument.id, title: 'Shared charter' }, 'pdf'),
    media: await storeRow('media', { alt: 'Shared' }, 'png'),
    memberOrganizationName: (await api.find('organizations', organizationOf(actors.member)))!.name as string,
  }
})

const check = async (rows: MatrixRow[], options?: { serialActors?: boolean }) => {
  const cells = await runRows(rows, actors, options)
  results.push(...cells)
  expect(cells.filter(isMismatch).map(describeCell)).toEqual([])
}

test('REST: every collection × find, findByID, create, update, delete × seven actors', async () => {
  await check(APP_POLICIES.flatMap(restRows))
})

test('GraphQL: the same queries and mutations', async () => {
  await check(APP_POLICIES.flatMap(graphqlRows))
})

test('custom endpoints: review, move, send, member summary, unlock, health', async () => {
  await check(endpointRows())
})

test('drafts and versions: a draft by id, the versions list, restoring a version', async () => {
  await check(stagedRows())
})

test('field rules: role, e-mail, last online, organization editability, owners and statuses', async () => {
  // One actor at a time: these rows share their targets (the member and the organizations).
  await check(fieldRows(), { serialActors: true })
})

test("Payload's own collections: locks, preferences, jobs, migrations, key-value, jobs stats", async () => {
  await check(payloadCollectionRows())
})

test('globals: the live session address and the about page', async () => {
  // One actor at a time: every update writes the same global.
  await check(globalRows(), { serialActors: true })
})

test('file downloads: documents, project documents and images', async () => {
  await check(downloadRows())
})

test('pages: profile, invitations, project detail, admin panel', async () => {
  await check(pageRows())
})

test('TLP labels: every level × actor × read path (REST, GraphQL, pages, search, downloads, feed, inbox, digest)', async () => {
  await check(tlpRows())
})

test('TLP labels on projects and their files: every level × actor × read path (REST, GraphQL, pages, search, downloads, applying)', async () => {
  await check(projectTlpRows())
})

test('server actions, called over HTTP as the pages call them', async () => {
  await check(actionRows(), { serialActors: true })
})

/** Every global once: tsc fails here when a global is added without its rows. */
const EVERY_GLOBAL: Record<AppGlobal, true> = { 'live-session': true, 'about-page': true }

// Every collection is covered by its policy file (tests/authorization/policies.test.ts checks that each has one).
test('the matrix covers every global and custom endpoint', async () => {
  expect([...new Set(globalRows().map((row) => row.subject))].sort()).toEqual(Object.keys(EVERY_GLOBAL).sort())
  const endpoints = endpointRows().map((row) => row.operation)
  for (const path of ['/review', '/move', '/send', '/retry', '/member-summary', '/answers.csv', '/api/health'])
    expect(
      endpoints.some((operation) => operation.includes(path)),
      path,
    ).toBe(true)
})

test.afterAll(() => {
  if (results.length) writeMatrix(results)
  console.log(
    `Authorization matrix: ${results.length} cells, ${results.filter(isMismatch).length} mismatches (docs/authorization-matrix.md)`,
  )
})
