import { TlpLabel } from '@/components/tlp/TlpLabel'
import { cn } from '@/components/ui/cn'
import { documentLanguageName } from '@/i18n/documentLanguageName'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { formatCardDate } from '@/lib/shared/format/dates'
import { formatFileSize } from '@/lib/shared/format/fileSize'
import type { Document } from '@/payload-types'

export type DocumentFactFields = Pick<Document, 'tlp' | 'documentType' | 'language' | 'createdAt'> & Partial<Pick<Document, 'filesize'>>

/**
 * A document's facts in one line. On the library's cards (issue 49, item 9): a label that limits
 * who may read, the type, language and date, as the card's meta line; on the document's own
 * page: its label whatever it is, and its size.
 */
export function DocumentFacts({
  document,
  language,
  on,
  className,
}: {
  document: DocumentFactFields
  language: Language
  on: 'card' | 'page'
  className?: string
}) {
  const t = translatorFor(language)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-gray-700', className)}>
      <TlpLabel tlp={document.tlp} language={language} hideClear={on === 'card'} />
      <span>{document.documentType}</span>
      <span>{document.language ? documentLanguageName(t, document.language) : null}</span>
      <span>{formatCardDate(document.createdAt, language)}</span>
      {on === 'page' ? <span>{formatFileSize(document.filesize, language)}</span> : null}
    </p>
  )
}
