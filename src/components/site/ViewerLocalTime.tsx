'use client'

import { useLocale, useTranslations } from 'use-intl'

import { useHydrated } from '@/components/ui/useHydrated'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages'
import { EVENT_TIME_ZONE } from '@/lib/format/eventTimeZone'
import { dayKeyIn, formatDateTimeIn, formatTimeIn } from '@/lib/format/zonedTime'

const range = (start: string, end: string | null | undefined, language: Language, timeZone: string, withDate: boolean) => {
  const format = (iso: string) => (withDate ? formatDateTimeIn(iso, language, timeZone) : formatTimeIn(iso, language, timeZone))
  return end ? `${format(start)} – ${format(end)}` : format(start)
}

/**
 * Event times are Berlin time (spec 2); a viewer elsewhere also sees their own, in the page's
 * language. Rendered after hydration only, since the server cannot know the viewer's zone (no
 * mismatch), and not at all when the viewer's clock shows the same as Berlin's.
 */
export function ViewerLocalTime({
  start,
  end,
  withDate = false,
  className,
}: {
  start: string
  end?: string | null
  withDate?: boolean
  className?: string
}) {
  const hydrated = useHydrated()
  const t = useTranslations('site')
  const locale = useLocale()
  const language: Language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE
  if (!hydrated) return null
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone) return null
  const local = range(start, end, language, zone, true)
  if (local === range(start, end, language, EVENT_TIME_ZONE, true)) return null
  const place = zone.split('/').pop()?.replace(/_/g, ' ') || zone
  // A time alone would mislead where the viewer's day differs from Berlin's.
  const showDate = withDate || dayKeyIn(start, zone) !== dayKeyIn(start, EVENT_TIME_ZONE)
  return <span className={className}>{t('yourTime', { place, time: showDate ? local : range(start, end, language, zone, false) })}</span>
}
