import { CalendarSync } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { Pagination } from '@/components/ui/pagination'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { listTags, tagNamed } from '@/lib/content/tags/listTags'
import { publicCalendarUrls } from '@/lib/events/calendar/subscriptionUrls'
import { EVENT_CARD_FIELDS, eventFilterWhere, eventSponsors, pastWhere, savedEventsFor, upcomingWhere } from '@/lib/events/listEvents'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'

import { EventGrid } from './EventCard'
import { EventFilters } from './EventFilters'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return publicPageMetadata({ title: t('events.title'), path: '/events', description: t('events.description') })
}

const PAGE_SIZE = 12

type Query = { q?: string; type?: string; sponsor?: string; tag?: string; page?: string; pastPage?: string }

/** Upcoming events soonest first, then past events latest first; filters in the URL. */
export default async function EventsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await requireCompleteProfile()
  const query = await searchParams
  const t = await getTranslations()
  const language = await requestLanguage()
  const page = Math.max(1, Number(query.page) || 1)
  const pastPage = Math.max(1, Number(query.pastPage) || 1)
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  const tags = await listTags(language)
  const tag = tagNamed(tags, query.tag)
  const filters = eventFilterWhere({ ...query, tag })
  const list = (where: ReturnType<typeof upcomingWhere>, sort: string, pageNumber: number) =>
    payload
      .find({
        collection: 'events',
        locale: language,
        where: { and: [where, ...filters] },
        sort,
        limit: PAGE_SIZE,
        page: pageNumber,
        depth: 0,
        select: EVENT_CARD_FIELDS,
      })
      .catch((error) => {
        payload.logger.error({ err: error, msg: 'Failed to load events' })
        return { docs: [], totalDocs: 0, totalPages: 0 }
      })
  const [upcoming, past, sponsors] = await Promise.all([
    list(upcomingWhere(now), 'date', page),
    list(pastWhere(now), '-date', pastPage),
    eventSponsors(payload).catch(() => []),
  ])
  const saved = await savedEventsFor(
    payload,
    user,
    [...upcoming.docs, ...past.docs].map((event) => event.id),
  )
  const filterQuery = { q: query.q, type: query.type, sponsor: query.sponsor, tag: tag?.slug }
  const calendar = publicCalendarUrls(language)
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('events.title')}</h1>
          <p className="mt-2 text-gray-700">{t('events.intro')}</p>
        </div>
        {/* The public events calendar: a calendar app keeps every event, and its changes, up to
            date. webcal opens as a subscription; the https address is for tools that take no webcal. */}
        <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
          <a href={calendar.webcal} className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline">
            <Icon icon={CalendarSync} aria-hidden="true" className="size-4" />
            {t('events.subscribe')}
          </a>
          <a
            href={calendar.https}
            className="text-xs text-gray-700 underline hover:text-brand-600"
            aria-label={t('events.subscribeHttpsLabel')}
          >
            {t('events.subscribeHttps')}
          </a>
        </div>
      </div>
      <EventFilters
        q={query.q}
        type={query.type}
        sponsor={query.sponsor}
        sponsors={sponsors}
        tag={tag?.slug}
        tags={tags}
        language={language}
      />
      {upcoming.totalDocs === 0 && past.totalDocs === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">{t('events.noEvents')}</p>
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="space-y-4">
            <h2 id="upcoming-heading" className="text-xl font-semibold">
              {t('events.upcoming')}
            </h2>
            {upcoming.totalDocs === 0 ? (
              <p className="text-gray-700">{t('events.noUpcoming')}</p>
            ) : (
              <EventGrid events={upcoming.docs} saved={saved} />
            )}
            <Pagination
              page={page}
              totalPages={upcoming.totalPages}
              query={{ ...filterQuery, pastPage: query.pastPage }}
              label={t('events.upcomingPages')}
            />
          </section>
          {past.totalDocs > 0 ? (
            <section aria-labelledby="past-heading" className="space-y-4">
              <h2 id="past-heading" className="text-xl font-semibold">
                {t('events.past')}
              </h2>
              <EventGrid events={past.docs} saved={null} />
              <Pagination
                page={pastPage}
                totalPages={past.totalPages}
                query={{ ...filterQuery, page: query.page }}
                param="pastPage"
                label={t('events.pastPages')}
              />
            </section>
          ) : null}
        </>
      )}
    </main>
  )
}
