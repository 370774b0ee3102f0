import { isLanguage, LANGUAGE_HEADER } from '@/i18n/languages'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { unsubscribeMember } from '@/lib/reach/memberEmails/unsubscribeMember'
import { readUnsubscribeToken } from '@/lib/reach/memberEmails/unsubscribeToken'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'

/**
 * RFC 8058 one-click unsubscribe: mail apps POST `List-Unsubscribe=One-Click` to the address
 * in the List-Unsubscribe header. Only POST changes anything; a GET (a person or a scanner
 * opening the link) goes to the confirmation page.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const token = readUnsubscribeToken(payload.secret, new URL(request.url).searchParams.get('token'))
  if (!token) return new Response('This unsubscribe link is not valid.', { status: 400 })
  await unsubscribeMember({ payload, user: null }, token)
  return new Response('Unsubscribed.', { status: 200, headers: { 'Cache-Control': 'no-store' } })
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  // The proxy names the language of the address opened (/de/unsubscribe/one-click → de).
  const language = request.headers.get(LANGUAGE_HEADER)
  return redirectResponse(`/unsubscribe?token=${encodeURIComponent(token)}`, { language: isLanguage(language) ? language : null })
}
