/**
 * `npm run break-glass -- <email>`: the last way into a super admin account whose second step is
 * lost (phone, passkeys and recovery codes) when no other super admin can reset it. Whoever runs
 * this has the server's database already; it takes away the account's passkeys, authenticator
 * app and recovery codes, signs it out everywhere and records that in the audit trail. The owner
 * then signs in with the password and sets up a new second step on /auth/confirm.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { closePayload } from './closePayload'
import { resetSecondFactor } from '../../src/lib/accounts/secondFactor/resetSecondFactor'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
  console.error('Usage: npm run break-glass -- <email of a super admin>')
  process.exit(2)
}
const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true })
const account = docs[0]
if (!account || account.role !== 'super_admin') {
  console.error(`${email} is not a super admin here. An admin's second step is reset by a super admin in the admin panel.`)
  await closePayload(payload)
  process.exit(1)
}
await resetSecondFactor(payload, { userId: account.id, by: { commandLine: true } })
console.log(`The second step of ${email} was reset and the account signed out everywhere (recorded in the audit trail).`)
console.log('Sign in with the password; /auth/confirm then asks for a new passkey or authenticator app.')
await closePayload(payload)
process.exit(0)
