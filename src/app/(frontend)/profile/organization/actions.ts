'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { inviteColleague as inviteColleagueInto } from '@/lib/organizations/invitations/inviteColleague'
import { approveMembershipRequest, declineMembershipRequest } from '@/lib/organizations/membershipRequests/decideMembershipRequest'
import { requestOrganizationDomain } from '@/lib/organizations/organizationDomains/requestOrganizationDomain'
import { withdrawOrganizationDomain } from '@/lib/organizations/organizationDomains/withdrawOrganizationDomain'
import { ORGANIZATION_ADMIN_PATH } from '@/lib/organizations/organizationMembers'
import { removeOrganizationMember } from '@/lib/organizations/removeOrganizationMember'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { administeredOrganization } from '@access/organizations/organizationAdmin'

const signedOut = (t: Translator) => ({ title: t('organizationAdmin.error'), description: t('profile.signedOut') })
/**
 * The organization this page acts for: the one the member administers. Admins manage other
 * organizations in the admin panel; here someone who administers none is refused in the words
 * of requireOrganizationAdmin (an admin's id 0 answered Payload's bare "Not Found").
 */
const ownOrganization = (user: Parameters<typeof administeredOrganization>[0]) => {
  const organizationId = administeredOrganization(user)
  if (organizationId === null) throw new AppError('FORBIDDEN', errorText('organizationAdminsOnly'))
  return organizationId
}

/** Takes a member out of the organization (removeOrganizationMember.ts). */
export const removeMember = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([rowIdArgument(t('errors.checkInput')), z.string().max(300)]),
  title: t('organizationAdmin.error'),
  run: async (context, [memberId, name]) => {
    await removeOrganizationMember(context, { organizationId: ownOrganization(context.user), memberId })
    revalidatePath(ORGANIZATION_ADMIN_PATH)
    return succeeded(t('organizationAdmin.members.removed', { name }))
  },
}))

/** Invites a colleague into the organization (an invitation that suggests it; inviteExpert.ts). */
export const inviteColleague = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.string().max(320)]),
  title: t('organizationAdmin.error'),
  run: async (context, [email]) => {
    await inviteColleagueInto(context, { email, language: await requestLanguage() })
    revalidatePath(ORGANIZATION_ADMIN_PATH)
    return succeeded(t('organizationAdmin.invite.sent', { email }))
  },
}))

/** Asks for an e-mail domain: the confirmation link goes to `address` (requestOrganizationDomain.ts). */
export const requestDomain = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([z.string().max(300), z.string().max(320)]),
  title: t('organizationAdmin.error'),
  run: async (context, [domain, address]) => {
    await requestOrganizationDomain(context, { organizationId: ownOrganization(context.user), domain, address })
    revalidatePath(ORGANIZATION_ADMIN_PATH)
    return succeeded(t('organizationAdmin.domains.requested', { address: address.trim().toLowerCase() }))
  },
}))

/** Takes a domain back (withdrawOrganizationDomain.ts). */
export const withdrawDomain = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([rowIdArgument(t('errors.checkInput'))]),
  title: t('organizationAdmin.error'),
  run: async (context, [domainId]) => {
    const { domain } = await withdrawOrganizationDomain(context, { domainId })
    revalidatePath(ORGANIZATION_ADMIN_PATH)
    return succeeded(t('organizationAdmin.domains.withdrawn', { domain }))
  },
}))

/** Approves or declines a membership request to the organization (decideMembershipRequest.ts). */
export const decideMembership = memberAction((t: Translator) => ({
  signedOut: signedOut(t),
  input: z.tuple([rowIdArgument(t('errors.checkInput')), z.enum(['approve', 'decline']), z.string().max(300)]),
  title: t('organizationAdmin.error'),
  run: async (context, [requestId, decision, name]) => {
    if (decision === 'approve') await approveMembershipRequest(context, { requestId })
    else await declineMembershipRequest(context, { requestId })
    revalidatePath(ORGANIZATION_ADMIN_PATH)
    return succeeded(t(decision === 'approve' ? 'organizationAdmin.requests.approved' : 'organizationAdmin.requests.declined', { name }))
  },
}))
