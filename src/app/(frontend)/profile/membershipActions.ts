'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { askToJoinOrganization } from '@/lib/organizations/membershipRequests/askToJoinOrganization'
import { withdrawMembershipRequest } from '@/lib/organizations/membershipRequests/withdrawMembershipRequest'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'

/** The member withdraws their pending membership request (withdrawMembershipRequest.ts). */
export const withdrawMembership = memberAction((t: Translator) => ({
  signedOut: { title: t('profile.membership.error'), description: t('profile.signedOut') },
  input: z.tuple([rowIdArgument(t('errors.checkInput'))]),
  title: t('profile.membership.error'),
  run: async (context, [requestId]) => {
    await withdrawMembershipRequest(context, { requestId })
    revalidatePath('/profile', 'layout')
    return succeeded(t('profile.membership.withdrawn'))
  },
}))

/** A member without a membership asks to join an existing organization (askToJoinOrganization.ts). */
export const askToJoin = memberAction((t: Translator) => ({
  signedOut: { title: t('profile.membership.error'), description: t('profile.signedOut') },
  input: z.tuple([rowIdArgument(t('profile.membership.chooseOrganization'))], { message: t('profile.membership.chooseOrganization') }),
  title: t('profile.membership.error'),
  run: async (context, [organizationId]) => {
    const outcome = await askToJoinOrganization(context, { organizationId })
    revalidatePath('/profile', 'layout')
    return outcome.membership === 'member'
      ? succeeded(t('profile.membership.joined', { organization: outcome.organizationName }))
      : succeeded(t('profile.membership.requested', { organization: outcome.organizationName }))
  },
}))
