import { randomBytes } from 'node:crypto'
import type { BaseDatabaseAdapter } from 'payload'
import type pg from 'pg'

/**
 * A write answers only once this instance has heard what it changed. PostgreSQL delivers a
 * committed write's NOTIFYs (content changes, a member's state) to the listener of
 * ./visitorPageCache.ts on its own connection, a moment after the commit returns: without a wait,
 * the writer's next request could come first and be served the page or the sharing group it had
 * before (a member moved out of an organization still seeing its TLP:AMBER titles once).
 *
 * So after each commit this process sends a NOTIFY on a channel only it listens to. PostgreSQL
 * delivers notifications in the order their transactions committed, so hearing that one means
 * every notification of the write has been applied here. Other instances hear them as before.
 * Commits in the same turn of the event loop share one NOTIFY.
 *
 * The listener runs in the server in front of Next.js (scripts/server/nextServer.ts) and Payload's
 * commits in Next.js's own copy of these modules, in the same process: the state is one, kept on
 * a global as ./appPayload.ts shares the Payload instance.
 */
type Listener = { client: pg.Client; forgetEverything: () => void }
type OwnWrites = {
  channel: string
  listener: Listener | null
  sent: number
  heard: number
  waiting: Map<number, () => void>
  unsent: Promise<void> | null
}
const OWN_WRITES = Symbol.for('community.ownWritesHeard')
const own = ((globalThis as typeof globalThis & { [OWN_WRITES]?: OwnWrites })[OWN_WRITES] ??= {
  channel: `own_writes_${randomBytes(8).toString('hex')}`,
  listener: null,
  sent: 0,
  heard: 0,
  waiting: new Map(),
  unsent: null,
})

export const OWN_WRITES_CHANNEL = own.channel
/** How long a write waits to hear itself; past it the listener is taken as stuck and everything remembered is forgotten. */
const HEARD_WITHIN_MS = 2_000

/** The listener to hear own writes on, once it LISTENs on OWN_WRITES_CHANNEL; null while there is none. */
export function hearOnListener(next: Listener | null) {
  own.listener = next
  // Without a listener nothing remembered is served (pageCacheReady): nobody needs to wait.
  if (!next) for (const number of [...own.waiting.keys()]) release(number)
}

function release(number: number) {
  own.waiting.get(number)?.()
  own.waiting.delete(number)
}

/** A notification on OWN_WRITES_CHANNEL: every write up to its number is heard. */
export function ownWriteHeard(payload: string | undefined) {
  own.heard = Math.max(own.heard, Number(payload) || 0)
  for (const number of [...own.waiting.keys()]) if (number <= own.heard) release(number)
}

/** Resolves once every notification committed before the call has been applied on this instance. */
export function untilOwnWritesHeard(): Promise<void> {
  const current = own.listener
  if (!current) return Promise.resolve()
  // Not sent yet, so sent after this commit: hearing it covers this one too.
  if (own.unsent) return own.unsent
  const number = ++own.sent
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      own.waiting.delete(number)
      if (own.listener === current) current.forgetEverything()
      resolve()
    }, HEARD_WITHIN_MS)
    own.waiting.set(number, finish)
  })
  own.unsent = done
  setImmediate(() => {
    own.unsent = null
    // A failed query ends the listener's connection, which releases every wait (hearOnListener(null)).
    current.client.query('SELECT pg_notify($1, $2)', [OWN_WRITES_CHANNEL, String(number)]).catch(() => undefined)
  })
  return done
}

/** Makes every transaction this process commits through Payload answer only once its notifications are heard. */
export function hearOwnCommits(db: BaseDatabaseAdapter): void {
  const commit = db.commitTransaction?.bind(db)
  if (!commit) return
  db.commitTransaction = async (id) => {
    await commit(id)
    await untilOwnWritesHeard()
  }
}
