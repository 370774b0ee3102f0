import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'

type Logger = { logQuery: (query: string, params: unknown[]) => void }
type DrizzleSession = { logger?: Logger; options?: { logger?: Logger } }

const current = new AsyncLocalStorage<string[]>()
const watched = new WeakSet<object>()

/**
 * The SQL statements a piece of work in this process sends, attributed to it even while other
 * work runs at the same time (each call of `during` keeps its own list through its async
 * context). Both ways Payload and the app reach PostgreSQL are watched: drizzle's query logger
 * (every statement drizzle runs, in transactions too) and the pool's own `query` (raw queries);
 * a statement may be listed twice, which no test of "none" or "only these tables" minds.
 */
export function watchStatements(payload: Payload) {
  const db = payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown }; drizzle: { session?: DrizzleSession } }
  const record = (text: unknown) => current.getStore()?.push(String(text))
  if (!watched.has(db)) {
    watched.add(db)
    const session = db.drizzle.session
    if (!session?.options) throw new Error('watchStatements: drizzle keeps its session elsewhere in this version')
    const earlier = session.logger
    const logger: Logger = {
      logQuery: (query, params) => {
        record(query)
        earlier?.logQuery(query, params)
      },
    }
    // A transaction's session is made from the options, the others use the session's own logger.
    session.logger = logger
    session.options.logger = logger
    const query = db.pool.query.bind(db.pool)
    db.pool.query = (...args: unknown[]) => {
      const first = args[0]
      record(typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text)
      return query(...args)
    }
  }
  return {
    /** Runs `work` and answers its result with the statements it sent. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = []
      const result = await current.run(statements, work)
      return { result, statements }
    },
  }
}

/** The tables a statement names (FROM, JOIN, INTO, UPDATE; a LATERAL subquery's own FROM names its table), lower case. */
export const tablesOf = (statement: string): string[] =>
  [...statement.matchAll(/\b(?:from|join|into|update)\s+(?:(?:lateral|only)\s+)?(?!(?:lateral|only)\b)"?([a-z_][a-z0-9_]*)"?/gi)].map(
    (match) => match[1]!.toLowerCase(),
  )
