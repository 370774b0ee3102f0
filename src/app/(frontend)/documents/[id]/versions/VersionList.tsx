import { Download } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { formatCardDate } from '@/lib/shared/format/dates'
import { formatFileSize } from '@/lib/shared/format/fileSize'
import type { DocumentVersion } from '@/payload-types'

export type VersionRow = Pick<DocumentVersion, 'id' | 'number' | 'changeNote' | 'filesize' | 'createdAt'>

/**
 * A document's versions, newest first, each with its change note and its download (labelled for
 * the member at TLP:AMBER and above): the version history and the document's page.
 */
export function VersionList({
  documentId,
  title,
  versions,
  currentNumber,
  language,
}: {
  documentId: number
  title: string
  versions: VersionRow[]
  /** The highest number: the document's file now. */
  currentNumber: number
  language: Language
}) {
  const t = translatorFor(language)
  return (
    <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {versions.map((version) => (
        <li key={version.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {t('documentVersions.version', { number: version.number })}
              {version.number === currentNumber ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {t('documentVersions.current')}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-gray-800">{version.changeNote || t('documentVersions.noNote')}</p>
            <p className="text-xs text-gray-700">
              {t('documentVersions.uploaded', { date: formatCardDate(version.createdAt, language) })} ·{' '}
              {formatFileSize(version.filesize, language)}
            </p>
          </div>
          <a
            href={pathIn(language, `/documents/${documentId}/versions/${version.number}/download`)}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            aria-label={t('documentVersions.downloadLabel', { number: version.number, title })}
          >
            <Icon icon={Download} aria-hidden="true" className="size-4" /> {t('documentVersions.download')}
          </a>
        </li>
      ))}
    </ol>
  )
}
