'use server'

import { revalidatePath } from 'next/cache'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { inviteEmailSchema, inviteExpert } from '@/lib/invitations/inviteExpert'
import { getPayloadClient } from '@/lib/payload'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

export type InviteState = { ok?: boolean; title?: string; description?: string; at?: number }

/** The invite-an-expert form (on /invitations and the home page). */
export async function inviteExpertAction(_state: InviteState, formData: FormData): Promise<InviteState> {
  const user = await getCurrentUser()
  if (!user) return { title: 'Error sending invitation', description: 'Please sign in to manage invitations', at: Date.now() }
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return { title: 'Invalid email', description: 'Please enter a valid email address.', at: Date.now() }
  const payload = await getPayloadClient()
  // Counted before anything is written; an invalid address is refused by inviteExpert below.
  const invitee = inviteEmailSchema.safeParse(formData.get('email'))
  if (invitee.success) {
    const refusal = await checkRateLimit(payload, 'invitation', { address: invitee.data, ip: await requestClientAddress() })
    if (refusal) return { title: 'Error sending invitation', description: refusal.message, at: Date.now() }
  }
  const outcome = await inviteExpert(payload, user, formData.get('email'))
  if (outcome.ok) revalidatePath('/invitations')
  return { ok: outcome.ok, title: outcome.title, description: outcome.description, at: Date.now() }
}
