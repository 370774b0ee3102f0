'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { inviteExpert } from '@/lib/organizations/invitations/inviteExpert'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'

/**
 * The invite-an-expert form (on /invitations and the home page): src/lib/organizations/invitations/inviteExpert.ts.
 * Its rate limits live in the sender (sendInvitation.ts); a refusal reads 'Too many invitations. …'.
 */
export const inviteExpertAction = memberAction((t: Translator) => ({
  signedOut: { title: t('invitations.errorSending'), description: t('invitations.signIn') },
  // The address is checked by inviteExpert, in the spec's words.
  input: formFields(z.object({ email: z.unknown() }), t('errors.invalidEmail')),
  title: t('invitations.errorSending'),
  invalidTitle: t('errors.invalidEmailTitle'),
  unexpected: t('errors.somethingWentWrong'),
  run: async (context, { email }) => {
    const invitation = await inviteExpert(context, { email, language: await requestLanguage() })
    revalidatePath('/invitations')
    return succeeded(t('invitations.sent'), t('invitations.sentTo', { email: invitation.email }))
  },
}))
