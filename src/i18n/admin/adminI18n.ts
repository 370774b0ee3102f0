import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { Config } from 'payload'

import { adminDe } from './de'
import { adminEn } from './en'

/**
 * The admin panel's languages: Payload's English and German, switched on the account page (kept
 * in Payload's `payload-lng` cookie, or the browser's language until then). Independent of a
 * member's `language` (the member site's and e-mails' language). Our own texts are the `custom`
 * namespace beside Payload's.
 */
export const adminI18n: Config['i18n'] = {
  supportedLanguages: { en, de },
  fallbackLanguage: 'en',
  translations: {
    en: {
      // Spec 8's success toasts: 'Event created successfully', 'Event deleted successfully' (the
      // edit view's delete and the list's delete of one row). Updates, and texts other than these,
      // come with the REST answer (src/lib/platform/api/writeMessages.ts).
      // An empty list cell shows a calm dash instead of Payload's '<No Location>' (noLabel).
      general: {
        successfullyCreated: '{{label}} created successfully',
        titleDeleted: '{{label}} deleted successfully',
        deletedCountSuccessfully_one: '{{label}} deleted successfully',
        noLabel: '—',
      },
      custom: adminEn,
    },
    de: {
      general: { noLabel: '—' },
      custom: adminDe,
    },
  },
}
