import { changeSecondFactor, readSecondFactor } from '@/lib/accounts/secondFactor/secondFactorState'
import { newTotpSecret, totpAddress, totpCode } from '@/lib/accounts/secondFactor/totp'

import type { Seed } from './context'

/** The demo's admin accounts (src/seed/members.ts). */
const DEMO_ADMINS = ['superadmin@example.com', 'admin@example.com']

/**
 * The demo admins' second step (issue 23, item 5): an authenticator app, so the README's demo
 * opens the admin panel. The key (DEMO_TOTP_SECRET, else a new one) is printed once, when it is
 * set: add it to any authenticator app, or type the code printed beside it within 30 seconds.
 */
export async function seedSecondSteps({ payload }: Seed): Promise<void> {
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_ADMINS } },
    select: { email: true },
    depth: 0,
    overrideAccess: true,
  })
  // One key for the demo's admins: one entry in the newcomer's authenticator app opens both.
  const secret = process.env.DEMO_TOTP_SECRET?.trim() || newTotpSecret()
  for (const account of admins) {
    const state = await readSecondFactor(payload, account.id)
    if (state.totpSecret || state.passkeys) continue
    await changeSecondFactor(payload, account.id, state, { totpSecret: secret, totpEnabledAt: new Date() })
    payload.logger.info(
      `Demo admin ${account.email}: authenticator app key ${secret} (${totpAddress(secret, account.email)}); code now ${totpCode(secret)}`,
    )
  }
}
