import type { Metadata } from 'next'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { translatorFor } from '@/i18n/translator'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'

import { ProfileSections, ProfileSignedOut } from '../ProfileSections'
import { DirectorySettingsForm } from './DirectorySettingsForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('profile.directoryPageTitle') }
}

/** The People directory tab: whether the member is listed and what others see there (one form). */
export default async function DirectoryPage() {
  const language = await requestLanguage()
  const t = translatorFor(language)
  const user = await requireCompleteProfile()
  if (!user) return <ProfileSignedOut language={language} />

  return (
    <ProfileSections language={language} current="directory">
      <section aria-labelledby="people-directory" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
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
    </ProfileSections>
  )
}
