'use client'

import type { Language } from '@/i18n/languages'
import { fillTextSlots } from '@/i18n/messageSlots'
import {
  dayKeyAtOffset,
  type EventZoneOffsets,
  formatDateTimeAtOffset,
  formatTimeAtOffset,
  offsetName,
  viewerOffsetMinutes,
} from '@/lib/shared/format/zonedTime'

const range = (start: string, end: string | null | undefined, language: Language, withDate: boolean) => {
  const format = (iso: string) =>
    withDate ? formatDateTimeAtOffset(iso, language, viewerOffsetMinutes(iso)) : formatTimeAtOffset(iso, language, viewerOffsetMinutes(iso))
  return end ? `${format(start)} – ${format(end)}` : format(start)
}

/**
 * Event times are Berlin time (spec 2); a viewer elsewhere also sees their own, in the page's
 * language, named by its offset ("UTC−5"); nothing when the viewer's clock shows the same as
 * Berlin's. Loaded and rendered in the browser only (ViewerLocalTime): the server cannot know the
 * viewer's zone. Date's own fields give the viewer's clock and the server gives Berlin's offsets,
 * so no Intl runs: its first use costs a phone's page about a tenth of a second (docs/decisions.md).
 */
export function ViewerLocalTimeText({
  start,
  end,
  eventZoneOffsets,
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
  eventZoneOffsets: EventZoneOffsets
  withDate?: boolean
  className?: string
}) {
  const startOffset = viewerOffsetMinutes(start)
  const sameClock = startOffset === eventZoneOffsets.start && (!end || viewerOffsetMinutes(end) === eventZoneOffsets.end)
  if (sameClock) return null
  // A time alone would mislead where the viewer's day differs from Berlin's.
  const showDate = withDate || dayKeyAtOffset(start, startOffset) !== dayKeyAtOffset(start, eventZoneOffsets.start)
  return (
    <span className={className}>
      {fillTextSlots(yourTime, { place: offsetName(startOffset), time: range(start, end, language, showDate) })}
    </span>
  )
}
