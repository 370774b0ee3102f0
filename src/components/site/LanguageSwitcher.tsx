import { LANGUAGE_NAMES, type Language, LANGUAGES } from '@/i18n/languages'
import { getTranslations } from '@/i18n/translations'

/**
 * The header's and the footer's language choice: a form per language that posts to /language,
 * which keeps the choice (cookie, and a member's profile) and returns to the same page in it.
 * The page comes from the Referer, so this works without JavaScript and on cached pages.
 */
export async function LanguageSwitcher({ current }: { current: Language }) {
  // Each language's name is written in itself, marked with its own lang for screen readers.
  const t = await getTranslations()
  return (
    <div role="group" aria-label={t('site.language')}>
      <ul className="flex items-center gap-1 text-sm">
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={language} className="rounded px-2 py-1 font-semibold text-brand-800">
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <form method="post" action="/language">
                <input type="hidden" name="language" value={language} />
                <button
                  type="submit"
                  lang={language}
                  title={t('site.switchTo', { language: LANGUAGE_NAMES[language] })}
                  className="rounded px-2 py-1 text-gray-700 underline-offset-2 hover:text-brand-600 hover:underline"
                >
                  {LANGUAGE_NAMES[language]}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
