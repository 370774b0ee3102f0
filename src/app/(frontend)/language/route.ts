import { NextResponse } from 'next/server'
import { z } from 'zod'

import { languageCookie } from '@/i18n/languageCookie'
import { LANGUAGES } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { updateOwnAccount } from '@/lib/accounts/users/updateOwnAccount'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'

const choice = z.object({ language: z.enum(LANGUAGES) })

/** The page the switcher was on (its language prefix is replaced by the redirect): from the form, else the Referer, else home. */
function pageOf(form: FormData | null, referer: string | null): string {
  const given = form?.get('path')
  let path = typeof given === 'string' ? given : '/'
  if (typeof given !== 'string' && referer) {
    try {
      const url = new URL(referer)
      path = `${url.pathname}${url.search}`
    } catch {
      path = '/'
    }
  }
  return path
}

/**
 * POST /language (the language switcher in the header and the footer): keeps the choice in the
 * language cookie, and in a signed-in member's profile, and returns to the same page in that
 * language. Cross-site posts are refused by the proxy.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const parsed = choice.safeParse({ language: form?.get('language') })
  if (!parsed.success) {
    return NextResponse.json({ message: translatorFor('en')('site.unknownLanguage') }, { status: 400 })
  }
  const { language } = parsed.data
  const user = await getCurrentUser()
  if (user && user.language !== language) {
    await updateOwnAccount({ payload: await getPayloadClient(), user }, { language })
  }
  const response = redirectResponse(pageOf(form, request.headers.get('referer')), { language })
  const cookie = languageCookie(language)
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
}
