import type { Where } from 'payload'

import { LANGUAGES } from '@/i18n/languages'

/**
 * A list's text search: any of the fields contains the words. A localized field is searched in
 * both its versions, so a German reader finds an item written only in English, and the reverse
 * (a plain `like` on it would look at the reader's version only, not at the fallback shown).
 */
export function textSearch(text: string, fields: { localized: string[]; plain?: string[] }): Where {
  const like = { like: text }
  return {
    or: [
      ...fields.localized.flatMap((field) => LANGUAGES.map((language) => ({ [`${field}.${language}`]: like }))),
      ...(fields.plain ?? []).map((field) => ({ [field]: like })),
    ],
  }
}
