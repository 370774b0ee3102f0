import { de } from 'date-fns/locale/de'
import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from '@/i18n/languages'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'

/**
 * The admin screens' own date and decimal forms in the admin's language (Payload's, from
 * `adminLanguage(i18n)`), beside the site's formatters (src/lib/shared/format/dates.ts: counts, event
 * times). English keeps the specification's forms ("Nov 23, 2026", "11/22/2026", "3.50"),
 * German writes "23. Nov. 2026", "22.11.2026", "3,50". All days are Berlin's.
 */

/** A figure with `digits` decimals: "3.50" or "3,50". */
export const formatAdminDecimal = (value: number, digits: number, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  )

/** A day with its month's short name: "Nov 23, 2026" or "23. Nov. 2026". */
export const formatAdminMonthDate = (value: string | Date, language: Language) =>
  language === 'de'
    ? formatInTimeZone(value, EVENT_TIME_ZONE, 'd. MMM yyyy', { locale: de })
    : formatInTimeZone(value, EVENT_TIME_ZONE, 'MMM d, yyyy')

/** A day as Payload's own date fields show it in both languages (its `dateFormat`, spec 9): "06.12.2026". */
export const formatAdminDay = (value: string | Date) => formatInTimeZone(value, EVENT_TIME_ZONE, 'dd.MM.yyyy')

/** A day in digits: the applications table's en-US "11/22/2026" (spec 9), or "22.11.2026". */
export const formatAdminNumericDate = (value: string | Date, language: Language) =>
  formatInTimeZone(value, EVENT_TIME_ZONE, language === 'de' ? 'dd.MM.yyyy' : 'MM/dd/yyyy')
