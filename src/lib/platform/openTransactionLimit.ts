import type { BaseDatabaseAdapter } from 'payload'

type TransactionId = Awaited<ReturnType<NonNullable<BaseDatabaseAdapter['beginTransaction']>>>
type Ending = NonNullable<BaseDatabaseAdapter['commitTransaction']>

/** Fewer transactions than connections: how many of a pool's connections are kept out of them. */
export const CONNECTIONS_OUTSIDE_TRANSACTIONS = 2

/**
 * Caps the transactions open at once in this process below the pool's connections, so a
 * transaction that needs a second connection always gets one.
 *
 * Payload's update reads the document locks on a connection of its own while the update's
 * transaction holds another (checkDocumentLockStatus queries without `req`, on purpose since
 * payloadcms/payload#11273), and its adapter keeps one connection checked out from its start.
 * With as many concurrent updates as connections, every connection was held by a transaction
 * waiting for one more, and nothing moved again (the authorization matrix's stalls in CI). A
 * transaction beyond the cap waits for a place before it takes a connection, at most `waitMs`,
 * then fails with an error that says so.
 */
export function limitOpenTransactions(db: BaseDatabaseAdapter, { limit, waitMs }: { limit: number; waitMs: number }): void {
  const begin = db.beginTransaction?.bind(db)
  const commit = db.commitTransaction?.bind(db)
  const rollback = db.rollbackTransaction?.bind(db)
  if (!begin || !commit || !rollback) return

  let open = 0
  const queue: (() => void)[] = []
  const holders = new Set<string | number>()

  const takePlace = () =>
    new Promise<void>((resolve, reject) => {
      if (open < limit) {
        open += 1
        return resolve()
      }
      const enter = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(enter), 1)
        reject(new Error(`No database transaction could begin within ${waitMs} ms: ${limit} were open (DATABASE_POOL_MAX)`))
      }, waitMs)
      queue.push(enter)
    })

  // A place left is handed to the longest waiting transaction, or freed.
  const leavePlace = () => {
    const next = queue.shift()
    if (next) next()
    else open -= 1
  }

  db.beginTransaction = async (options) => {
    await takePlace()
    let id: TransactionId
    try {
      id = await begin(options)
    } catch (error) {
      leavePlace()
      throw error
    }
    if (id === null || id === undefined) leavePlace()
    else holders.add(id)
    return id
  }

  const ending =
    (end: Ending): Ending =>
    async (incomingId) => {
      const id = incomingId instanceof Promise ? await incomingId : incomingId
      try {
        await end(id)
      } finally {
        // Payload ends a transaction once; a second commit or rollback of it finds no holder.
        if (id !== null && id !== undefined && holders.delete(id)) leavePlace()
      }
    }
  db.commitTransaction = ending(commit)
  db.rollbackTransaction = ending(rollback)
}
