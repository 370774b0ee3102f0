import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { signInRedirect } from '@/lib/auth/signInRedirect'
import { parseRowId } from '@/lib/ids/rowId'
import { markNoticeRead } from '@/lib/notifications/markNoticeRead'
import { noticeHref } from '@/lib/notifications/noticeView'
import { getPayloadClient } from '@/lib/payload'
import { hasAdminRole } from '@access/roles'

/**
 * Opening a notice from the inbox: marks it read (src/lib/notifications/markNoticeRead.ts) and
 * goes on to what it is about. A plain link, so it opens in a new tab too; marking read twice
 * changes nothing. Another member's notice or a missing one is 404, as the collection's access
 * decides; a visitor is sent to sign in and comes back to the inbox.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const language = await requestLanguage()
  const notFound = () => Response.json({ message: translatorFor(language)('notifications.notFound') }, { status: 404 })
  const id = parseRowId((await params).id)
  if (!id) return notFound()
  const user = await getCurrentUser()
  if (!user) return signInRedirect('/notifications')
  const payload = await getPayloadClient()
  const notice = await markNoticeRead({ payload, user }, { id })
  if (!notice) return notFound()
  const href = noticeHref(notice, { isAdmin: hasAdminRole(user) })
  return new Response(null, {
    status: 303,
    headers: { Location: href.startsWith('/admin') ? href : pathIn(language, href), 'Cache-Control': 'no-store' },
  })
}
