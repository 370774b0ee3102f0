'use client'

import type { Language } from '@/i18n/languages'
import { fillTextSlots } from '@/i18n/messageSlots'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/eventTimeZone'
import { dayKeyIn, formatDateTimeIn, formatTimeIn } from '@/lib/shared/format/zonedTime'

const range = (start: string, end: string | null | undefined, language: Language, timeZone: string, withDate: boolean) => {
  const format = (iso: string) => (withDate ? formatDateTimeIn(iso, language, timeZone) : formatTimeIn(iso, language, timeZone))
  return end ? `${format(start)} – ${format(end)}` : format(start)
}

/**
 * Event times are Berlin time (spec 2); a viewer elsewhere also sees their own, in the page's
 * language; nothing when the viewer's clock shows the same as Berlin's. Loaded and rendered in
 * the browser only (ViewerLocalTime): the server cannot know the viewer's zone.
 */
export function ViewerLocalTimeText({
  start,
  end,
  withDate = false,
  className,
  language,
  yourTime,
}: {
  language: Language
  /** The page's "Your time ({place}): {time}", both left as slots (yourTimeText). */
  yourTime: string
  start: string
  end?: string | null
  withDate?: boolean
  className?: string
}) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone) return null
  const local = range(start, end, language, zone, true)
  if (local === range(start, end, language, EVENT_TIME_ZONE, true)) return null
  const place = zone.split('/').pop()?.replace(/_/g, ' ') || zone
  // A time alone would mislead where the viewer's day differs from Berlin's.
  const showDate = withDate || dayKeyIn(start, zone) !== dayKeyIn(start, EVENT_TIME_ZONE)
  return (
    <span className={className}>
      {fillTextSlots(yourTime, { place, time: showDate ? local : range(start, end, language, zone, false) })}
    </span>
  )
}
