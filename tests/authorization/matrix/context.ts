import { ACTOR_NAMES, type MatrixActor, type MatrixActors, type MatrixUpload, type Outcome, type Row, allowed, denied } from './cells'
import { accessOf } from '../../policies'
import { matrixFixtures } from '../../policies/matrixFixtures'
import type { MatrixFile, MatrixFixtures } from '../../policies/policy'
import { pdfFile, pngFile } from '../../support/files'

/** Arranging rows and reading results as a super admin who is none of the actors under test. */
export type SetupApi = {
  create(collection: string, data: Record<string, unknown>, file?: MatrixUpload): Promise<Row>
  update(collection: string, id: number, data: Record<string, unknown>): Promise<Row>
  /** Any JSON answer of the API. */
  get(path: string): Promise<unknown>
  /** Any other answer of the API (an HTML preview), `path` after /api. */
  text(path: string): Promise<string>
  /** The row as it is now, or null when it is gone. */
  find(collection: string, id: number): Promise<Row | null>
  count(collection: string, where: Record<string, string>): Promise<number>
}
/** One SQL statement on the app's database. */
export type Query = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>

export type MatrixSlug = Parameters<MatrixFixtures['make']>[0]

const asUpload = (file: { name: string; data: Buffer; mimetype: string }): MatrixUpload => ({
  name: file.name,
  mimeType: file.mimetype,
  buffer: file.data,
})
export const uploads: Record<MatrixFile, () => Promise<MatrixUpload>> = {
  pdf: async () => asUpload(pdfFile('matrix')),
  png: async () => asUpload(await pngFile('matrix')),
}

export const organizationOf = (actor: MatrixActor): number => {
  const organization = actor.user?.organization
  return typeof organization === 'object' && organization !== null ? (organization as Row).id : (organization as number)
}

/** A refusal: 401, 403 or 404 (a row the actor may not see does not exist for them). */
const refusal = (status: number) => status === 401 || status === 403 || status === 404

export async function judge(status: number, success: number, what: string, body: () => Promise<string>): Promise<Outcome> {
  if (status === success) return allowed(status)
  if (refusal(status)) return denied(status)
  throw new Error(`${what}: unexpected ${status} ${(await body()).slice(0, 200)}`)
}

type GraphqlAnswer = {
  status: number
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { statusCode?: number } }[]
}

export async function graphql(actor: MatrixActor, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer> {
  const response = await actor.request.post('/api/graphql', { data: { query, variables } })
  const body = (await response.json()) as GraphqlAnswer
  return { ...body, status: response.status() }
}

/** A GraphQL answer as an outcome: data for the field is allowed, an access error is denied. */
export function judgeGraphql(answer: GraphqlAnswer, field: string, present: (value: unknown) => boolean): Outcome {
  const value = answer.data?.[field]
  if (value !== null && value !== undefined && present(value)) return allowed(answer.status)
  const codes = (answer.errors ?? []).map((error) => error.extensions?.statusCode)
  if (codes.some((code) => code === 401 || code === 403 || code === 404)) return denied(answer.status)
  if (value !== null && value !== undefined) return denied(answer.status, 'row not in the list')
  throw new Error(`GraphQL ${field}: ${answer.status} ${JSON.stringify(answer.errors ?? answer.data).slice(0, 300)}`)
}

/**
 * What every section of the matrix tries with, in either runner: the actors, the setup API, SQL on
 * the app's database, the policies' fixtures and a few rows read by many cells.
 */
export async function matrixContext(base: { api: SetupApi; query: Query; actors: MatrixActors; tag: string }) {
  const { api, query, actors, tag } = base
  let serial = 0
  const next = () => `${tag}-${serial++}`

  /** A table's columns, read once per table. */
  const tableColumns = new Map<string, Promise<Set<string>>>()
  const columnsOf = (table: string) => {
    if (!tableColumns.has(table))
      tableColumns.set(
        table,
        query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_name = $1', [table]).then(
          (rows) => new Set(rows.map((column) => column.column_name)),
        ),
      )
    return tableColumns.get(table)!
  }

  /**
   * Stores a row through the setup API; where nobody may create through the API (the server's own
   * outboxes, written by hooks and jobs), in SQL, with relationships in their `_id` columns.
   */
  async function storeRow(slug: MatrixSlug, data: Record<string, unknown>, file?: MatrixFile): Promise<Row> {
    if (accessOf(slug).create !== '-------') return api.create(slug, data, file ? await uploads[file]() : undefined)
    const table = slug.replaceAll('-', '_')
    const columns = await columnsOf(table)
    const names = Object.keys(data).map((field) => {
      const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
      return columns.has(`${column}_id`) ? `${column}_id` : column
    })
    const values = Object.values(data)
    const [row] = await query<Row>(
      `INSERT INTO ${table} (${names.join(', ')}, updated_at, created_at) VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}, now(), now()) RETURNING id`,
      values,
    )
    return { id: Number(row!.id) }
  }

  /**
   * A row as stored now, or null when it is gone: through the setup API, or in SQL where nobody
   * reads through the API (the second step's secrets), its columns named as the fields.
   */
  async function storedRow(slug: MatrixSlug, id: number): Promise<Row | null> {
    if (accessOf(slug).read[ACTOR_NAMES.indexOf('superAdmin')] === '+') return api.find(slug, id)
    const [row] = await query<Record<string, unknown>>(`SELECT * FROM ${slug.replaceAll('-', '_')} WHERE id = $1`, [id])
    if (!row) return null
    return Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column.replace(/_id$/, '').replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
    ) as Row
  }

  const member = () => actors.member.user!
  const fixtures = await matrixFixtures({
    next,
    member: member(),
    memberOrganization: { id: organizationOf(actors.member) },
    claimant: actors.claimant.user!,
    admin: actors.admin.user!,
    superAdmin: actors.superAdmin.user!,
    // The setup API names the owner in the data; `asMember` is for the local API's requester.
    make: (slug, data, options = {}) => storeRow(slug, data, options.file),
  })
  const projectOfDocument = await fixtures.project()
  const shared = {
    survey: fixtures.shared.survey as Row,
    document: fixtures.shared.document as Row,
    projectOfDocument,
    projectDocument: await storeRow('project-documents', { project: projectOfDocument.id, title: 'Shared charter' }, 'pdf'),
    media: await storeRow('media', { alt: 'Shared' }, 'png'),
    event: await storeRow('events', {
      title: 'Shared event',
      date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      _status: 'published',
    }),
    memberOrganizationName: (await api.find('organizations', organizationOf(actors.member)))!.name as string,
  }
  return { ...base, next, member, storeRow, storedRow, fixtures, shared }
}
export type MatrixContext = Awaited<ReturnType<typeof matrixContext>>
