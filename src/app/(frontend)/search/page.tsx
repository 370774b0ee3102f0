import { Building2, CalendarDays, ClipboardList, FileText, FolderKanban, type IconNode, Mic, Presentation } from 'lucide'
import type { Metadata } from 'next'

import { SuggestionsFor } from '@/components/search/SuggestionsFor'
import { KIND_KEY, suggestionTexts } from '@/components/search/suggestionTexts'
import { TagFilter } from '@/components/tags/TagFilter'
import { FilterForm } from '@/components/ui/filter-form'
import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { resultPath } from '@/lib/content/search/resultPath'
import { clampSearchInput, SEARCH_KINDS, type SearchKind } from '@/lib/content/search/searchInput'
import { type SearchHit, type SearchResults, searchSite } from '@/lib/content/search/searchSite'
import { listTags, tagNamed } from '@/lib/content/tags/listTags'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { readErrorText } from '@/lib/shared/errors/errorText'

import { Highlighted } from './Highlighted'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  const metadata = await publicPageMetadata({ title: t('search.title'), path: '/search', description: t('search.description') })
  // Result pages are the site's own pages again: not for search engines' indexes.
  return { ...metadata, robots: { index: false, follow: true } }
}

const KIND_ICON: Record<SearchKind, IconNode> = {
  event: CalendarDays,
  'agenda-item': Presentation,
  speaker: Mic,
  document: FileText,
  project: FolderKanban,
  survey: ClipboardList,
  organization: Building2,
}

type Query = { q?: string | string[]; type?: string | string[]; tag?: string | string[]; page?: string | string[] }

/**
 * The site-wide search (issue 22, item 4): one GET form (works without JavaScript), results of
 * every type or one, 20 a page, best first, the matched words marked. Visitors find public
 * metadata; members also the words inside documents (src/lib/content/search/searchSite.ts says who finds
 * what). A visitor's searches are rate limited per client address.
 */
export default async function SearchPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await requireCompleteProfile()
  const params = await searchParams
  const t = await getTranslations()
  const language = await requestLanguage()
  const payload = await getPayloadClient()
  const { query, page } = clampSearchInput({ query: params.q, page: params.page })
  const type = SEARCH_KINDS.find((kind) => kind === (Array.isArray(params.type) ? params.type[0] : params.type))
  const tags = await listTags(language)
  const tag = tagNamed(tags, Array.isArray(params.tag) ? params.tag[0] : params.tag)

  let results: SearchResults | null = null
  let refusal: string | null = null
  if (query) {
    const limited = user ? null : await checkRateLimit(payload, 'search', { ip: await requestClientAddress() })
    if (limited) refusal = readErrorText(limited.text, t)
    else
      results = await searchSite({ payload, user }, { query, kinds: type, page, language, tag }).catch((error) => {
        payload.logger.error({ err: error, msg: 'Search failed' })
        return null
      })
  }
  const totalPages = results ? Math.ceil(results.total / results.pageSize) : 0

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('search.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('search.intro')}</p>
      </div>
      <FilterForm label={t('search.filter')} className="md:grid-cols-[1fr_12rem_14rem_auto]">
        <SearchField
          id="site-search-query"
          label={t('search.field')}
          defaultValue={query}
          suggestions={
            <SuggestionsFor
              inputId="site-search-query"
              language={language}
              texts={await suggestionTexts()}
              className="left-0 top-full mt-1 w-full"
            />
          }
        />
        <SelectField
          id="site-search-type"
          label={t('search.type')}
          name="type"
          defaultValue={type ?? ''}
          placeholder={t('search.allTypes')}
          options={SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`search.kinds.${KIND_KEY[kind]}`) }))}
        />
        <TagFilter id="site-search-tag" tags={tags} selected={tag?.slug} language={language} />
      </FilterForm>
      {/* Announced when the results arrive with the page, and after each search. */}
      <div role="status" aria-live="polite" className="space-y-1">
        {refusal ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">{refusal}</p>
        ) : results ? (
          <>
            {results.correctedQuery ? (
              <p className="text-gray-700">
                {t.rich('search.corrected', {
                  query,
                  corrected: results.correctedQuery,
                  link: (chunks) => (
                    <a
                      href={pathIn(
                        language,
                        `/search?${new URLSearchParams({ q: results.correctedQuery ?? '', ...(type && { type }), ...(tag && { tag: tag.slug }) })}`,
                      )}
                      className="font-medium text-brand-700 underline"
                    >
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            ) : null}
            <p className="font-medium text-gray-900">
              {t(results.moreThan ? 'search.countMore' : 'search.count', { count: results.total, query: results.correctedQuery ?? query })}
            </p>
          </>
        ) : tag ? (
          <p className="text-gray-700">
            {t('tags.searchTagOnly', { name: tag.name })}{' '}
            <a href={pathIn(language, `/tags/${tag.slug}`)} className="font-medium text-brand-700 underline">
              {tag.name}
            </a>
          </p>
        ) : (
          <p className="text-gray-700">{t('search.start')}</p>
        )}
        {!user ? (
          <p className="text-sm text-gray-700">
            {t('search.membersFindFiles')}{' '}
            <a href={pathIn(language, '/auth')} className="font-medium text-brand-700 underline">
              {t('search.signIn')}
            </a>
          </p>
        ) : null}
      </div>
      {results && results.total === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('search.none')}</p>
      ) : null}
      {results && results.total > 0 && results.hits.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('search.pastLast')}</p>
      ) : null}
      {results && results.hits.length > 0 ? (
        <ol aria-label={t('search.results')} className="space-y-3">
          {results.hits.map((hit) => (
            <SearchResult
              key={`${hit.kind}-${hit.id}`}
              hit={hit}
              language={language}
              kindLabel={t(`search.kinds.${KIND_KEY[hit.kind]}`)}
              inFile={t('search.inFile')}
            />
          ))}
        </ol>
      ) : null}
      {results ? (
        <Pagination
          page={Math.min(page, Math.max(totalPages, 1))}
          totalPages={totalPages}
          // The pages of what is shown: a corrected query's own, from page 2 on without the note.
          query={{ q: results.correctedQuery ?? query, type, tag: tag?.slug }}
        />
      ) : null}
    </main>
  )
}

function SearchResult({ hit, language, kindLabel, inFile }: { hit: SearchHit; language: Language; kindLabel: string; inFile: string }) {
  return (
    <li>
      <article className="relative rounded-lg border border-gray-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-gray-700">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            <Icon icon={KIND_ICON[hit.kind]} aria-hidden="true" className="size-3.5" />
            {kindLabel}
          </span>
          {hit.inFile ? <span>{inFile}</span> : null}
        </p>
        <h2 className="mt-2 break-words font-semibold leading-snug">
          {/* The whole card is the link's target area; the link itself keeps the visible focus ring on the card. */}
          <a
            href={pathIn(language, resultPath(hit))}
            className="text-gray-900 outline-none after:absolute after:inset-0 hover:text-brand-700"
          >
            <Highlighted text={hit.title} />
          </a>
        </h2>
        {hit.snippet ? (
          <p className="mt-1 break-words text-sm text-gray-700">
            <Highlighted text={hit.snippet} />
          </p>
        ) : null}
      </article>
    </li>
  )
}
