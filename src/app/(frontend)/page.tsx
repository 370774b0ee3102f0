import { CalendarDays, FileText, FolderKanban } from 'lucide'
import type { Metadata } from 'next'
import type { Where } from 'payload'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { documentLanguageName } from '@/i18n/documentLanguageName'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { ACCOUNT_DELETED_PARAM } from '@/lib/accounts/privacy/accountDeletion'
import { communityFigures } from '@/lib/engagement/home/communityFigures'
import { EVENT_CARD_FIELDS, savedEventsFor } from '@/lib/events/listEvents'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { formatCardDate } from '@/lib/shared/format/dates'

import { EventGrid } from './events/EventCard'
import { InviteForm } from './invitations/InviteForm'
import { AccountDeletedToast } from './profile/AccountDeletedToast'

export const generateMetadata = (): Promise<Metadata> => publicPageMetadata({ title: SITE_NAME, path: '/' })

const FEATURES = [
  { icon: CalendarDays, key: 'events' },
  { icon: FileText, key: 'documents' },
  { icon: FolderKanban, key: 'projects' },
] as const

/** Spec 5: the home filter matches 'whitepaper' or 'white paper', and 'presentation', in any case. */
const DOCUMENT_FILTERS = {
  all: {},
  whitepaper: { where: { or: [{ documentType: { like: 'whitepaper' } }, { documentType: { like: 'white paper' } }] } },
  presentation: { where: { documentType: { like: 'presentation' } } },
} satisfies Record<string, { where?: Where }>
type DocumentFilter = keyof typeof DOCUMENT_FILTERS
const isDocumentFilter = (key: string): key is DocumentFilter => Object.hasOwn(DOCUMENT_FILTERS, key)

export default async function HomePage({ searchParams }: { searchParams: Promise<{ docs?: string; [ACCOUNT_DELETED_PARAM]?: string }> }) {
  const user = await requireCompleteProfile()
  const params = await searchParams
  const language = await requestLanguage()
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  const filterKey: DocumentFilter = params.docs && isDocumentFilter(params.docs) ? params.docs : 'all'
  const documentFilter: { where?: Where } = DOCUMENT_FILTERS[filterKey]
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  const [figures, current, upcoming, documents] = await Promise.all([
    communityFigures(payload),
    payload.find({
      collection: 'events',
      locale: language,
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
      locale: language,
      where: { date: { greater_than: now } },
      sort: 'date',
      limit: 3,
      depth: 0,
      select: EVENT_CARD_FIELDS,
    }),
    payload.find({
      collection: 'documents',
      // As the reader: the TLP labels decide which documents they find (access/library/tlpAccess.ts).
      user: user ?? undefined,
      overrideAccess: false,
      locale: language,
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
  // Each figure keeps the spec's label and says what it counts (issue 49, item 8): 'Members' is
  // people here, organizations on /members.
  const glance = [
    {
      label: t('home.membersCount', { count: figures.members }),
      counts: t('home.counts.members'),
      className: 'bg-brand-50 text-brand-700',
    },
    { label: t('home.eventsCount', { count: figures.events }), counts: t('home.counts.events'), className: 'bg-amber-50 text-amber-800' },
    {
      label: t('home.projectsCount', { count: figures.projects }),
      counts: t('home.counts.projects'),
      className: 'bg-gray-100 text-gray-800',
    },
  ]
  const impact = [
    { value: figures.activeMembers, label: t('home.figures.activeMembers'), counts: t('home.counts.activeMembers') },
    { value: figures.sectors, label: t('home.figures.sectors'), counts: t('home.counts.sectors') },
    { value: figures.projects, label: t('home.figures.projects'), counts: t('home.counts.projects') },
    { value: figures.eventsThisYear, label: t('home.figures.eventsThisYear'), counts: t('home.counts.eventsThisYear') },
  ]

  const accountDeleted = params[ACCOUNT_DELETED_PARAM] === 'deleted'
  return (
    <main className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      {accountDeleted ? (
        <AccountDeletedToast title={t('deleteAccount.deletedTitle')} description={t('deleteAccount.deleted')} home={href('/')} />
      ) : null}
      <section className="space-y-6">
        <ul aria-label={t('home.glance')} className="flex flex-wrap gap-2 text-sm">
          {glance.map((badge) => (
            <li key={badge.label} className={`rounded-lg px-3 py-1.5 ${badge.className}`}>
              <span className="block font-semibold">{badge.label}</span>
              <span className="block text-xs">{badge.counts}</span>
            </li>
          ))}
        </ul>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight [hyphens:auto]">{t('home.title')}</h1>
        <p className="max-w-2xl text-lg text-gray-700">{t('home.intro')}</p>
        <div className="flex flex-wrap gap-3">
          {user ? null : (
            <Button asChild>
              <a href={href('/auth')}>{t('home.createAccount')}</a>
            </Button>
          )}
          <Button asChild variant="secondary">
            <a href={href('/about')}>{t('home.aboutCommunity')}</a>
          </Button>
        </div>
      </section>

      <section aria-label={t('home.whatMembersGet')} className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon, key }) => (
          <Card key={key}>
            <Icon icon={icon} className="mb-3 size-7 text-brand-600" />
            <h2 className="font-semibold">{t(`home.features.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-gray-700">{t(`home.features.${key}.text`)}</p>
          </Card>
        ))}
      </section>

      <section aria-labelledby="impact-heading" className="space-y-4">
        <h2 id="impact-heading" className="text-2xl font-semibold">
          {t('home.impact')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {impact.map((figure) => (
            <div key={figure.label} className="rounded-lg border border-gray-200 bg-white p-5 text-center">
              <dt className="text-sm text-gray-700">
                <span className="block">{figure.label}</span>
                <span className="block text-xs">{figure.counts}</span>
              </dt>
              <dd className="text-3xl font-semibold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {current.docs.length > 0 ? (
        <section aria-labelledby="current-heading" className="space-y-4">
          <h2 id="current-heading" className="text-2xl font-semibold">
            {t('home.happeningNow')}
          </h2>
          <EventGrid events={current.docs} saved={saved} />
        </section>
      ) : null}

      <section aria-labelledby="upcoming-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-heading" className="text-2xl font-semibold">
            {t('home.upcomingEvents')}
          </h2>
          <a href={href('/events')} className="font-medium text-brand-600 hover:underline">
            {t('home.viewAllEvents')}
          </a>
        </div>
        {upcoming.docs.length === 0 ? (
          <p className="text-gray-700">{t('home.noUpcomingEvents')}</p>
        ) : (
          <EventGrid events={upcoming.docs} saved={saved} />
        )}
      </section>

      <section aria-labelledby="documents-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="documents-heading" className="text-2xl font-semibold">
            {t('home.documents')}
          </h2>
          <a href={href('/documents')} className="font-medium text-brand-600 hover:underline">
            {t('home.viewDocuments')}
          </a>
        </div>
        <nav aria-label={t('home.documentTypes')} className="flex gap-2">
          {(Object.keys(DOCUMENT_FILTERS) as DocumentFilter[]).map((key) => (
            <a
              key={key}
              // A page load: the fragment brings the reader back to the documents they were filtering.
              href={href(key === 'all' ? '/#documents-heading' : `/?docs=${key}#documents-heading`)}
              aria-current={key === filterKey || (filterKey === 'all' && key === 'all') ? 'page' : undefined}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {t(`home.documentFilters.${key}`)}
            </a>
          ))}
        </nav>
        {documents.docs.length === 0 ? (
          <p className="text-gray-700">{t('home.noDocuments')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {documents.docs.map((document) => (
              <li key={document.id} className="rounded-lg border border-gray-200 bg-white p-5">
                <p className="font-semibold">{document.title}</p>
                <p className="text-sm text-gray-700">{document.company}</p>
                <p className="mt-2 flex gap-3 text-xs text-gray-700">
                  <span>{document.documentType}</span>
                  <span>{document.language ? documentLanguageName(t, document.language) : null}</span>
                  <span>{formatCardDate(document.createdAt, language)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {user ? (
        <section aria-labelledby="invite-heading" className="space-y-3">
          <h2 id="invite-heading" className="text-2xl font-semibold">
            {t('home.inviteExpert')}
          </h2>
          <Card>
            <InviteForm />
          </Card>
          <a href={href('/invitations')} className="text-sm font-medium text-brand-600 hover:underline">
            {t('home.seeInvitations')}
          </a>
        </section>
      ) : null}
    </main>
  )
}
