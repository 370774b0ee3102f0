/**
 * The cells of the authorization matrix, whichever runner tries them: the in-process matrix
 * (tests/authorization/apiMatrix.test.ts, the API through the app's own route exports) and the
 * HTTP matrix (tests/e2e/authorization/authorizationMatrix.e2e.ts: pages, downloads, server
 * actions and one request per API route and method over real HTTP). Nothing here knows the runner.
 */
import { ACTOR_NAMES, type ActorName } from '../../support/actors'

export { ACTOR_NAMES, type ActorName }

export type Row = { id: number; [field: string]: unknown }
export type MatrixUpload = { name: string; mimeType: string; buffer: Buffer }
export type RequestOptions = {
  data?: unknown
  multipart?: Record<string, string | MatrixUpload>
  headers?: Record<string, string>
  maxRedirects?: number
  timeout?: number
}
/** An answer, as Playwright's APIResponse gives it (the in-process runner answers the same shape). */
export type MatrixResponse = {
  status(): number
  headers(): Record<string, string>
  text(): Promise<string>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Playwright's APIResponse
  json(): Promise<any>
  body(): Promise<Buffer>
}
/** Requests as one actor: Playwright's APIRequestContext, or the app's routes in process. */
export type ActorRequest = {
  get(path: string, options?: RequestOptions): Promise<MatrixResponse>
  post(path: string, options?: RequestOptions): Promise<MatrixResponse>
  patch(path: string, options?: RequestOptions): Promise<MatrixResponse>
  put(path: string, options?: RequestOptions): Promise<MatrixResponse>
  delete(path: string, options?: RequestOptions): Promise<MatrixResponse>
}
export type MatrixActor = {
  name: ActorName
  /** The signed-in account, or null for the visitor. */
  user: Row | null
  /** The session token, sent as the cookie a browser would send. */
  token: string | null
  /** Requests as this actor: the session cookie and the site's own Origin on every request, like a browser. */
  request: ActorRequest
}
export type MatrixActors = Record<ActorName, MatrixActor>

/** A check inside a try: a failed one makes the cell an error (a mismatch), in either runner. */
export function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`check failed: ${what}`)
}

/** What one try did: allowed or denied, the HTTP status, and a word on how it was told apart. */
export type Outcome = { allowed: boolean; status: number; note?: string }

/**
 * One row of the matrix: a surface (REST, GraphQL, an endpoint, a page, a server action, a
 * field rule, a download), what is tried, the expected answer per actor as five characters in
 * ACTOR_NAMES order (+ allowed, - denied), and the try itself.
 */
export type MatrixRow<Actor extends MatrixActor = MatrixActor> = {
  surface: string
  subject: string
  operation: string
  rules: string
  // A method: a row of a runner's own actors (HttpActor, with Playwright's request) is a MatrixRow too.
  attempt(actor: Actor): Promise<Outcome>
}

export type CellResult = { row: MatrixRow; actor: ActorName; expected: boolean; outcome: Outcome | { error: string } }

export const allowed = (status: number, note?: string): Outcome => ({ allowed: true, status, note })
export const denied = (status: number, note?: string): Outcome => ({ allowed: false, status, note })

export const expectedFor = (row: MatrixRow, actor: ActorName) => {
  const rule = row.rules[ACTOR_NAMES.indexOf(actor)]
  if (rule !== '+' && rule !== '-') throw new Error(`Row ${row.surface} ${row.subject} ${row.operation} has no rule for ${actor}`)
  return rule === '+'
}

/**
 * Runs every cell of the rows: several rows at once, the actors of a row at once, unless
 * `serialActors` (rows whose tries share a target run one cell at a time). Results keep row order.
 */
export async function runRows<Actor extends MatrixActor>(
  rows: MatrixRow<Actor>[],
  actors: Record<ActorName, Actor>,
  options: { serialActors?: boolean; rowsAtOnce?: number } = {},
): Promise<CellResult[]> {
  const tryActor = async (row: MatrixRow<Actor>, actor: ActorName): Promise<CellResult> => {
    const expected = expectedFor(row, actor)
    try {
      return { row, actor, expected, outcome: await row.attempt(actors[actor]) }
    } catch (error) {
      return { row, actor, expected, outcome: { error: (error as Error).message.slice(0, 300) } }
    }
  }
  const byRow: CellResult[][] = []
  if (options.serialActors) {
    for (const row of rows) {
      const cells: CellResult[] = []
      for (const actor of ACTOR_NAMES) cells.push(await tryActor(row, actor))
      byRow.push(cells)
    }
    return byRow.flat()
  }
  let next = 0
  const worker = async () => {
    for (let index = next++; index < rows.length; index = next++) {
      byRow[index] = await Promise.all(ACTOR_NAMES.map((actor) => tryActor(rows[index]!, actor)))
    }
  }
  await Promise.all(Array.from({ length: options.rowsAtOnce ?? ROWS_AT_ONCE }, worker))
  return byRow.flat()
}

/** Rows tried at the same time by default (seven requests each): enough to keep the server busy, not flooded. */
const ROWS_AT_ONCE = 4

/** A server failure (any 5xx but 501), not a refusal; Payload's 501 says a route does not exist. */
const isServerFailure = (status: number) => status >= 500 && status !== 501

// A server failure is no answer, allowed or denied: a refusal by a 500 page is a mismatch too.
export const isMismatch = (cell: CellResult) =>
  'error' in cell.outcome || isServerFailure(cell.outcome.status) || cell.outcome.allowed !== cell.expected

export const describeCell = (cell: CellResult) =>
  `${cell.row.surface} ${cell.row.subject} ${cell.row.operation} as ${cell.actor}: expected ${cell.expected ? 'allowed' : 'denied'}, ` +
  ('error' in cell.outcome
    ? `error ${cell.outcome.error}`
    : `${cell.outcome.allowed ? 'allowed' : 'denied'} (${cell.outcome.status}${cell.outcome.note ? `, ${cell.outcome.note}` : ''})`)
