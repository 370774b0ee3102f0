import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'

/**
 * A document that is not there and one the reader may not read answer alike (no sign that a
 * restricted document exists); a visitor is told that some documents are for members, whichever it was.
 */
export default async function DocumentNotFound() {
  const t = await getTranslations()
  const language = await requestLanguage()
  const user = await getCurrentUser()
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('documentPage.notFound')}</h1>
      {!user ? (
        <p className="text-gray-700">
          {t.rich('documentPage.notFoundSignIn', {
            link: (chunks) => (
              <a href={pathIn(language, '/auth?from=/documents')} className="font-semibold text-brand-600 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <a href={pathIn(language, '/documents')} className="font-medium text-brand-600 hover:underline">
        {t('documentPage.backToLibrary')}
      </a>
    </main>
  )
}
