import type { ReactNode } from 'react'

import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/**
 * The profile's sections (issue 49, item 6): one concern, one address and one form each, so a
 * tab is a link (it works without JavaScript, keeps the language prefix and can be shared).
 */
export const PROFILE_SECTIONS = [
  { key: 'profile', path: '/profile', label: 'profile.profileTab' },
  { key: 'organization', path: '/profile/organization', label: 'profile.organizationTab' },
  { key: 'directory', path: '/profile/directory', label: 'profile.directoryTab' },
  { key: 'notifications', path: '/profile/notifications', label: 'profile.notificationsTab' },
  { key: 'security', path: '/profile/security', label: 'profile.securityTab' },
] as const

export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['key']

/** The page around one section: the heading, the sections as links (the open one marked), then the section. */
export function ProfileSections({ language, current, children }: { language: Language; current: ProfileSection; children: ReactNode }) {
  const t = translatorFor(language)
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{t('profile.heading')}</h1>
      <div className="mt-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:items-start md:gap-8">
        <nav aria-label={t('profile.sections')}>
          {/* Phones: the links wrap above the section, every one in sight; wider: a column beside it. */}
          <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
            {PROFILE_SECTIONS.map((section) => (
              <li key={section.key}>
                <a
                  href={pathIn(language, section.path)}
                  aria-current={section.key === current ? 'page' : undefined}
                  className="flex min-h-10 items-center rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 md:border-transparent md:aria-[current=page]:border-brand-600"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 min-w-0 space-y-6 md:mt-0">{children}</div>
      </div>
    </main>
  )
}

/** What every section shows a visitor (spec 2): the sign-in text, no sections. */
export function ProfileSignedOut({ language }: { language: Language }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-lg">{translatorFor(language)('profilePage.signInToView')}</p>
    </main>
  )
}
