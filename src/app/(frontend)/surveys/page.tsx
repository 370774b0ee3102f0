import { ClipboardList } from 'lucide'
import type { Metadata } from 'next'
import type { Where } from 'payload'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { textSearch } from '@/lib/content/textSearch'
import { countRowsBy } from '@/lib/infrastructure/database/countRowsBy'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('surveys.title'), path: '/surveys', description: t('surveys.description') })
}

const PAGE_SIZE = 12

/** Active surveys, newest first (spec 2); the list itself needs no sign-in. */
export default async function SurveysPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  await requireCompleteProfile()
  const query = await searchParams
  const page = Math.max(1, Number(query.page) || 1)
  const t = await getTranslations()
  const language = await requestLanguage()
  const payload = await getPayloadClient()
  const where: Where[] = [{ isActive: { equals: true } }]
  if (query.q?.trim()) where.push(textSearch(query.q.trim(), { localized: ['title', 'descriptionText'] }))
  const surveys = await payload
    .find({
      collection: 'surveys',
      locale: language,
      where: { and: where },
      sort: '-createdAt',
      limit: PAGE_SIZE,
      page,
      depth: 0,
      select: { title: true, descriptionText: true, isAnonymous: true, isActive: true },
    })
    .catch((error) => {
      payload.logger.error({ err: error, msg: 'Failed to load surveys' })
      return { docs: [], totalDocs: 0, totalPages: 0 }
    })
  const counts = await countRowsBy(
    payload,
    'survey_questions',
    'survey_id',
    surveys.docs.map((survey) => survey.id),
  )
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('surveys.title')}</h1>
        <p className="mt-2 text-gray-700">{t('surveys.intro')}</p>
      </div>
      <form role="search" aria-label={t('surveys.search')} className="flex gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <SearchField id="survey-search" label={t('surveys.search')} defaultValue={query.q} />
        <Button type="submit">{t('surveys.searchButton')}</Button>
      </form>
      {surveys.totalDocs === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('surveys.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {surveys.docs.map((survey) => (
            <li key={survey.id}>
              <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
                <div className="flex items-center gap-2">
                  <Icon icon={ClipboardList} aria-hidden="true" className="size-5 text-brand-600" />
                  <span
                    className={
                      survey.isAnonymous
                        ? 'rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800'
                        : 'rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700'
                    }
                  >
                    {survey.isAnonymous ? t('surveys.anonymous') : t('surveys.signInRequired')}
                  </span>
                </div>
                <h2 className="text-lg font-semibold leading-snug">{survey.title}</h2>
                {survey.descriptionText ? <p className="line-clamp-3 text-sm text-gray-700">{survey.descriptionText}</p> : null}
                <p className="text-xs text-gray-700">{t('surveys.questions', { count: counts.get(survey.id) ?? 0 })}</p>
                <Button asChild variant="secondary" className="mt-auto">
                  <a
                    href={pathIn(language, `/surveys/${survey.id}`)}
                    aria-label={t(survey.isActive ? 'surveys.takeLabel' : 'surveys.viewLabel', { title: survey.title })}
                  >
                    {survey.isActive ? t('surveys.take') : t('surveys.view')}
                  </a>
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={surveys.totalPages} query={{ q: query.q }} />
    </main>
  )
}
