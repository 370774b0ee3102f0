import { FileText } from 'lucide'
import type { Metadata } from 'next'
import type { Where } from 'payload'

import { TagFilter } from '@/components/tags/TagFilter'
import { TlpLegend } from '@/components/tlp/TlpLegend'
import { FilterForm } from '@/components/ui/filter-form'
import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import { documentLanguageName } from '@/i18n/documentLanguageName'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { listTags, tagNamed } from '@/lib/content/tags/listTags'
import { taggedWith } from '@/lib/content/tags/taggedContent'
import { textSearch } from '@/lib/content/textSearch'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { documentLanguages, downloadCounts } from '@/lib/library/documents/downloadCounts'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

import { DocumentDownloadButton } from './DocumentDownloadButton'
import { DocumentFacts } from './DocumentFacts'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('documents.title'), path: '/documents', description: t('documents.description') })
}

const PAGE_SIZE = 12

type Query = { q?: string; language?: string; tag?: string; page?: string }

/**
 * The document library (spec 2): search, language and tag filters, TLP labels with their legend,
 * real download counts, member downloads. A card is the spec's (issue 49, item 9): title, company,
 * a restricting label, type, language, date, description, downloads and the Download button; size,
 * tags and versions are on the document's own page.
 */
export default async function DocumentsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await requireCompleteProfile()
  const query = await searchParams
  const page = Math.max(1, Number(query.page) || 1)
  const t = await getTranslations()
  const language = await requestLanguage()
  const payload = await getPayloadClient()
  const tags = await listTags(language)
  const tag = tagNamed(tags, query.tag)
  const where: Where[] = []
  const text = query.q?.trim()
  if (text) where.push(textSearch(text, { localized: ['title', 'descriptionText'], plain: ['company', 'documentType'] }))
  if (query.language) where.push({ language: { equals: query.language } })
  if (tag) where.push(taggedWith(tag))
  const [documents, languages] = await Promise.all([
    payload
      .find({
        collection: 'documents',
        // As the reader: the TLP labels decide which documents they find (access/library/tlpAccess.ts).
        user: user ?? undefined,
        overrideAccess: false,
        locale: language,
        where: where.length ? { and: where } : undefined,
        sort: ['-rank', '-createdAt'],
        limit: PAGE_SIZE,
        page,
        depth: 0,
        select: {
          title: true,
          company: true,
          documentType: true,
          descriptionText: true,
          language: true,
          createdAt: true,
          tlp: true,
        },
      })
      .catch((error) => {
        payload.logger.error({ err: error, msg: 'Failed to load documents' })
        return { docs: [], totalDocs: 0, totalPages: 0 }
      }),
    documentLanguages(payload).catch(() => []),
  ])
  const counts = await downloadCounts(
    payload,
    documents.docs.map((document) => document.id),
  )

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t('documents.title')}</h1>
        <p className="mt-2 text-gray-700">{t('documents.intro')}</p>
      </div>
      <FilterForm label={t('documents.filter')} className="md:grid-cols-[1fr_12rem_14rem_auto]">
        <SearchField id="document-search" label={t('documents.search')} defaultValue={query.q} />
        <SelectField
          id="document-language"
          label={t('documents.language')}
          name="language"
          defaultValue={query.language ?? ''}
          placeholder={t('documents.allLanguages')}
          options={languages.map((value) => ({ value, label: documentLanguageName(t, value) }))}
        />
        <TagFilter id="document-tag" tags={tags} selected={tag?.slug} language={language} />
      </FilterForm>
      <TlpLegend language={language} />
      {documents.totalDocs === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('documents.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {documents.docs.map((document) => {
            const downloads = counts.get(document.id) ?? 0
            return (
              <li key={document.id}>
                <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
                  <div className="flex items-start gap-3">
                    <Icon icon={FileText} aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                    <div>
                      <h2 className="font-semibold leading-snug">
                        {/* The document's own page: its description, versions and an address to share. */}
                        <a href={pathIn(language, `/documents/${document.id}`)} className="hover:text-brand-600 hover:underline">
                          {document.title}
                        </a>
                      </h2>
                      <p className="text-sm text-gray-700">{document.company}</p>
                    </div>
                  </div>
                  <DocumentFacts document={document} language={language} on="card" />
                  {document.descriptionText ? <p className="line-clamp-3 text-sm text-gray-700">{document.descriptionText}</p> : null}
                  <div className="mt-auto flex items-center justify-between gap-3 pt-2">
                    <span className="whitespace-nowrap text-xs text-gray-700">{t('documents.downloads', { count: downloads })}</span>
                    <DocumentDownloadButton document={document} signedIn={Boolean(user)} language={language} />
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={documents.totalPages} query={{ q: query.q, language: query.language, tag: tag?.slug }} />
    </main>
  )
}
