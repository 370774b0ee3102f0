import { addDays } from 'date-fns'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'

/** Spec 9: a new event runs from 09:00 to 17:00 (Berlin time) unless the admin says otherwise. */
export const DEFAULT_EVENT_START = '09:00'
export const DEFAULT_EVENT_END = '17:00'

/** `HH:mm` Berlin time on the Berlin day of `day`, as an ISO timestamp. */
export function berlinTimeOnDayOf(day: Date | string, time: string): string {
  const date = formatInTimeZone(day, EVENT_TIME_ZONE, 'yyyy-MM-dd')
  return fromZonedTime(`${date}T${time}:00`, EVENT_TIME_ZONE).toISOString()
}

/** `HH:mm` Berlin time tomorrow (Berlin), as an ISO timestamp. */
export const tomorrowInBerlinAt = (time: string, now = new Date()) => berlinTimeOnDayOf(addDays(now, 1), time)
