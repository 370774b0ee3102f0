'use server'

import { revalidatePath } from 'next/cache'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { inviteExpert } from '@/lib/invitations/inviteExpert'
import { getPayloadClient } from '@/lib/payload'

export type InviteState = { ok?: boolean; title?: string; description?: string; at?: number }

/** The invite-an-expert form (on /invitations and the home page). */
export async function inviteExpertAction(_state: InviteState, formData: FormData): Promise<InviteState> {
  const user = await getCurrentUser()
  if (!user) return { title: 'Error sending invitation', description: 'Please sign in to manage invitations', at: Date.now() }
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return { title: 'Invalid email', description: 'Please enter a valid email address.', at: Date.now() }
  const outcome = await inviteExpert(await getPayloadClient(), user, formData.get('email'))
  if (outcome.ok) revalidatePath('/invitations')
  return { ok: outcome.ok, title: outcome.title, description: outcome.description, at: Date.now() }
}
