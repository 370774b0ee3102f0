import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { uploadFileResponse } from '@/lib/infrastructure/storage/uploadFileResponse'
import { recordDownload } from '@/lib/library/documents/recordDownload'
import { labelledDownload } from '@/lib/library/tlp/labelledDownload'
import { isStampedOnDownload } from '@/lib/library/tlp/tlpLevels'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { findDocumentVersion } from './findDocumentVersion'

/**
 * A member's download of an older (or the current) file of a library document, from its version
 * history (issue 23, item 3): as the document's own download, labelled for the member at TLP:AMBER
 * and above (src/lib/library/tlp/labelledDownload.ts) and recorded as a download of the document.
 */
export async function downloadDocumentVersion(
  { payload, user }: ActionContext<User>,
  { id, number, language = DEFAULT_LANGUAGE }: { id: string; number: string; language?: Language },
): Promise<Response> {
  const t = translatorFor(language)
  const found = await findDocumentVersion({ payload, user }, { id, number })
  if (!found?.version.filename) return Response.json({ message: t('errors.documentNotFound') }, { status: 404 })
  const { document, version } = found
  const file = isStampedOnDownload(document.tlp)
    ? await labelledDownload({ payload, user }, 'document-versions', { ...version, tlp: document.tlp }, language)
    : await uploadFileResponse(payload, 'document-versions', version, user)
  if (!file) return Response.json({ message: t('errors.downloadFailed') }, { status: 404 })
  if (!file.ok) return file
  await recordDownload({ payload, user }, { document: document.id })
  return file
}
