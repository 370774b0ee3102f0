/**
 * Every committed migration can be undone and done again: from the migrated database, each `down`
 * in reverse order to the empty schema, then each `up` in order, and the schema is the same as
 * before (tables and columns with their types, defaults and nullability, indexes, constraints,
 * enum values, triggers). An operator who rolls back an upgrade (docs/deploy.md) meets no
 * migration that fails half-way; Payload's generated `down`s had dropped tables with CASCADE and
 * then the constraints that went with them.
 */
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test } from 'vitest'

import { migrations } from '../../migrations'
import { useOwnSqlDatabase } from '../support/ownDatabase'

const ownPool = useOwnSqlDatabase('migrations_round_trip')

/** The public schema as text lines, sorted: what a migration's `up` makes and its `down` removes. */
async function schema(): Promise<string[]> {
  const lines = async (text: string) => (await ownPool().query<{ line: string }>(text)).rows.map((row) => row.line)
  const found = [
    ...(await lines(`SELECT concat_ws(' ', 'column', table_name, column_name, data_type, udt_name, is_nullable, column_default) AS line
      FROM information_schema.columns WHERE table_schema = 'public'`)),
    ...(await lines(`SELECT concat_ws(' ', 'index', tablename, indexdef) AS line FROM pg_indexes WHERE schemaname = 'public'`)),
    ...(await lines(`SELECT concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) AS line
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace`)),
    ...(await lines(`SELECT concat_ws(' ', 'enum', t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)) AS line
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid WHERE t.typnamespace = 'public'::regnamespace GROUP BY t.typname`)),
    ...(await lines(`SELECT concat_ws(' ', 'trigger', tgrelid::regclass::text, tgname, pg_get_triggerdef(oid)) AS line
      FROM pg_trigger WHERE NOT tgisinternal`)),
    ...(await lines(`SELECT concat_ws(' ', 'function', proname) AS line FROM pg_proc WHERE pronamespace = 'public'::regnamespace`)),
  ]
  return found.sort()
}

test('every migration goes down in reverse order and up again to the same schema', async () => {
  const db = drizzle({ client: ownPool() }) as never
  const before = await schema()
  expect(before.length).toBeGreaterThan(500)
  for (const migration of [...migrations].reverse()) {
    await expect(migration.down({ db, payload: undefined, req: undefined } as never), `${migration.name} down`).resolves.toBeUndefined()
  }
  // Payload's own bookkeeping table is all that is left.
  expect((await schema()).filter((line) => !line.includes('payload_migrations'))).toEqual([])
  for (const migration of migrations) {
    await expect(migration.up({ db, payload: undefined, req: undefined } as never), `${migration.name} up`).resolves.toBeUndefined()
  }
  expect(await schema()).toEqual(before)
}, 120_000)
