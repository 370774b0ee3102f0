import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { threadRequest } from '@/lib/discussions/threadRequest'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { refusalText } from '@/lib/shared/actions/runAction'
import { isPublicError } from '@/lib/shared/errors/appError'

// A thread is what this member may read (restricted items, their own waiting posts, blocks):
// never kept by a browser or a proxy, and never part of a cached page.
const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * GET /api/discussions?on=document:42&page=2&lang=de — one page of an item's thread as the
 * signed-in member reads it (src/lib/discussions/readThread.ts); `post=17` instead of `page`: the
 * page holding that post (a direct link); `replies=17&page=2`: "show more" replies of a top post.
 * The discussion islands of the item pages load it, so the pages stay shared and cached and a
 * post changes none of them. Asked by the site's own pages only.
 */
export async function GET(request: NextRequest) {
  const asked = request.nextUrl.searchParams
  const lang = asked.get('lang')
  const t = translatorFor(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return NextResponse.json({ message: t('discussions.ownPagesOnly') }, { status: 403, headers: PRIVATE })
  const user = await getCurrentUser()
  if (!user || isSharedMember(user)) return NextResponse.json({ message: t('discussions.signIn') }, { status: 401, headers: PRIVATE })
  const payload = await getPayloadClient()
  try {
    const answer = await threadRequest(payload, user, asked)
    if (!answer) return NextResponse.json({ message: t('errors.checkInput') }, { status: 400, headers: PRIVATE })
    return NextResponse.json(answer, { headers: PRIVATE })
  } catch (error) {
    if (!isPublicError(error)) throw error
    return NextResponse.json({ message: refusalText(error, t) }, { status: error.status, headers: PRIVATE })
  }
}
