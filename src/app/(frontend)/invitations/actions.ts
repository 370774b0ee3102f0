'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { inviteEmailSchema, inviteExpert } from '@/lib/invitations/inviteExpert'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

const TITLE = 'Error sending invitation'

/** The invite-an-expert form (on /invitations and the home page): src/lib/invitations/inviteExpert.ts. */
export const inviteExpertAction = memberAction({
  signedOut: { title: TITLE, description: 'Please sign in to manage invitations' },
  // The address is checked by inviteExpert, in the spec's words.
  input: formFields(z.object({ email: z.unknown() }), 'Please enter a valid email address.'),
  title: TITLE,
  invalidTitle: 'Invalid email',
  unexpected: 'Something went wrong. Please try again.',
  run: async (context, { email }) => {
    // Counted before anything is written; an invalid address is refused by inviteExpert.
    const invitee = inviteEmailSchema.safeParse(email)
    if (invitee.success) {
      const refusal = await checkRateLimit(context.payload, 'invitation', { address: invitee.data, ip: await requestClientAddress() })
      if (refusal) return failed(TITLE, refusal.message)
    }
    const invitation = await inviteExpert(context, { email })
    revalidatePath('/invitations')
    return succeeded('Invitation sent!', `An expert invitation was sent to ${invitation.email}.`)
  },
})
