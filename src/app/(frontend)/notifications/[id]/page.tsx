import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { markNoticeRead } from '@/lib/reach/notifications/markNoticeRead'
import { noticeDestination } from '@/lib/reach/notifications/noticeDestination'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

export const metadata: Metadata = { robots: { index: false } }

type Props = { params: Promise<{ id: string }> }

/**
 * Opening a notice, from the inbox or its e-mail: marks it read
 * (src/lib/reach/notifications/markNoticeRead.ts) and goes on to what it is about. A page rather than
 * a route handler so that the router lands on the right address after signing in (a signed-out
 * member opening the e-mail's link comes back here). The inbox's links are plain links, never
 * prefetched; marking read twice changes nothing. Another member's notice or a missing one is
 * not found, as the collection's access decides.
 */
export default async function OpenNoticePage({ params }: Props) {
  const id = parseRowId((await params).id)
  if (!id) notFound()
  const language = await requestLanguage()
  const user = await requireCompleteProfile()
  if (!user) redirectInSite(`/auth?from=${encodeURIComponent(pathIn(language, `/notifications/${id}`))}`)
  const payload = await getPayloadClient()
  const notice = await markNoticeRead({ payload, user }, { id })
  if (!notice) notFound()
  const href = await noticeDestination({ payload, user }, notice, language)
  // pathIn leaves admin paths as they are.
  redirectInSite(href, { language })
}
