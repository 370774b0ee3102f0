import { DefaultListView } from '@payloadcms/ui'
import type { ListViewServerProps } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'
import type { Media, Speaker } from '@/payload-types'

import { type SpeakerCard, SpeakerCardsList } from './SpeakerCardsList'
import { clientListProps, listFetchFailure } from '../lists/ListFetchFailure'

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))]

/**
 * Spec 2, Speakers: a list of cards (photo or initials, full name with title, job role, company,
 * event title). Payload's list query has already read one page of speakers (search, filters and
 * pagination included); this view adds their events' titles and photos in two queries for the
 * page and hands the rest to the stock list view with the cards in place of the table.
 */
export async function SpeakerCardsView(props: ListViewServerProps) {
  // Spec 8's 'Failed to fetch speakers' where the query failed, not an empty list of cards.
  const failure = await listFetchFailure(props)
  if (failure) return <DefaultListView {...clientListProps(props)} BeforeListTable={failure} />
  const {
    collectionConfig: _collectionConfig,
    data,
    limit: _limit,
    listPreferences: _listPreferences,
    listSearchableFields: _listSearchableFields,
    payload,
    i18n: _i18n,
    locale: _locale,
    params: _params,
    permissions: _permissions,
    searchParams: _searchParams,
    user,
    documentSubViewType: _documentSubViewType,
    id: _id,
    visibleEntities: _visibleEntities,
    ...listProps
  } = props
  const speakers = (data?.docs ?? []) as Speaker[]
  const eventIds = unique(speakers.map((speaker) => relationId(speaker.event)))
  const imageIds = unique(speakers.map((speaker) => relationId(speaker.image ?? null)))
  const [events, images] = await Promise.all([
    eventIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'events',
          where: { id: { in: eventIds } },
          select: { title: true },
          depth: 0,
          pagination: false,
          limit: eventIds.length,
          overrideAccess: false,
          user,
        }),
    imageIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'media',
          where: { id: { in: imageIds } },
          depth: 0,
          pagination: false,
          limit: imageIds.length,
          overrideAccess: false,
          user,
        }),
  ])
  const eventTitles = new Map(events.docs.map((event) => [event.id, event.title]))
  const imageUrls = new Map((images.docs as Media[]).map((image) => [image.id, image.url ?? null]))
  const cards: SpeakerCard[] = speakers.map((speaker) => ({
    id: speaker.id,
    fullName: speaker.fullName || [speaker.firstName, speaker.lastName].filter(Boolean).join(' '),
    firstName: speaker.firstName ?? '',
    lastName: speaker.lastName ?? '',
    jobRole: speaker.jobRole ?? null,
    company: speaker.company ?? null,
    eventTitle: eventTitles.get(relationId(speaker.event) ?? -1) ?? null,
    imageUrl: imageUrls.get(relationId(speaker.image ?? null) ?? -1) ?? null,
  }))
  return <SpeakerCardsList {...listProps} cards={cards} />
}
