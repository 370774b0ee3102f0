import Link from 'next/link'

import { Card } from '@/components/ui/card'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/payload'

import { InviteForm } from './invitations/InviteForm'

/** Home until the member site lands: the next events from the database and, for members, the invite form. */
export default async function HomePage() {
  const user = await requireCompleteProfile()
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
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-12">
      <section>
        <h1 className="text-3xl font-semibold tracking-tight">IT/OT Community</h1>
        <p className="mt-2 max-w-2xl text-lg text-gray-700">The community platform for IT and OT professionals.</p>
      </section>
      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h2 id="upcoming-heading" className="text-xl font-semibold">
          Upcoming events
        </h2>
        {events.length === 0 ? (
          <p>No upcoming events</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <Card>
                  <p className="font-medium">{event.title}</p>
                  <p className="text-sm text-gray-600">
                    {new Date(event.date).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'Europe/Berlin' })}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      {user ? (
        <section aria-labelledby="invite-heading" className="space-y-3">
          <h2 id="invite-heading" className="text-xl font-semibold">
            Invite an expert
          </h2>
          <Card>
            <InviteForm />
          </Card>
          <Link href="/invitations" className="text-sm font-medium text-brand-600 hover:underline">
            See your invitations
          </Link>
        </section>
      ) : null}
    </main>
  )
}
