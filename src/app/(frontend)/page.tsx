import { CalendarDays, FileText, FolderKanban } from 'lucide'
import type { Where } from 'payload'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'
import { EVENT_CARD_FIELDS, savedEventsFor } from '@/lib/events/listEvents'
import { formatShortUsDate } from '@/lib/format/dates'
import { communityFigures } from '@/lib/home/communityFigures'
import { getPayloadClient } from '@/lib/payload'
import { ACCOUNT_DELETED_PARAM } from '@/lib/privacy/accountDeletion'
import { publicPageMetadata, SITE_NAME } from '@/lib/reach/pageMetadata'

import { EventGrid } from './events/EventCard'
import { InviteForm } from './invitations/InviteForm'
import { AccountDeletedToast } from './profile/AccountDeletedToast'

export const metadata = publicPageMetadata({ title: SITE_NAME, path: '/' })

const FEATURES = [
  { icon: CalendarDays, title: 'Events & agendas', text: 'Summits, workshops and online sessions; save dates and build your own agenda.' },
  { icon: FileText, title: 'Document library', text: 'Whitepapers and presentations from operators, vendors and research.' },
  { icon: FolderKanban, title: 'Community projects', text: 'Join working groups that publish shared, vendor-neutral results.' },
]

/** Spec 5: the home filter matches 'whitepaper' or 'white paper', and 'presentation', in any case. */
const DOCUMENT_FILTERS: Record<string, { label: string; where?: Where }> = {
  all: { label: 'All' },
  whitepaper: { label: 'Whitepaper', where: { or: [{ documentType: { like: 'whitepaper' } }, { documentType: { like: 'white paper' } }] } },
  presentation: { label: 'Presentations', where: { documentType: { like: 'presentation' } } },
}

export default async function HomePage({ searchParams }: { searchParams: Promise<{ docs?: string; [ACCOUNT_DELETED_PARAM]?: string }> }) {
  const user = await requireCompleteProfile()
  const params = await searchParams
  const filterKey = params.docs ?? 'all'
  const documentFilter = DOCUMENT_FILTERS[filterKey] ?? DOCUMENT_FILTERS.all!
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  const [figures, current, upcoming, documents] = await Promise.all([
    communityFigures(payload),
    payload.find({
      collection: 'events',
      where: {
        and: [{ date: { less_than_equal: now } }, { or: [{ endDate: { greater_than_equal: now } }, { endDate: { exists: false } }] }],
      },
      sort: '-date',
      limit: 3,
      depth: 0,
      select: EVENT_CARD_FIELDS,
    }),
    payload.find({
      collection: 'events',
      where: { date: { greater_than: now } },
      sort: 'date',
      limit: 3,
      depth: 0,
      select: EVENT_CARD_FIELDS,
    }),
    payload.find({
      collection: 'documents',
      where: documentFilter.where,
      sort: ['-rank', '-createdAt'],
      limit: 6,
      depth: 0,
      select: { title: true, company: true, documentType: true, language: true, createdAt: true },
    }),
  ])
  const saved = await savedEventsFor(
    payload,
    user,
    [...current.docs, ...upcoming.docs].map((event) => event.id),
  )
  const impact = [
    { value: figures.activeMembers, label: 'active members' },
    { value: figures.sectors, label: 'industry sectors' },
    { value: figures.projects, label: 'community projects' },
    { value: figures.eventsThisYear, label: 'events per year' },
  ]

  return (
    <main className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      {params[ACCOUNT_DELETED_PARAM] === 'deleted' ? <AccountDeletedToast /> : null}
      <section className="space-y-6">
        <ul aria-label="The community at a glance" className="flex flex-wrap gap-2 text-sm font-semibold">
          <li className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">{figures.members} Members</li>
          <li className="rounded-full bg-amber-50 px-3 py-1 text-amber-800">{figures.events} Events</li>
          <li className="rounded-full bg-gray-100 px-3 py-1 text-gray-800">{figures.projects} Community Projects</li>
        </ul>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight">
          Where IT and OT professionals work on the systems that run industry
        </h1>
        <p className="max-w-2xl text-lg text-gray-700">
          Events, shared documents, community projects and surveys for engineers and managers from plants, utilities, vendors and research.
        </p>
        <div className="flex flex-wrap gap-3">
          {user ? null : (
            <Button asChild>
              <a href="/auth">Create your free account</a>
            </Button>
          )}
          <Button asChild variant="secondary">
            <a href="/about">About the community</a>
          </Button>
        </div>
      </section>

      <section aria-label="What members get" className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon, title, text }) => (
          <Card key={title}>
            <Icon icon={icon} className="mb-3 size-7 text-brand-600" />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-gray-700">{text}</p>
          </Card>
        ))}
      </section>

      <section aria-labelledby="impact-heading" className="space-y-4">
        <h2 id="impact-heading" className="text-2xl font-semibold">
          Our Impact by Numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {impact.map((figure) => (
            <div key={figure.label} className="rounded-lg border border-gray-200 bg-white p-5 text-center">
              <dt className="text-sm text-gray-700">{figure.label}</dt>
              <dd className="text-3xl font-semibold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {current.docs.length > 0 ? (
        <section aria-labelledby="current-heading" className="space-y-4">
          <h2 id="current-heading" className="text-2xl font-semibold">
            Happening now
          </h2>
          <EventGrid events={current.docs} saved={saved} />
        </section>
      ) : null}

      <section aria-labelledby="upcoming-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-heading" className="text-2xl font-semibold">
            Upcoming events
          </h2>
          <a href="/events" className="font-medium text-brand-600 hover:underline">
            View All Events
          </a>
        </div>
        {upcoming.docs.length === 0 ? (
          <p className="text-gray-700">No upcoming events</p>
        ) : (
          <EventGrid events={upcoming.docs} saved={saved} />
        )}
      </section>

      <section aria-labelledby="documents-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="documents-heading" className="text-2xl font-semibold">
            Documents
          </h2>
          <a href="/documents" className="font-medium text-brand-600 hover:underline">
            View Documents
          </a>
        </div>
        <nav aria-label="Document types" className="flex gap-2">
          {Object.entries(DOCUMENT_FILTERS).map(([key, filter]) => (
            <a
              key={key}
              // A page load: the fragment brings the reader back to the documents they were filtering.
              href={key === 'all' ? '/#documents-heading' : `/?docs=${key}#documents-heading`}
              aria-current={key === filterKey || (filterKey === 'all' && key === 'all') ? 'page' : undefined}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {filter.label}
            </a>
          ))}
        </nav>
        {documents.docs.length === 0 ? (
          <p className="text-gray-700">No documents found</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {documents.docs.map((document) => (
              <li key={document.id} className="rounded-lg border border-gray-200 bg-white p-5">
                <p className="font-semibold">{document.title}</p>
                <p className="text-sm text-gray-700">{document.company}</p>
                <p className="mt-2 flex gap-3 text-xs text-gray-700">
                  <span>{document.documentType}</span>
                  <span>{document.language}</span>
                  <span>{formatShortUsDate(document.createdAt)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {user ? (
        <section aria-labelledby="invite-heading" className="space-y-3">
          <h2 id="invite-heading" className="text-2xl font-semibold">
            Invite an expert
          </h2>
          <Card>
            <InviteForm />
          </Card>
          <a href="/invitations" className="text-sm font-medium text-brand-600 hover:underline">
            See your invitations
          </a>
        </section>
      ) : null}
    </main>
  )
}
