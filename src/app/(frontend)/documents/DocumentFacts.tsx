import { TlpLabel } from '@/components/tlp/TlpLabel'
import { cn } from '@/components/ui/cn'
import { documentLanguageName } from '@/i18n/documentLanguageName'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { formatCardDate } from '@/lib/shared/format/dates'
import { formatFileSize } from '@/lib/shared/format/fileSize'
import type { Document } from '@/payload-types'

export type DocumentFactFields = Pick<Document, 'tlp' | 'documentType' | 'language' | 'createdAt' | 'filesize'>

/** A document's label, type, language, date and size in one line: the library's cards and the document's page. */
export function DocumentFacts({ document, language, className }: { document: DocumentFactFields; language: Language; className?: string }) {
  const t = translatorFor(language)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-gray-700', className)}>
      <TlpLabel tlp={document.tlp} language={language} />
      <span>{document.documentType}</span>
      <span>{document.language ? documentLanguageName(t, document.language) : null}</span>
      <span>{formatCardDate(document.createdAt, language)}</span>
      <span>{formatFileSize(document.filesize, language)}</span>
    </p>
  )
}
