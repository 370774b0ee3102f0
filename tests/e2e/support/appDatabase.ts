import pg from 'pg'

import { freePort } from '../../../scripts/database/embeddedPostgres'

/** Runs one statement on the database at `url`, each on a connection of its own. */
export const queryOn =
  (url: string) =>
  async <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text, values)).rows as T[]
    } finally {
      await client.end()
    }
  }

/**
 * The embedded database of an app started with startApp, on a port chosen here
 * (EMBEDDED_DB_PORT), so a test can count rows in SQL while the app runs.
 */
export async function appDatabase() {
  const port = await freePort()
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/community`
  return {
    env: { EMBEDDED_DB_PORT: String(port) },
    url,
    /** Runs one statement on a connection of its own. */
    query: queryOn(url),
  }
}

export type AppDatabase = Awaited<ReturnType<typeof appDatabase>>
