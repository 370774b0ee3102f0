'use client'

import { useTranslations } from 'use-intl'

import { useHydrated } from '@/components/ui/useHydrated'
import { EVENT_TIME_ZONE } from '@/lib/format/eventTimeZone'

const format = (iso: string, timeZone: string, withDate: boolean) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(withDate ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
  }).format(new Date(iso))

const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso))

const range = (start: string, end: string | null | undefined, timeZone: string, withDate: boolean) =>
  end ? `${format(start, timeZone, withDate)} – ${format(end, timeZone, withDate)}` : format(start, timeZone, withDate)

/**
 * Event times are Berlin time (spec 2); a viewer elsewhere also sees their own. Rendered
 * after hydration only, since the server cannot know the viewer's zone (no mismatch), and
 * not at all when the viewer's clock shows the same as Berlin's.
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
  if (!hydrated) return null
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const local = range(start, end, zone, true)
  if (!zone || local === range(start, end, EVENT_TIME_ZONE, true)) return null
  const place = zone.split('/').pop()?.replace(/_/g, ' ') || zone
  // A time alone would mislead where the viewer's day differs from Berlin's.
  const showDate = withDate || day(start, zone) !== day(start, EVENT_TIME_ZONE)
  return <span className={className}>{t('yourTime', { place, time: showDate ? local : range(start, end, zone, false) })}</span>
}
