'use server'

import { revalidatePath } from 'next/cache'

import { type ActionResult, failed, succeeded } from '@/lib/actions/actionResult'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { inviteEmailSchema, inviteExpert } from '@/lib/invitations/inviteExpert'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

/** The invite-an-expert form (on /invitations and the home page). */
export async function inviteExpertAction(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return failed('Error sending invitation', 'Please sign in to manage invitations')
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return failed('Invalid email', 'Please enter a valid email address.')
  const payload = await getPayloadClient()
  // Counted before anything is written; an invalid address is refused by inviteExpert below.
  const invitee = inviteEmailSchema.safeParse(formData.get('email'))
  if (invitee.success) {
    const refusal = await checkRateLimit(payload, 'invitation', { address: invitee.data, ip: await requestClientAddress() })
    if (refusal) return failed('Error sending invitation', refusal.message)
  }
  const outcome = await inviteExpert(payload, user, formData.get('email'))
  if (!outcome.ok) return failed(outcome.title, outcome.description)
  revalidatePath('/invitations')
  return succeeded(outcome.title, outcome.description)
}
