import type { Metadata } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { translatorFor } from '@/i18n/translator'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { SECURITY_PATH } from '@/lib/accounts/security/sendSecurityEmail'
import { feedUrls } from '@/lib/events/calendar/feedToken'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { pendingRequestOf } from '@/lib/organizations/membershipRequests/membershipRequestLists'
import { ORGANIZATION_ADMIN_PATH } from '@/lib/organizations/organizationMembers'
import { noticeEmailSettings } from '@/lib/reach/notifications/noticeEmails'
import { formatListDate } from '@/lib/shared/format/dates'
import { relationId } from '@/lib/shared/ids/relationId'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { Media } from '@/payload-types'
import { canEditOrganization as mayEditOrganization } from '@access/organizations/organizationAccess'
import { isOrganizationAdminOf } from '@access/organizations/organizationAdmin'

import { AskToJoinForm } from './AskToJoinForm'
import { CalendarFeedSection } from './CalendarFeedSection'
import { DirectorySettingsForm } from './DirectorySettingsForm'
import { EmailBounceNotice } from './EmailBounceNotice'
import { PrivacySection } from './PrivacySection'
import { type OrganizationData, ProfileTabs } from './ProfileTabs'
import { ReminderSettingsForm } from './ReminderSettingsForm'
import { WithdrawMembershipButton } from './WithdrawMembershipButton'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('profile.pageTitle') }
}

/**
 * Own profile and organization (spec 2, 5); the editability rule is computed here and enforced by
 * access rules. Below the tabs: downloading one's data and deleting the account.
 */
export default async function ProfilePage() {
  const language = await requestLanguage()
  const t = translatorFor(language)
  const user = await requireCompleteProfile()
  if (!user) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">{t('profilePage.signInToView')}</p>
      </main>
    )
  }
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
  const canEditOrganization = !organization || (await mayEditOrganization(payload, user, organization))
  // The feed key is a hidden field (never in the session's user): read for this member only.
  const own = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    select: { calendarFeedKey: true },
    showHiddenFields: true,
    overrideAccess: true,
  })
  const feedKey = own?.calendarFeedKey
  // Issue 43, item 1: what the member says they work for, and a request that waits for its admins.
  const pendingRequest = await pendingRequestOf(payload, user)
  const pendingOrganization = pendingRequest && typeof pendingRequest.organization === 'object' ? pendingRequest.organization.name : null
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

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{t('profile.heading')}</h1>
      {user.emailBounce?.at ? (
        <EmailBounceNotice email={user.email} date={formatListDate(user.emailBounce.at, language)} reason={user.emailBounce.reason ?? ''} />
      ) : null}
      {/* A member without a membership always sees it: their way to ask to join (again). */}
      {!organizationId || pendingRequest || affiliation ? (
        <section aria-labelledby="membership" className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-6">
          <h2 id="membership" className="text-xl font-semibold">
            {t('profile.membership.heading')}
          </h2>
          {affiliation ? (
            <p className="text-sm text-gray-800">{t('profile.membership.affiliation', { organization: affiliation.name })}</p>
          ) : null}
          {pendingRequest ? (
            <>
              <p className="text-sm text-gray-800" data-testid="membership-pending">
                {t('profile.membership.pending', { organization: pendingOrganization ?? '' })}
              </p>
              <WithdrawMembershipButton requestId={pendingRequest.id} />
            </>
          ) : null}
          {/* Members of an organization are moved only by admins (docs/decisions.md). */}
          {organizationId ? null : <AskToJoinForm />}
        </section>
      ) : null}
      <ProfileTabs
        profile={{
          email: user.email,
          accountType: t(`profile.accountTypes.${user.role}`),
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          jobRole: user.jobRole ?? '',
          workingIn: user.workingIn ?? '',
          // Unset, the page's language: saving the form then keeps the language the member reads.
          language: user.language ?? language,
          interests: {
            education: Boolean(user.interestedInEducation),
            networking: Boolean(user.interestedInNetworking),
            useCases: Boolean(user.interestedInUseCases),
            research: Boolean(user.interestedInResearch),
          },
        }}
        organization={organizationData}
        canEditOrganization={canEditOrganization}
        profileExtras={
          <>
            <section aria-labelledby="people-directory" className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-6">
              <h2 id="people-directory" className="text-xl font-semibold">
                {t('people.settings.heading')}
              </h2>
              <DirectorySettingsForm
                directoryHref={pathIn(language, '/people')}
                texts={{
                  intro: t('people.settings.intro'),
                  listed: t('people.settings.listed'),
                  showLegend: t('people.settings.showLegend'),
                  showJobRole: t('people.settings.showJobRole'),
                  showOrganization: t('people.settings.showOrganization'),
                  showSector: t('people.settings.showSector'),
                  showWorkingIn: t('people.settings.showWorkingIn'),
                  showInterests: t('people.settings.showInterests'),
                  save: t('people.settings.save'),
                  saving: t('people.settings.saving'),
                  link: t('people.settings.link'),
                }}
                settings={{
                  listed: Boolean(user.directory?.listed),
                  showJobRole: user.directory?.showJobRole !== false,
                  showOrganization: user.directory?.showOrganization !== false,
                  showSector: user.directory?.showSector !== false,
                  showWorkingIn: user.directory?.showWorkingIn !== false,
                  showInterests: user.directory?.showInterests !== false,
                }}
              />
            </section>
            <section aria-labelledby="calendar-and-reminders" className="mt-6 space-y-6 rounded-lg border border-gray-200 bg-white p-6">
              <h2 id="calendar-and-reminders" className="text-xl font-semibold">
                {t('profile.calendarAndReminders')}
              </h2>
              <CalendarFeedSection initialUrls={feedKey ? feedUrls(siteUrl(), payload.secret, feedKey) : null} />
              <ReminderSettingsForm
                settings={{
                  eventReminders: user.eventReminders !== false,
                  agendaItemReminders: Boolean(user.agendaItemReminders),
                  scheduleChangeAlerts: user.scheduleChangeAlerts !== false,
                  weeklyDigest: Boolean(user.weeklyDigest),
                  noticeEmails: noticeEmailSettings(user),
                }}
              />
            </section>
          </>
        }
      />
      {organization && isOrganizationAdminOf(user, organization.id) ? (
        <section aria-labelledby="organization-admin" className="space-y-2 rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="organization-admin" className="text-xl font-semibold break-words">
            {t('organizationAdmin.heading', { organization: organization.name })}
          </h2>
          <p className="text-sm text-gray-700">{t('organizationAdmin.linkIntro')}</p>
          <a href={pathIn(language, ORGANIZATION_ADMIN_PATH)} className="inline-block font-medium text-brand-600 hover:underline">
            {t('organizationAdmin.link')}
          </a>
        </section>
      ) : null}
      <section aria-labelledby="sign-in-security" className="space-y-2 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="sign-in-security" className="text-xl font-semibold">
          {t('security.heading')}
        </h2>
        <p className="text-sm text-gray-700">{t('security.linkIntro')}</p>
        <a href={pathIn(language, SECURITY_PATH)} className="inline-block font-medium text-brand-600 hover:underline">
          {t('security.link')}
        </a>
      </section>
      <PrivacySection email={user.email} />
    </main>
  )
}
