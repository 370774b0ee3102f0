import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/**
 * Spec 3: the location falls back to 'Virtual Event' (online) or 'TBD', in the reader's language;
 * shared by pages, calendar files and e-mails.
 */
export const eventLocation = (event: { location?: string | null; isOnline?: boolean | null }, language: Language = 'en') =>
  event.location || translatorFor(language)(event.isOnline ? 'event.virtualEvent' : 'event.tbd')
