import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { MAX_MENTION_PREFIX, MIN_MENTION_PREFIX, suggestMentions } from '@/lib/discussions/mentions/mentionSuggestions'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { retryAfterOf } from '@/lib/infrastructure/rateLimits/rateLimit'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { refusalText } from '@/lib/shared/actions/runAction'
import { isPublicError } from '@/lib/shared/errors/appError'

// Who a member may mention is theirs alone (blocks): never kept by a browser or a proxy.
const PRIVATE = { 'cache-control': 'private, no-store' }

const asked = z.object({ q: z.string().trim().min(MIN_MENTION_PREFIX).max(MAX_MENTION_PREFIX) })

/**
 * GET /api/discussions/mention-suggestions?q=Ada&lang=de — the members the signed-in member may
 * @mention whose name starts with `q` (src/lib/discussions/mentions/mentionSuggestions.ts), for
 * the discussion composer. Asked by the site's own pages only; members only; rate limited.
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang')
  const t = translatorFor(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return NextResponse.json({ message: t('discussions.ownPagesOnly') }, { status: 403, headers: PRIVATE })
  const user = await getCurrentUser()
  if (!user || isSharedMember(user)) return NextResponse.json({ message: t('discussions.signIn') }, { status: 401, headers: PRIVATE })
  const input = asked.safeParse({ q: request.nextUrl.searchParams.get('q') })
  if (!input.success) return NextResponse.json({ message: t('errors.checkInput') }, { status: 400, headers: PRIVATE })
  try {
    const suggestions = await suggestMentions({ payload: await getPayloadClient(), user }, { prefix: input.data.q })
    return NextResponse.json({ suggestions }, { headers: PRIVATE })
  } catch (error) {
    if (!isPublicError(error)) throw error
    const retryAfter = retryAfterOf(error)
    return NextResponse.json(
      { message: refusalText(error, t) },
      { status: error.status, headers: retryAfter ? { ...PRIVATE, 'retry-after': String(retryAfter) } : PRIVATE },
    )
  }
}
