import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'

/**
 * Whether the mail server refused the recipient for good: 550 (no such mailbox), 551 (not
 * here) or 553 (address not allowed) in answer to RCPT TO. A full mailbox (552), a greylisting
 * (4xx) or a connection failure is not: those are tried again.
 */
export function hardBounceReason(error: unknown): string | null {
  const failure = error as { responseCode?: number; command?: string; code?: string; response?: string } | null
  if (!failure || ![550, 551, 553].includes(Number(failure.responseCode))) return null
  if (failure.code !== 'EENVELOPE' && !String(failure.command ?? '').startsWith('RCPT')) return null
  return String(failure.response ?? `${failure.responseCode}`).slice(0, 500)
}

/**
 * Remembers that a member's address bounced hard (users.emailBounce): the outbox sends them
 * nothing more (src/lib/reach/memberEmails/composeNotification.ts), no digest is queued, and
 * /profile says why, until the member asks to send again or the address changes.
 */
export async function recordHardBounce(payload: Payload, userId: number, reason: string): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { emailBounce: { at: new Date().toISOString(), reason } },
    depth: 0,
    ...elevated('the mail server refused the address'),
  })
}
