import { ArrowLeft, FileText, History } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, type ReactNode } from 'react'

import { Discussion } from '@/components/discussions/thread/Discussion'
import { TagLinks } from '@/components/tags/TagLinks'
import { TlpLegend } from '@/components/tlp/TlpLegend'
import { Icon } from '@/components/ui/icon'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { listTags, tagsOf } from '@/lib/content/tags/listTags'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { documentPageDetails, isIndexable, readDocument } from '@/lib/library/documents/documentPage'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { parseRowId } from '@/lib/shared/ids/rowId'

import { DocumentDownloadButton } from '../DocumentDownloadButton'
import { DocumentFacts } from '../DocumentFacts'
import { VersionList } from './versions/VersionList'

type Props = { params: Promise<{ id: string }> }

// Once per request: the metadata and the page both need the document, read as the reader.
const loadDocument = cache(async (param: string) => {
  const id = parseRowId(param)
  if (!id) return null
  return readDocument(await getPayloadClient(), await getCurrentUser(), id, await requestLanguage())
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const document = await loadDocument((await params).id)
  const t = await getTranslations()
  // The same title for a missing document and one the reader may not see.
  if (!document) return { title: `${t('documentPage.notFound')} · ${SITE_NAME}`, robots: { index: false } }
  const metadata = await publicPageMetadata({
    title: document.title,
    path: `/documents/${document.id}`,
    description: document.descriptionText || t('documentPage.metaDescription', { type: document.documentType, company: document.company }),
    type: 'article',
  })
  return isIndexable(document) ? metadata : { ...metadata, robots: { index: false, follow: false } }
}

/**
 * A library document's own page (issue 48, item 4): its label, facts, tags and description, the
 * download as the library offers it, and its latest versions, at an address search results, the
 * feed, notices, the digest and tag pages link to. A document the reader may not read (its TLP
 * label, a draft) is not found, as a missing one is.
 */
export default async function DocumentPage({ params }: Props) {
  const user = await requireCompleteProfile()
  const document = await loadDocument((await params).id)
  if (!document) notFound()
  const language = await requestLanguage()
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  const payload = await getPayloadClient()
  const [{ versions, versionCount, downloads }, tags] = await Promise.all([
    documentPageDetails(payload, user, document.id),
    listTags(language),
  ])
  const signInLink = (chunks: ReactNode) => (
    <a href={href(`/auth?from=/documents/${document.id}`)} className="font-semibold underline">
      {chunks}
    </a>
  )

  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <a href={href('/documents')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline">
        <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" /> {t('documentPage.backToLibrary')}
      </a>
      <header className="space-y-3">
        {document._status !== 'published' ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {t('documentPage.draft')}
          </p>
        ) : null}
        <div className="flex items-start gap-3">
          <Icon icon={FileText} aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-600" />
          <div>
            <h1 className="text-3xl font-semibold tracking-tight">{document.title}</h1>
            <p className="text-gray-700">{document.company}</p>
          </div>
        </div>
        <DocumentFacts document={document} language={language} on="page" className="text-sm" />
        {/* Its label, explained where a phone cannot hover (issue 49, item 7). */}
        <TlpLegend language={language} className="max-w-3xl" />
        <TagLinks tags={tagsOf(tags, document.tags)} language={language} />
        <div className="flex flex-wrap items-center gap-4 pt-2">
          <DocumentDownloadButton document={document} signedIn={Boolean(user)} language={language} />
          <span className="text-sm text-gray-700">{t('documents.downloads', { count: downloads })}</span>
        </div>
      </header>
      {document.description ? (
        <RichTextContent value={document.description} className="max-w-3xl space-y-3" />
      ) : document.descriptionText ? (
        <p className="max-w-3xl text-gray-800">{document.descriptionText}</p>
      ) : null}
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h2 id="versions-heading" className="text-xl font-semibold">
          {t('documentPage.versions')}
        </h2>
        {!user ? (
          <p className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-800">
            {t.rich('documentPage.signInForVersions', { link: signInLink })}
          </p>
        ) : versionCount === 0 ? (
          <p className="text-gray-700">{t('documentVersions.none')}</p>
        ) : (
          <>
            <VersionList
              documentId={document.id}
              title={document.title}
              versions={versions}
              currentNumber={versionCount}
              language={language}
            />
            <a
              href={href(`/documents/${document.id}/versions`)}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
              aria-label={t('documentPage.allVersionsLabel', { title: document.title })}
            >
              <Icon icon={History} aria-hidden="true" className="size-4" /> {t('documentPage.allVersions')}
            </a>
          </>
        )}
      </section>
      {/* Its discussion (issue 50): loaded by its island in its own request, so this page stays shared. */}
      <Discussion subject={{ field: 'document', id: document.id }} returnPath={`/documents/${document.id}`} />
    </main>
  )
}
