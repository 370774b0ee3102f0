import type { Payload } from 'payload'

import { pathIn } from '@/i18n/languagePaths'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages'

import { siteUrl } from '../lib/shared/siteUrl'

/**
 * The language an e-mail to a member is written in: their own setting (users.language), English
 * when they have none. Every e-mail to a member is composed with it at the moment it is written,
 * so a member who switches gets the next e-mail in the new language.
 */
export const recipientLanguage = (member: { language?: string | null } | null | undefined): Language =>
  isLanguage(member?.language) ? member.language : DEFAULT_LANGUAGE

/** The language of the account with this address (English when there is none): for e-mails sent to an address. */
export async function languageOfAddress(payload: Payload, email: string): Promise<Language> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    select: { language: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return recipientLanguage(docs[0])
}

/**
 * A link of the site in a language: German pages under /de ('…/verify?token=…' →
 * '…/de/verify?token=…'), so a member's e-mail opens the site in the e-mail's language whatever
 * device or browser they read it on. English and addresses elsewhere stay exactly as given.
 */
export function siteLinkIn(language: Language, url: string): string {
  const site = siteUrl()
  if (language === DEFAULT_LANGUAGE || !url.startsWith(site)) return url
  const rest = url.slice(site.length)
  if (rest && !/^[/?#]/.test(rest)) return url
  return `${site}${pathIn(language, rest.startsWith('/') ? rest : `/${rest}`)}`
}
