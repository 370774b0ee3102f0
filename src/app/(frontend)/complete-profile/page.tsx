import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { isProfileComplete } from '@/lib/accounts/auth/sessionUser'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { invitationForMember } from '@/lib/organizations/invitations/acceptInvitation'
import { relationId } from '@/lib/shared/ids/relationId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

import { CompleteProfileForm, type ProfilePrefill } from './CompleteProfileForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('completeProfile.pageTitle') }
}

type Props = { searchParams: Promise<{ invite?: string }> }

export default async function CompleteProfilePage({ searchParams }: Props) {
  const { invite } = await searchParams
  const language = await requestLanguage()
  const user = await getCurrentUser()
  if (!user) redirectInSite(`/auth?from=/complete-profile${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`, { language })
  const payload = await getPayloadClient()
  // An invite fetch failure is treated as no invitation (spec 8): the form stays blank.
  const invitation = await invitationForMember(payload, user.email, invite).catch(() => null)
  if (isProfileComplete(user) && !invitation) redirectInSite('/', { language })

  // The invitation's organization, else the one the member is in already (joined by their
  // verified e-mail domain, or placed by an admin): the form starts with it chosen.
  const organizationId = relationId(invitation?.suggestedOrganization) ?? relationId(user.organization) ?? relationId(user.affiliation)
  const organization = organizationId
    ? await payload.findByID({
        collection: 'organizations',
        id: organizationId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
    : null
  const prefill: ProfilePrefill = {
    firstName: user.firstName || invitation?.suggestedFirstName,
    lastName: user.lastName || invitation?.suggestedLastName,
    jobRole: user.jobRole,
    workingIn: user.workingIn || invitation?.suggestedWorkingIn,
    organization: organization
      ? { id: organization.id, name: organization.name, type: organization.type, sector: organization.sector ?? null }
      : null,
    fromInvitation: Boolean(
      invitation &&
      (invitation.suggestedFirstName || invitation.suggestedLastName || invitation.suggestedOrganization || invitation.suggestedWorkingIn),
    ),
  }
  const t = await getTranslations()
  return (
    <main className="mx-auto w-full max-w-xl space-y-6 px-4 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('completeProfile.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('completeProfile.intro')}</p>
      </div>
      <Card>
        <CompleteProfileForm invite={invitation ? String(invitation.id) : undefined} prefill={prefill} />
      </Card>
    </main>
  )
}
