import Link from 'next/link'

import { getPayloadClient } from '@/lib/payload'

// Content comes from the database on every request, never from the build.
export const dynamic = 'force-dynamic'

/** Placeholder home until the member site lands: shows the next events from the database. */
export default async function HomePage() {
  const payload = await getPayloadClient()
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { date: { greater_than: new Date().toISOString() } },
    sort: 'date',
    limit: 3,
    depth: 0,
    select: { title: true, date: true },
  })
  return (
    <main>
      <h1>IT/OT Community</h1>
      <p>The community platform for IT and OT professionals.</p>
      <h2>Upcoming events</h2>
      {events.length === 0 ? (
        <p>No upcoming events</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              {event.title} –{' '}
              {new Date(event.date).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'Europe/Berlin' })}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/admin">Admin panel</Link>
      </p>
    </main>
  )
}
