import type { Payload } from 'payload'

/**
 * After a refused sign-in: the clear message for an account Payload has locked (five wrong
 * passwords lock it for ten minutes), with the minutes left, or null when it is not locked.
 */
export async function lockedAccountMessage(payload: Payload, email: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  const msLeft = lockUntil ? new Date(lockUntil).getTime() - Date.now() : 0
  if (msLeft <= 0) return null
  const minutes = Math.ceil(msLeft / 60_000)
  return `This account is locked after too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`
}
