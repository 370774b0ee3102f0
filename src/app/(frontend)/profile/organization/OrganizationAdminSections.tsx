import { Pagination } from '@/components/ui/pagination'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { pendingRequestsTo } from '@/lib/organizations/membershipRequests/membershipRequestLists'
import { domainProblem } from '@/lib/organizations/organizationDomains/domainRules'
import { organizationMembers } from '@/lib/organizations/organizationMembers'
import { formatListDate } from '@/lib/shared/format/dates'
import type { User } from '@/payload-types'
import { emailDomainOf } from '@access/organizations/organizationAccess'

import { DomainList, InviteColleague, MemberList, MembershipRequestList, RequestDomain } from './OrganizationAdminForms'

const card = 'space-y-4 rounded-lg border border-gray-200 bg-white p-6'

/**
 * An organization admin's part of the Organization tab (issue 23, item 6): its membership
 * requests, members (remove), an invitation for a colleague, and its e-mail domains. Everything
 * is read and written through domain functions that check the role; nothing of another organization.
 */
export async function OrganizationAdminSections({
  language,
  user,
  organizationId,
  page,
}: {
  language: Language
  user: User
  organizationId: number
  page: number
}) {
  const t = translatorFor(language)
  const payload = await getPayloadClient()
  const [organization, members, domains, requests] = await Promise.all([
    payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, select: { name: true }, overrideAccess: true }),
    organizationMembers({ payload, user }, { organizationId, page }),
    payload.find({
      collection: 'organization-domains',
      where: { organization: { equals: organizationId } },
      select: { domain: true, status: true, confirmationAddress: true },
      sort: 'domain',
      // Every domain of one organization: a handful (each needs a confirmed mailbox).
      limit: 100,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    pendingRequestsTo(payload, user, organizationId),
  ])
  const name = organization.name
  // The member's own address's domain is the likely one, unless it is a public mail service.
  const ownDomain = emailDomainOf(user.email)

  return (
    <section aria-labelledby="organization-admin" className="space-y-6">
      <div>
        <h2 id="organization-admin" className="text-2xl font-semibold tracking-tight break-words">
          {t('organizationAdmin.heading', { organization: name })}
        </h2>
        <p className="mt-2 text-gray-700">{t('organizationAdmin.intro')}</p>
      </div>
      <section aria-labelledby="membership-requests" className={card}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="membership-requests" className="text-xl font-semibold">
            {t('organizationAdmin.requests.heading')}
          </h3>
          <p className="text-sm text-gray-700">{t('organizationAdmin.requests.count', { count: requests.total })}</p>
        </div>
        <p className="text-sm text-gray-700">{t('organizationAdmin.requests.intro', { organization: name })}</p>
        <MembershipRequestList
          requests={requests.requests.map((request) => {
            const asker = request.user
            return {
              id: request.id,
              name: [asker?.firstName, asker?.lastName].filter(Boolean).join(' ') || t('organizationAdmin.members.noName'),
              email: asker?.email ?? '',
              asked: t('organizationAdmin.requests.asked', { date: formatListDate(request.createdAt, language) }),
            }
          })}
        />
      </section>
      <section aria-labelledby="organization-members" className={card}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="organization-members" className="text-xl font-semibold">
            {t('organizationAdmin.members.heading')}
          </h3>
          <p className="text-sm text-gray-700">{t('organizationAdmin.members.count', { count: members.totalMembers })}</p>
        </div>
        <MemberList
          organization={name}
          members={members.members.map((member) => ({
            id: member.id,
            name: [member.firstName, member.lastName].filter(Boolean).join(' ') || t('organizationAdmin.members.noName'),
            email: member.email,
            jobRole: member.jobRole ?? null,
            admin: Boolean(member.organizationAdmin),
            you: member.id === user.id,
            lastOnline: member.lastActiveAt
              ? t('organizationAdmin.members.lastOnline', { date: formatListDate(member.lastActiveAt, language) })
              : t('organizationAdmin.members.never'),
          }))}
        />
        <Pagination page={members.page} totalPages={members.totalPages} query={{}} label={t('organizationAdmin.members.heading')} />
      </section>
      <section aria-labelledby="invite-colleague" className={card}>
        <h3 id="invite-colleague" className="text-xl font-semibold">
          {t('organizationAdmin.invite.heading')}
        </h3>
        <p className="text-sm text-gray-700">{t('organizationAdmin.invite.intro', { organization: name })}</p>
        <InviteColleague />
      </section>
      <section aria-labelledby="email-domains" className={card}>
        <h3 id="email-domains" className="text-xl font-semibold">
          {t('organizationAdmin.domains.heading')}
        </h3>
        <p className="text-sm text-gray-700">{t('organizationAdmin.domains.intro', { organization: name })}</p>
        <DomainList
          domains={domains.docs.map((domain) => ({
            id: domain.id,
            domain: domain.domain,
            status: t(`organizationAdmin.domains.status.${domain.status}`),
            verified: domain.status === 'verified',
            sentTo: domain.status === 'unconfirmed' && domain.confirmationAddress ? domain.confirmationAddress : null,
          }))}
        />
        <RequestDomain defaultAddress={user.email} defaultDomain={ownDomain && !domainProblem(ownDomain) ? ownDomain : ''} />
      </section>
    </section>
  )
}
