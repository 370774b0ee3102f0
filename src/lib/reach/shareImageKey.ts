import { createHash } from 'node:crypto'

import { eventLocation } from '@/lib/events/eventLocation'
import type { Event } from '@/payload-types'

/** An event's share image, as Open Graph asks for it. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

// Raise when the picture's design (eventShareImage.tsx) changes: every event's image is then drawn again.
const DESIGN = 1

/** What an event's share image shows, as a key: the image is drawn again only when this changes. */
export const shareImageKey = (event: Pick<Event, 'title' | 'date' | 'endDate' | 'location' | 'isOnline'>): string =>
  createHash('sha256')
    .update(JSON.stringify([DESIGN, event.title, event.date, event.endDate ?? null, eventLocation(event)]))
    .digest('hex')
    .slice(0, 32)
