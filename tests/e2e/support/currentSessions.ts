import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { startEmbeddedPostgres } from '../../../scripts/database/embeddedPostgres'
import { CURRENT_EVENT } from '../../../src/seed/events'

/**
 * The seed puts the current event's sessions around the moment of seeding (src/seed/agenda.ts:
 * the first 100 minutes before it, one every 40 minutes, so the third is happening and the
 * fourth starts 20 minutes later). A copy of the run's template, seeded minutes earlier, gets
 * that again here with one statement instead of a whole seed: its sessions move by the time
 * since seeding. Runs on the copy's own database before its app starts, so no page or memo of
 * the app holds the old times.
 */
export async function moveCurrentSessionsToNow(dataDir: string) {
  // Without a template (another config) the copy is empty and seeds at its first start.
  if (!fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) return
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') })
  try {
    const client = new pg.Client({ connectionString: database.urlFor('community') })
    await client.connect()
    try {
      await client.query(
        `UPDATE agenda_items SET start_time = start_time + moved.shift, end_time = end_time + moved.shift
           FROM (SELECT items.event_id, now() - interval '100 minutes' - min(items.start_time) AS shift
                   FROM agenda_items items
                   JOIN events_locales title ON title._parent_id = items.event_id AND title._locale = 'en'
                  WHERE title.title = $1
                  GROUP BY items.event_id) moved
          WHERE agenda_items.event_id = moved.event_id`,
        [CURRENT_EVENT],
      )
    } finally {
      await client.end()
    }
  } finally {
    await database.stop()
  }
}
