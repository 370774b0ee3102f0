import type { Metadata } from 'next'

import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { pendingRequestOf } from '@/lib/organizations/membershipRequests/membershipRequestLists'
import { relationId } from '@/lib/shared/ids/relationId'
import type { Media } from '@/payload-types'
import { canEditOrganization } from '@access/organizations/organizationAccess'
import { administeredOrganization } from '@access/organizations/organizationAdmin'

import { ProfileSections, ProfileSignedOut } from '../ProfileSections'
import { MembershipSection } from './MembershipSection'
import { OrganizationAdminSections } from './OrganizationAdminSections'
import { type OrganizationData, OrganizationForm } from './OrganizationForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('organizationAdmin.pageTitle') }
}

type Props = { searchParams: Promise<{ page?: string | string[] }> }

/**
 * The members list's page from the address: a whole number from 1, bounded (a made-up 1e308 would
 * reach the query as an offset); anything else is the first page.
 */
const MAX_MEMBER_PAGE = 10_000
const memberListPage = (value: string | string[] | undefined) =>
  Math.min(MAX_MEMBER_PAGE, Math.max(1, Math.floor(Number(typeof value === 'string' ? value.slice(0, 12) : '')) || 1))

/**
 * The Organization tab (spec 2, 5): the member's membership (issue 43), edit or create their own
 * organization (the editability rule is computed here and enforced by access rules), and for
 * its organization admins its requests, members, invitations and domains (issue 23, item 6).
 */
export default async function OrganizationPage({ searchParams }: Props) {
  const language = await requestLanguage()
  const user = await requireCompleteProfile()
  if (!user) return <ProfileSignedOut language={language} />
  const payload = await getPayloadClient()
  const organizationId = relationId(user.organization)
  const organization = organizationId
    ? await payload.findByID({
        collection: 'organizations',
        id: organizationId,
        depth: 1,
        disableErrors: true,
        user,
        overrideAccess: false,
      })
    : null
  const logo = organization && typeof organization.logo === 'object' ? (organization.logo as Media | null) : null
  const organizationData: OrganizationData = organization
    ? { name: organization.name, type: organization.type, sector: organization.sector ?? '', logoUrl: logo?.url ?? null }
    : null
  // Spec 5: editable with no organization yet, or as the collection's update access says
  // (admins; members while it is user-editable, as its creator or by their verified domain).
  const canEdit = !organization || (await canEditOrganization(payload, user, organization))
  // Issue 43, item 1: what the member says they work for, and a request that waits for its admins.
  const pendingRequest = await pendingRequestOf(payload, user)
  const affiliationId = relationId(user.affiliation)
  const affiliation =
    affiliationId && affiliationId !== organizationId
      ? await payload.findByID({
          collection: 'organizations',
          id: affiliationId,
          depth: 0,
          select: { name: true },
          disableErrors: true,
          user,
          overrideAccess: false,
        })
      : null
  const administered = administeredOrganization(user)

  return (
    <ProfileSections language={language} current="organization">
      {/* A member without a membership always sees it: their way to ask to join (again). */}
      {!organizationId || pendingRequest || affiliation ? (
        <MembershipSection
          language={language}
          affiliation={affiliation?.name ?? null}
          pendingRequest={
            pendingRequest
              ? {
                  id: pendingRequest.id,
                  organization: typeof pendingRequest.organization === 'object' ? pendingRequest.organization.name : '',
                }
              : null
          }
          canAskToJoin={!organizationId}
        />
      ) : null}
      <OrganizationForm organization={organizationData} canEdit={canEdit} />
      {administered ? (
        <OrganizationAdminSections
          language={language}
          user={user}
          organizationId={administered}
          page={memberListPage((await searchParams).page)}
        />
      ) : null}
    </ProfileSections>
  )
}
