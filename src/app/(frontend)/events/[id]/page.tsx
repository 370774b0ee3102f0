import { ArrowLeft, CalendarDays, CalendarPlus, Info, MapPin, Ticket, UserRound } from 'lucide'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, type ReactNode } from 'react'

import { LazyAgendaItemDiscussions, LazyLiveQuestions } from '@/components/discussions/ConversationIslands'
import { reportPostTexts } from '@/components/discussions/moderation/reportPostTexts'
import { Discussion } from '@/components/discussions/thread/Discussion'
import { liveQuestionTexts } from '@/components/liveQuestions/liveQuestionTexts'
import { ViewerLocalTime } from '@/components/site/ViewerLocalTime'
import { yourTimeText } from '@/components/site/yourTimeText'
import { TagLinks } from '@/components/tags/TagLinks'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { RichTextContent } from '@/components/ui/RichTextContent'
import { islandCatalogue } from '@/i18n/IslandMessages'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { previewViewer, stagedRead } from '@/lib/content/previewViewer'
import { listTags, tagsOf } from '@/lib/content/tags/listTags'
import { eventQuickAddLinks } from '@/lib/events/calendar/calendarEntries'
import { eventLocation } from '@/lib/events/eventLocation'
import { agendaBadge } from '@/lib/events/timing'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { isSharedMember } from '@/lib/platform/pageCache/sharedMember'
import { eventShareImageUrl } from '@/lib/reach/eventShareImageUrl'
import { eventStructuredData, jsonLdScript } from '@/lib/reach/eventStructuredData'
import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { publicPageMetadata } from '@/lib/reach/publicPageMetadata'
import { SHARE_IMAGE_SIZE } from '@/lib/reach/shareImageKey'
import { DEFAULT_TRACK_COLOR } from '@/lib/shared/enums'
import {
  berlinDayKey,
  eventZoneOffsets,
  formatAgendaDay,
  formatEventDateTime,
  formatEventRange,
  formatEventTimeRange,
} from '@/lib/shared/format/dates'
import { relationId } from '@/lib/shared/ids/relationId'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Media } from '@/payload-types'

import { eventSponsor } from '../EventCard'
import { SaveDateButton } from '../SaveDateButton'
import { AgendaList } from './AgendaList'
import { agendaTexts } from './agendaTexts'
import { calendarServiceLinks, CalendarServiceLinks, calendarServiceTexts } from './CalendarServiceLinks'

type Props = { params: Promise<{ id: string }> }

// Once per request: the metadata and the page both need the event (its latest draft for a previewing admin).
const loadEvent = cache(async (param: string) => {
  const id = parseRowId(param)
  if (!id) return null
  const payload = await getPayloadClient()
  const viewer = await previewViewer(await getCurrentUser())
  return payload.findByID({
    collection: 'events',
    id,
    depth: 1,
    joins: false,
    disableErrors: true,
    locale: await requestLanguage(),
    ...stagedRead(viewer),
  })
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).id)
  const t = await getTranslations()
  if (!event) return { title: `${t('eventPage.notFound')} · ${SITE_NAME}` }
  const language = await requestLanguage()
  return publicPageMetadata({
    title: event.title,
    path: `/events/${event.id}`,
    description:
      event.descriptionText ??
      t('eventPage.metaDescription', {
        when: formatEventRange(event.date, event.endDate, language),
        location: eventLocation(event, language),
      }),
    type: 'article',
    // Drawn by the jobs queue after each change (or by its route when asked first): its address names no picture.
    image: { url: eventShareImageUrl(event), width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height, alt: event.title },
  })
}

/** Event detail (spec 2): agenda with My Agenda, speakers, and the four information cards. */
export default async function EventPage({ params }: Props) {
  const user = await requireCompleteProfile()
  const event = await loadEvent((await params).id)
  if (!event) notFound()
  const language = await requestLanguage()
  const t = await getTranslations()
  const href = (path: string) => pathIn(language, path)
  const payload = await getPayloadClient()
  // On a shared member page the member's own marks and saved date come with their state.
  const member = user && !isSharedMember(user) ? user : null
  // A previewing admin sees the draft event's agenda and speakers too.
  const staged = { ...stagedRead(await previewViewer(user)), locale: language }
  const [agenda, speakers, interests, saved, tags] = await Promise.all([
    payload.find({
      collection: 'agenda-items',
      where: { event: { equals: event.id } },
      sort: 'startTime',
      limit: 200,
      depth: 0,
      ...staged,
    }),
    payload.find({ collection: 'speakers', where: { event: { equals: event.id } }, sort: 'createdAt', limit: 100, depth: 1, ...staged }),
    member
      ? payload.find({
          collection: 'agenda-interests',
          where: { and: [{ user: { equals: member.id } }, { 'agendaItem.event': { equals: event.id } }] },
          limit: 200,
          depth: 0,
          select: { agendaItem: true },
          overrideAccess: true,
        })
      : null,
    member
      ? payload.count({
          collection: 'saved-event-dates',
          where: { and: [{ user: { equals: member.id } }, { event: { equals: event.id } }] },
          overrideAccess: true,
        })
      : null,
    listTags(language),
  ])
  const now = new Date()
  // Google Calendar and Outlook take the event's words into their own forms: only a published
  // event's (a previewing admin's draft gets none, whatever the draft says).
  const published = event._status === 'published'
  // Sessions of an event that runs over several Berlin days carry their day, so the agenda is
  // grouped under day headings; a one-day event's agenda stays a plain list of times.
  const days = new Set(
    [event.date, ...(event.endDate ? [event.endDate] : []), ...agenda.docs.map((item) => item.startTime)].map(berlinDayKey),
  )
  const multiDay = days.size > 1
  const items = agenda.docs.map((item) => ({
    id: item.id,
    title: item.title,
    timeRange: formatEventTimeRange(item.startTime, item.endTime, language),
    room: item.room ?? null,
    speakerName: item.speakerName ?? null,
    description: item.description ? <RichTextContent value={item.description} className="space-y-2 text-sm" /> : null,
    tags: item.tags?.length ? <TagLinks tags={tagsOf(tags, item.tags)} language={language} /> : null,
    trackColor: item.trackColor || DEFAULT_TRACK_COLOR,
    badge: agendaBadge(item, now),
    cancelled: item.status === 'cancelled',
    start: item.startTime,
    end: item.endTime,
    eventZoneOffsets: eventZoneOffsets(item.startTime, item.endTime),
    calendarHref: href(`/events/${event.id}/agenda/${item.id}/calendar.ics`),
    day: multiDay ? { key: berlinDayKey(item.startTime), label: formatAgendaDay(item.startTime, language) } : null,
    labels: {
      add: t('agenda.addLabel', { title: item.title }),
      remove: t('agenda.removeLabel', { title: item.title }),
      addToCalendar: t('agenda.addToCalendarLabel', { title: item.title }),
    },
  }))
  const image = typeof event.image === 'object' ? (event.image as Media | null) : null

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <script
        type="application/ld+json"
        // JSON, not HTML: jsonLdScript escapes '<', so no text of the event can end the script.
        dangerouslySetInnerHTML={{ __html: jsonLdScript(eventStructuredData(event, speakers.docs, language)) }}
      />
      <a href={href('/events')} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline">
        <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" /> {t('eventPage.backToEvents')}
      </a>
      <header className="space-y-3">
        <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
          {eventSponsor(event, language)}
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">{event.title}</h1>
        {/* When and where, and what the member can do, come before the banner and the
            description on every width: the first screen answers "when, where, am I in". The
            viewer's own time stays in the Date & Time card: added after hydration, here it
            would push the whole page down. */}
        <dl className="flex flex-col gap-x-6 gap-y-2 text-gray-800 sm:flex-row sm:flex-wrap">
          <div className="flex items-start gap-2">
            <dt>
              <Icon icon={CalendarDays} aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">{t('eventPage.dateTime')}</span>
            </dt>
            <dd>
              <span className="font-medium">{formatEventRange(event.date, event.endDate, language)}</span>{' '}
              <span className="whitespace-nowrap text-sm text-gray-600">{t('eventPage.berlinTime')}</span>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Icon icon={MapPin} aria-hidden="true" className="mt-0.5 size-5 text-brand-600" />
              <span className="sr-only">{t('eventPage.location')}</span>
            </dt>
            <dd className="font-medium">{eventLocation(event, language)}</dd>
          </div>
        </dl>
        <TagLinks tags={tagsOf(tags, event.tags)} language={language} />
        <div className="flex flex-wrap gap-3">
          {user ? <SaveDateButton eventId={event.id} initiallySaved={saved ? saved.totalDocs > 0 : undefined} title={event.title} /> : null}
          <Button asChild variant="secondary">
            <a href={href(`/events/${event.id}/calendar.ics`)} download>
              <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />
              {t('eventPage.addToCalendar')}
            </a>
          </Button>
          {event.registrationRequired && event.registrationLink ? (
            <Button asChild variant="secondary">
              <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                <Icon icon={Ticket} aria-hidden="true" className="size-4" />
                {t('eventPage.register')}
              </a>
            </Button>
          ) : null}
        </div>
        {published ? (
          <CalendarServiceLinks
            links={calendarServiceLinks(eventQuickAddLinks(event, language), calendarServiceTexts(t, event.title))}
            label={t('calendarServices.label')}
            className="text-sm"
          />
        ) : null}
        <RichTextContent value={event.description} className="max-w-3xl" />
      </header>
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
        <img
          src={image.sizes?.card?.url || image.url}
          alt={image.alt || ''}
          className="aspect-[16/9] max-h-80 w-full max-w-3xl rounded-lg object-cover"
        />
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          {!user ? (
            <p className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-800">
              {t.rich('eventPage.signInPrompt', {
                link: (chunks) => (
                  <a href={href(`/auth?from=/events/${event.id}`)} className="font-semibold underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
          {/* Live questions (issue 50, item 2): members only; the island loads them in its own
              requests, so the shared page carries only the sessions that may still be live. */}
          {user ? (
            <LazyLiveQuestions
              sessions={agenda.docs
                .filter((item) => item.status !== 'cancelled' && new Date(item.endTime) > now)
                .map((item) => ({ id: item.id, title: item.title, start: item.startTime, end: item.endTime }))}
              texts={liveQuestionTexts(t)}
            />
          ) : null}
          <details open className="group space-y-4">
            {/* A heading in the summary: the agenda's own headings (days, sessions) are h3 and h4 below it. */}
            <summary className="cursor-pointer">
              <h2 className="inline text-xl font-semibold">{t('eventPage.eventAgenda')}</h2>
            </summary>
            <AgendaList
              items={items}
              eventId={event.id}
              initialInterests={member ? (interests?.docs.map((doc) => relationId(doc.agendaItem)) ?? []) : user ? null : []}
              signedIn={Boolean(user)}
              texts={agendaTexts(t)}
              language={language}
            />
          </details>
          {speakers.totalDocs > 0 ? (
            <details open className="space-y-4">
              <summary className="cursor-pointer">
                <h2 className="inline text-xl font-semibold">{t('eventPage.speakers')}</h2>
              </summary>
              <ul className="grid gap-4 sm:grid-cols-2">
                {speakers.docs.map((speaker) => {
                  const photo = typeof speaker.image === 'object' ? (speaker.image as Media | null) : null
                  return (
                    <li key={speaker.id} className="flex items-start gap-4 rounded-lg border border-gray-200 bg-white p-4">
                      {photo?.url ? (
                        // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file; decorative, the name is beside it (an empty alt, braced for the catalogue rule)
                        <img src={photo.url} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
                      ) : (
                        <span className="flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-600">
                          <Icon icon={UserRound} aria-hidden="true" className="size-7" />
                        </span>
                      )}
                      <div>
                        <p className="font-semibold">{[speaker.title, speaker.firstName, speaker.lastName].filter(Boolean).join(' ')}</p>
                        <p className="text-sm text-gray-700">{[speaker.jobRole, speaker.company].filter(Boolean).join(', ')}</p>
                        <RichTextContent value={speaker.bio} className="mt-2 space-y-2 text-sm" />
                      </div>
                    </li>
                  )
                })}
              </ul>
            </details>
          ) : null}
          {/* Discussions (issue 50): loaded by their islands in their own requests, so this page stays shared. */}
          <Discussion subject={{ field: 'event', id: event.id }} returnPath={`/events/${event.id}`} />
          {user && agenda.docs.length > 0 ? (
            <section aria-labelledby="agenda-discussions-heading" className="space-y-3">
              <h2 id="agenda-discussions-heading" className="text-xl font-semibold">
                {t('discussions.agendaTitle')}
              </h2>
              <LazyAgendaItemDiscussions
                items={agenda.docs.map((item) => ({ id: item.id, title: item.title }))}
                reportTexts={reportPostTexts(t)}
                catalogue={await islandCatalogue(['discussions', 'discussionFollowing'])}
                closed={
                  <ul className="space-y-2">
                    {agenda.docs.map((item) => (
                      <li key={item.id}>
                        <details id={`agenda-item-${item.id}-discussion`} className="rounded-md border border-gray-200 p-3">
                          <summary className="cursor-pointer font-medium">{item.title}</summary>
                        </details>
                      </li>
                    ))}
                  </ul>
                }
              />
            </section>
          ) : null}
        </div>
        <aside className="space-y-4">
          <InfoCard
            id="date-time"
            icon={<Icon icon={CalendarDays} aria-hidden="true" className="size-5" />}
            title={t('eventPage.dateTime')}
          >
            <p>{formatEventDateTime(event.date, language)}</p>
            {event.endDate ? <p>{t('eventPage.until', { time: formatEventDateTime(event.endDate, language) })}</p> : null}
            <p className="text-xs text-gray-600">{t('eventPage.berlinTime')}</p>
            <ViewerLocalTime
              start={event.date}
              end={event.endDate}
              eventZoneOffsets={eventZoneOffsets(event.date, event.endDate)}
              withDate
              language={language}
              yourTime={yourTimeText(t)}
              className="mt-1 block text-sm text-gray-700"
            />
          </InfoCard>
          <InfoCard id="location" icon={<Icon icon={MapPin} aria-hidden="true" className="size-5" />} title={t('eventPage.location')}>
            <p>{eventLocation(event, language)}</p>
            {event.isOnline ? <p className="text-sm text-gray-700">{t('event.joinLinkAfterRegistration')}</p> : null}
          </InfoCard>
          {event.registrationRequired ? (
            <InfoCard
              id="registration"
              icon={<Icon icon={Ticket} aria-hidden="true" className="size-5" />}
              title={t('eventPage.registration')}
            >
              <p className="text-sm text-gray-700">{t('eventPage.registrationRequired')}</p>
              {event.registrationLink ? (
                <a
                  href={event.registrationLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-600 hover:underline"
                >
                  {t('eventPage.register')}
                </a>
              ) : null}
            </InfoCard>
          ) : null}
          {event.additionalInformation ? (
            <InfoCard
              id="additional-information"
              icon={<Icon icon={Info} aria-hidden="true" className="size-5" />}
              title={t('eventPage.additionalInformation')}
            >
              <RichTextContent value={event.additionalInformation} className="text-sm" />
            </InfoCard>
          ) : null}
        </aside>
      </div>
    </main>
  )
}

/** A card of the aside; `id` names its heading (the same in every language). */
function InfoCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = `card-${id}`
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-2 flex items-center gap-2 font-semibold text-gray-900">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  )
}
