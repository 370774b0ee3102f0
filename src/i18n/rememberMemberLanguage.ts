import 'server-only'

import { cookies } from 'next/headers'

import type { User } from '@/payload-types'

import { languageCookie } from './languageCookie'
import type { Language } from './languages'
import { requestLanguage } from './requestLanguage'

/**
 * At sign-in (a server action): the member's profile language becomes this browser's choice.
 * Returns the language the member goes on in: theirs, else the page's.
 */
export async function rememberMemberLanguage(user: Pick<User, 'language'>): Promise<Language> {
  if (!user.language) return requestLanguage()
  const cookie = languageCookie(user.language)
  ;(await cookies()).set(cookie.name, cookie.value, cookie.options)
  return user.language
}
