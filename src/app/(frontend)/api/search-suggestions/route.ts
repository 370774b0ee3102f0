import { NextResponse, type NextRequest } from 'next/server'

import { pathIn } from '@/i18n/languagePaths'
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { resultPath } from '@/lib/content/search/resultPath'
import { suggestSearches } from '@/lib/content/search/searchSuggestions'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { checkRateLimit } from '@/lib/infrastructure/rateLimits/rateLimit'
import { requestClientAddress } from '@/lib/infrastructure/requests/requestClientAddress'

// What a member finds is theirs (restricted titles): never kept by a browser or a proxy.
const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * GET /api/search-suggestions?q=…&lang=de — the search field's suggestions as the reader types
 * (src/lib/content/search/searchSuggestions.ts): completed words and the best few items this
 * reader may find. Asked by the site's own pages only: a request another site's page makes
 * (Sec-Fetch-Site: cross-site) is refused before any query. Rate limited per member, and per
 * client address for visitors.
 */
export async function GET(request: NextRequest) {
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return NextResponse.json({ message: 'Search suggestions are for this site’s own pages.' }, { status: 403, headers: PRIVATE })
  const payload = await getPayloadClient()
  const user = await getCurrentUser()
  const limited = await checkRateLimit(payload, 'searchSuggestions', user ? { sender: user.id } : { ip: await requestClientAddress() })
  if (limited)
    return NextResponse.json(
      { message: limited.message },
      { status: 429, headers: { ...PRIVATE, 'retry-after': String(limited.retryAfterSeconds) } },
    )
  const asked = request.nextUrl.searchParams
  const lang = asked.get('lang')
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  const suggestions = await suggestSearches({ payload, user }, { query: asked.get('q'), language })
  const items = suggestions.items.map((item) => ({ ...item, path: pathIn(language, resultPath(item)) }))
  return NextResponse.json({ ...suggestions, items }, { headers: PRIVATE })
}
