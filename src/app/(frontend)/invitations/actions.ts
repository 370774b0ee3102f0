'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { failed, succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { readErrorText } from '@/lib/errors/errorText'
import { inviteEmailSchema, inviteExpert } from '@/lib/invitations/inviteExpert'
import { checkRateLimit } from '@/lib/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/requests/requestClientAddress'

/** The invite-an-expert form (on /invitations and the home page): src/lib/invitations/inviteExpert.ts. */
export const inviteExpertAction = memberAction((t: Translator) => ({
  signedOut: { title: t('invitations.errorSending'), description: t('invitations.signIn') },
  // The address is checked by inviteExpert, in the spec's words.
  input: formFields(z.object({ email: z.unknown() }), t('errors.invalidEmail')),
  title: t('invitations.errorSending'),
  invalidTitle: t('errors.invalidEmailTitle'),
  unexpected: t('errors.somethingWentWrong'),
  run: async (context, { email }) => {
    // Counted before anything is written; an invalid address is refused by inviteExpert.
    const invitee = inviteEmailSchema.safeParse(email)
    if (invitee.success) {
      const refusal = await checkRateLimit(context.payload, 'invitation', { address: invitee.data, ip: await requestClientAddress() })
      if (refusal) return failed(t('invitations.errorSending'), readErrorText(refusal.text, t))
    }
    const invitation = await inviteExpert(context, { email, language: await requestLanguage() })
    revalidatePath('/invitations')
    return succeeded(t('invitations.sent'), t('invitations.sentTo', { email: invitation.email }))
  },
}))
