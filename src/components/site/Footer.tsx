import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'

import { LanguageSwitcher } from './LanguageSwitcher'

/** Footer (spec 2): Privacy Policy and Imprint, both external, set per deployment; the language choice; the standards taxonomy (issue 23). */
export async function Footer({ language }: { language: Language }) {
  const t = await getTranslations()
  const privacy = process.env.PRIVACY_POLICY_URL || 'https://itot-community.example/privacy'
  const imprint = process.env.IMPRINT_URL || 'https://itot-community.example/imprint'
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-gray-700">
        <p>{t('site.copyright', { year: new Date().getFullYear() })}</p>
        <a href={pathIn(language, '/tags')} className="hover:text-brand-600 hover:underline">
          {t('tags.title')}
        </a>
        <LanguageSwitcher current={language} />
        <nav aria-label={t('site.legalNavigation')} className="flex gap-6">
          <a href={privacy} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600 hover:underline">
            {t('site.privacyPolicy')}
          </a>
          <a href={imprint} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600 hover:underline">
            {t('site.imprint')}
          </a>
        </nav>
      </div>
    </footer>
  )
}
