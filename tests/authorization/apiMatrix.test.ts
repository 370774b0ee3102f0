/**
 * The authorization matrix's API sections in process: every collection × find, findByID, create,
 * update, delete through REST and GraphQL, the custom endpoints under /api, drafts and versions,
 * field rules, Payload's own collections, the globals and the TLP labels' REST and GraphQL reads,
 * each × the seven actors, through the app's own route exports with a real `Request` (guards,
 * read budget and write messages included; tests/support/appRoutes.ts). Expectations come from
 * tests/policies; writes are checked in the database. Writes its part of
 * docs/authorization-matrix.md and fails on any cell that differs from its rule. Pages, downloads,
 * server actions and one request per API route and method stay over real HTTP
 * (tests/e2e/authorization/authorizationMatrix.e2e.ts).
 */
import type { Payload } from 'payload'
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { apiClient } from '../support/appRoutes'
import { usePayload } from '../support/payload'
import { tokenOf } from '../support/rest'
import { createMatrixActors } from './matrix/actors'
import { APP_POLICIES, EVERY_GLOBAL, apiSections } from './matrix/apiRows'
import { type CellResult, type MatrixRow, describeCell, isMismatch, runRows } from './matrix/cells'
import { type MatrixContext, type Query, matrixContext } from './matrix/context'
import { writeMatrixPart } from './matrix/document'
import { setupApiOn } from './matrix/setupApi'
import { tlpApiRows, tlpFixtures } from './matrix/tlp'

const given = usePayload()
let ctx: MatrixContext
let sections: ReturnType<typeof apiSections>
const results: CellResult[] = []

/** SQL on the test database, through Payload's own pool. */
const queryOn =
  (payload: Payload): Query =>
  async <T>(text: string, values: unknown[] = []) =>
    (await (payload.db as unknown as { pool: pg.Pool }).pool.query(text, values)).rows as T[]

beforeAll(async () => {
  const payload = given()
  const tag = uniqueTag()
  const query = queryOn(payload)
  // The rows are arranged by a super admin of their own, through the same routes: none of the actors.
  const arranger = await createUser(payload, { email: `arranger-${tag}@test.example`, role: 'super_admin' })
  const api = setupApiOn(apiClient({ bearer: await tokenOf(payload, arranger) }))
  const actors = await createMatrixActors({
    api,
    query,
    tag,
    signIn: (user) => tokenOf(payload, user as unknown as User),
    requestAs: (token) => apiClient({ token }),
  })
  ctx = await matrixContext({ api, query, actors, tag })
  sections = apiSections(ctx)
}, 300_000)

/** Cells at once: rows of seven requests each, enough to overlap the database's waits. */
const ROWS_AT_ONCE = 6

const check = async (rows: MatrixRow[], options: { serialActors?: boolean } = {}) => {
  const cells = await runRows(rows, ctx.actors, { ...options, rowsAtOnce: ROWS_AT_ONCE })
  results.push(...cells)
  sectionsRun.add(expect.getState().currentTestName ?? '')
  expect(cells.filter(isMismatch).map(describeCell)).toEqual([])
}
/** The sections below that check cells: the document is rewritten only after all of them ran (never after a filtered run, `-t REST`). */
const SECTIONS = 8
const sectionsRun = new Set<string>()

it('REST: every collection × find, findByID, create, update, delete × seven actors', async () => {
  await check(APP_POLICIES.flatMap(sections.restRows))
}, 600_000)

it('GraphQL: the same queries and mutations', async () => {
  await check(APP_POLICIES.flatMap(sections.graphqlRows))
}, 600_000)

it('custom endpoints: review, move, send, member summary, unlock, exports, health', async () => {
  await check(sections.endpointRows())
}, 300_000)

it('drafts and versions: a draft by id, the versions list, restoring a version', async () => {
  await check(sections.stagedRows())
}, 300_000)

it('field rules: role, e-mail, last online, organization editability, owners and statuses', async () => {
  // One actor at a time: these rows share their targets (the member and the organizations).
  await check(sections.fieldRows(), { serialActors: true })
}, 300_000)

it("Payload's own collections: locks, preferences, jobs, migrations, key-value, jobs stats", async () => {
  await check(sections.payloadCollectionRows())
}, 300_000)

it('globals: the live session address and the about page', async () => {
  // One actor at a time: every update writes the same global.
  await check(sections.globalRows(), { serialActors: true })
}, 300_000)

it('TLP labels: every level × actor through REST and GraphQL (documents, projects, project files, applying)', async () => {
  await check(tlpApiRows(tlpFixtures(ctx)))
}, 300_000)

// Every collection is covered by its policy file (tests/authorization/policies.test.ts checks that each has one).
it('the matrix covers every global and custom endpoint', () => {
  expect([...new Set(sections.globalRows().map((row) => row.subject))].sort()).toEqual(Object.keys(EVERY_GLOBAL).sort())
  const endpoints = sections.endpointRows().map((row) => row.operation)
  for (const path of [
    '/review',
    '/move',
    '/send',
    '/retry',
    '/member-summary',
    '/answers.csv',
    '/import/preview',
    '/import',
    '/api/health',
  ])
    expect(
      endpoints.some((operation) => operation.includes(path)),
      path,
    ).toBe(true)
})

afterAll(() => {
  if (sectionsRun.size === SECTIONS) writeMatrixPart('in process', results)
  console.log(`Authorization matrix in process: ${results.length} cells, ${results.filter(isMismatch).length} mismatches`)
})
