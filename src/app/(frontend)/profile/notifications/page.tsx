import type { Metadata } from 'next'

import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { translatorFor } from '@/i18n/translator'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { feedUrls } from '@/lib/events/calendar/feedToken'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { noticeEmailSettings } from '@/lib/reach/notifications/noticeEmails'
import { formatListDate } from '@/lib/shared/format/dates'
import { siteUrl } from '@/lib/shared/siteUrl'

import { EmailBounceNotice } from '../EmailBounceNotice'
import { ProfileSections, ProfileSignedOut } from '../ProfileSections'
import { CalendarFeedSection } from './CalendarFeedSection'
import { ReminderSettingsForm } from './ReminderSettingsForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('profile.notificationsPageTitle') }
}

/** The Notifications and calendar tab: which e-mails the member gets (one form), and their private calendar address. */
export default async function NotificationsPage() {
  const language = await requestLanguage()
  const t = translatorFor(language)
  const user = await requireCompleteProfile()
  if (!user) return <ProfileSignedOut language={language} />
  const payload = await getPayloadClient()
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

  return (
    <ProfileSections language={language} current="notifications">
      {user.emailBounce?.at ? (
        <EmailBounceNotice email={user.email} date={formatListDate(user.emailBounce.at, language)} reason={user.emailBounce.reason ?? ''} />
      ) : null}
      <section aria-labelledby="email-settings" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="email-settings" className="text-xl font-semibold">
          {t('profile.emailSettingsHeading')}
        </h2>
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
      <CalendarFeedSection initialUrls={feedKey ? feedUrls(siteUrl(), payload.secret, feedKey) : null} />
    </ProfileSections>
  )
}
