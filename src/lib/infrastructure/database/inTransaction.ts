import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

/** A local-API request acting as `user` (a visitor when null): what access functions and hooks see as req.user. */
export const requestAs = (payload: Payload, user: User | null): Promise<PayloadRequest> =>
  createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)

/**
 * Runs `work` in one database transaction on `req` (pass `req` to every local-API call in it):
 * committed when it returns, rolled back and rethrown when it throws. A request already in a
 * transaction keeps it; whoever opened it commits.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const ownTransaction = await initTransaction(req)
  try {
    const result = await work()
    if (ownTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}
