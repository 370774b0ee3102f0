import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { siteUrl } from '@/lib/shared/siteUrl'

/** A calendar feed's addresses: https to copy into tools that take no webcal, webcal to subscribe. */
export type FeedUrls = { https: string; webcal: string }

/**
 * A feed's webcal address: the same address with the scheme replaced, which calendar apps
 * (Apple Calendar, Outlook, Thunderbird) open as a subscription instead of importing the file once.
 */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//i, 'webcal://')

/**
 * The public events calendar's addresses in a language: from the configured site address
 * (SERVER_URL), never the request's Host, so a cached page never carries an address a request made up.
 */
export function publicCalendarUrls(language: Language): FeedUrls {
  const https = `${siteUrl()}${pathIn(language, '/feeds/events.ics')}`
  return { https, webcal: webcalOf(https) }
}
