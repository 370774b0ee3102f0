import { Download } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/**
 * A document's download as the library shows it: for a signed-in member the file through
 * /documents/{id}/download (which checks the label and counts it), for a visitor a disabled
 * button that says downloads are for members.
 */
export function DocumentDownloadButton({
  document,
  signedIn,
  language,
}: {
  document: { id: number; title: string }
  signedIn: boolean
  language: Language
}) {
  const t = translatorFor(language)
  if (!signedIn)
    return (
      <Button variant="secondary" disabled>
        {t('documents.signInToDownload')}
      </Button>
    )
  return (
    <Button asChild variant="secondary">
      <a href={pathIn(language, `/documents/${document.id}/download`)} aria-label={t('documents.downloadLabel', { title: document.title })}>
        <Icon icon={Download} aria-hidden="true" className="size-4" /> {t('documents.download')}
      </a>
    </Button>
  )
}
