import { ArrowLeft, Lock } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TlpLabel } from '@/components/tlp/TlpLabel'
import { TlpLegend } from '@/components/tlp/TlpLegend'
import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { parseRowId } from '@/lib/shared/ids/rowId'

import { VersionList } from './VersionList'

/** Versions on one page of the history; documents rarely have more. */
const VERSIONS_PER_PAGE = 20

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: `${t('documentVersions.title')} · ${SITE_NAME}`, robots: { index: false } }
}

/**
 * A library document's version history (issue 23, item 3): every file it has had, newest first,
 * each with its change note and a download (labelled for the member at TLP:AMBER and above), and a
 * preview of the current file's first pages. Members only; the document's TLP label decides who.
 */
export default async function DocumentVersionsPage({ params, searchParams }: Props) {
  const user = await requireCompleteProfile()
  const t = await getTranslations()
  const language = await requestLanguage()
  const { id } = await params
  const documentId = parseRowId(id)
  if (!documentId) notFound()
  if (!user) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 py-24 text-center">
        <Icon icon={Lock} aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="text-2xl font-semibold">{t('documentVersions.signInTitle')}</h1>
        <p className="text-gray-700">{t('documentVersions.signInText')}</p>
        <a
          href={pathIn(language, `/auth?from=/documents/${documentId}/versions`)}
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          {t('documentVersions.signIn')}
        </a>
      </main>
    )
  }
  const payload = await getPayloadClient()
  const document = await payload.findByID({
    collection: 'documents',
    id: documentId,
    depth: 0,
    locale: language,
    select: { title: true, tlp: true, company: true },
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!document) notFound()
  const page = Math.max(1, Number((await searchParams).page) || 1)
  const versions = await payload.find({
    collection: 'document-versions',
    where: { document: { equals: documentId } },
    sort: '-number',
    limit: VERSIONS_PER_PAGE,
    page,
    depth: 0,
    // Never the preview images themselves: the page links them.
    select: { number: true, changeNote: true, filesize: true, createdAt: true, previewStatus: true, previewPageCount: true },
    user,
    overrideAccess: false,
  })
  const current = page === 1 ? versions.docs[0] : undefined
  const currentNumber = versions.totalDocs

  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <a
        href={pathIn(language, '/documents')}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
      >
        <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" /> {t('documentVersions.allDocuments')}
      </a>
      <header className="space-y-2">
        <TlpLabel tlp={document.tlp} language={language} />
        <h1 className="text-3xl font-semibold tracking-tight">{t('documentVersions.heading', { title: document.title })}</h1>
        <p className="text-gray-700">{document.company}</p>
        <TlpLegend language={language} className="max-w-3xl" />
      </header>
      {current ? (
        <section aria-labelledby="preview-heading" className="space-y-3">
          <h2 id="preview-heading" className="text-xl font-semibold">
            {t('documentVersions.preview')}
          </h2>
          {current.previewStatus === 'ready' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: current.previewPageCount ?? 0 }, (_, index) => index + 1).map((pageNumber) => (
                // eslint-disable-next-line @next/next/no-img-element -- drawn at upload time, served through the document's access
                <img
                  key={pageNumber}
                  src={pathIn(language, `/documents/${documentId}/versions/${current.number}/preview/${pageNumber}`)}
                  alt={t('documentVersions.previewPage', { page: pageNumber, title: document.title })}
                  className="w-full rounded-md border border-gray-200 bg-white shadow-sm"
                  loading="lazy"
                />
              ))}
            </div>
          ) : (
            <p className="text-sm text-gray-700">
              {t(
                current.previewStatus === 'pending'
                  ? 'documentVersions.previewPending'
                  : current.previewStatus === 'none'
                    ? 'documentVersions.noPreview'
                    : 'documentVersions.previewFailed',
              )}
            </p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold">
          {t('documentVersions.history')}
        </h2>
        {versions.totalDocs === 0 ? (
          <p className="text-gray-700">{t('documentVersions.none')}</p>
        ) : (
          <VersionList
            documentId={documentId}
            title={document.title}
            versions={versions.docs}
            currentNumber={currentNumber}
            language={language}
          />
        )}
        <Pagination page={versions.page ?? 1} totalPages={versions.totalPages} query={{}} />
      </section>
    </main>
  )
}
