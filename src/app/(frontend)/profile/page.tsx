import type { Metadata } from 'next'

import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { translatorFor } from '@/i18n/translator'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { formatListDate } from '@/lib/shared/format/dates'

import { EmailBounceNotice } from './EmailBounceNotice'
import { ProfileForm } from './ProfileForm'
import { ProfileSections, ProfileSignedOut } from './ProfileSections'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('profile.pageTitle') }
}

/**
 * The Profile tab (spec 2, 5): the member's own details, one form. The organization, the people
 * directory, notifications and calendar, and security and data each have their own tab (ProfileSections).
 */
export default async function ProfilePage() {
  const language = await requestLanguage()
  const t = translatorFor(language)
  const user = await requireCompleteProfile()
  if (!user) return <ProfileSignedOut language={language} />

  return (
    <ProfileSections language={language} current="profile">
      {/* Where the member lands and their address is shown; again on the Notifications tab, whose e-mails it stops. */}
      {user.emailBounce?.at ? (
        <EmailBounceNotice email={user.email} date={formatListDate(user.emailBounce.at, language)} reason={user.emailBounce.reason ?? ''} />
      ) : null}
      <ProfileForm
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
      />
    </ProfileSections>
  )
}
