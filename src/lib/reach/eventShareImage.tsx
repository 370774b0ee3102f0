import { ImageResponse } from 'next/og'

import { eventLocation } from '@/lib/events/eventLocation'
import { formatEventRange } from '@/lib/shared/format/dates'
import type { Event } from '@/payload-types'

import { SITE_NAME } from './pageMetadata'
import { SHARE_IMAGE_SIZE } from './shareImageKey'

type ShareFields = Pick<Event, 'title' | 'date' | 'endDate' | 'location' | 'isOnline'>

/**
 * The picture a shared link to an event shows (Open Graph, 1200 × 630 PNG): the site's name,
 * the title, when (Berlin time) and where, in the site's blue and amber. Drawn by Next's
 * ImageResponse (Satori and resvg, with its bundled font) when the event changes, never per request.
 */
export async function renderEventShareImage(event: ShareFields): Promise<Buffer> {
  const title = event.title.length > 90 ? `${event.title.slice(0, 89)}…` : event.title
  const image = new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        background: '#1e3a8a',
        color: '#ffffff',
        borderBottom: '16px solid #f59e0b',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#fbbf24' }}>{`${SITE_NAME} · Event`}</div>
      <div style={{ display: 'flex', fontSize: title.length > 50 ? 58 : 72, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', flexDirection: 'column', fontSize: 34, color: '#dbeafe' }}>
        <div style={{ display: 'flex' }}>{`${formatEventRange(event.date, event.endDate, 'en')} (Berlin time)`}</div>
        <div style={{ display: 'flex', marginTop: 8 }}>{eventLocation(event)}</div>
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  )
  return Buffer.from(await image.arrayBuffer())
}
