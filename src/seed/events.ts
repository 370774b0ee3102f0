import { type Doc, type Seed, addGerman, DAY, HOUR, matching, slug } from './context'
import { banner } from './media'
import { richText } from './richText'

/** The event on at the moment of seeding: its sessions surround that moment. */
export const CURRENT_EVENT = 'IT/OT Convergence Week'

/** Whom a demo item is for (fields/audienceFields.ts): it comes first in the digests of those members and, for events and documents, in their inbox. */
export type Audience = { sectors: string[]; organizationTypes: string[]; interests: string[] }
const FOR_EVERYONE: Audience = { sectors: [], organizationTypes: [], interests: [] }

// Past, current and upcoming events; `start` is days from the day of seeding, `color` the banner's,
// `de` the German title (names of series stay as they are), `audience` whom it is for.
const eventRows: {
  title: string
  de: string
  audience?: Audience
  start: number
  days: number
  isOnline: boolean
  location: string | null
  sponsor: string | null
  color: string
}[] = [
  {
    title: 'OT Security Summit 2026',
    audience: { sectors: ['energy-utilities', 'oil-gas'], organizationTypes: [], interests: ['Networking'] },
    de: 'OT Security Summit 2026',
    start: -60 * DAY,
    days: 2,
    isOnline: false,
    location: 'Munich, ICM',
    sponsor: 'Cobalt Secure Systems',
    color: '#1e3a8a',
  },
  {
    title: 'Brownfield Modernisation Forum',
    de: 'Forum Brownfield-Modernisierung',
    start: -21 * DAY,
    days: 1,
    isOnline: true,
    location: null,
    sponsor: null,
    color: '#334155',
  },
  {
    title: CURRENT_EVENT,
    de: CURRENT_EVENT,
    start: -1 * DAY,
    days: 4,
    isOnline: true,
    location: null,
    sponsor: 'Open OT Foundation',
    color: '#0f766e',
  },
  {
    title: 'Industrial Networks Workshop',
    audience: { sectors: ['chemical-petrochemical', 'manufacturing'], organizationTypes: [], interests: ['Education'] },
    de: 'Workshop Industrielle Netzwerke',
    start: 14 * DAY,
    days: 1,
    isOnline: false,
    location: 'Hamburg, Harbour Campus',
    sponsor: 'Rhein Automation GmbH',
    color: '#0369a1',
  },
  {
    title: 'Water Sector Cyber Day',
    audience: { sectors: ['water-treatment'], organizationTypes: ['industry', 'government'], interests: [] },
    de: 'Cyber-Tag der Wasserwirtschaft',
    start: 30 * DAY,
    days: 1,
    isOnline: false,
    location: 'Zurich',
    sponsor: 'TBD',
    color: '#0e7490',
  },
  {
    title: 'Digital Twins Meetup',
    audience: { sectors: [], organizationTypes: [], interests: ['Research', 'Use Cases'] },
    de: 'Meetup Digitale Zwillinge',
    start: 45 * DAY,
    days: 0,
    isOnline: true,
    location: null,
    sponsor: null,
    color: '#7c3aed',
  },
  {
    title: 'Annual Community Summit',
    audience: { sectors: [], organizationTypes: [], interests: ['Networking'] },
    de: 'Community-Jahrestreffen',
    start: 90 * DAY,
    days: 2,
    isOnline: false,
    location: 'Berlin, Kosmos',
    sponsor: 'Open OT Foundation',
    color: '#b45309',
  },
]

/** An event's texts in English, from its title. */
const englishTexts = (title: string, isOnline: boolean) => ({
  title,
  description: richText(
    `${title} brings together engineers, operators and security specialists from plants, utilities and vendors to compare notes on what works in practice.`,
    { heading: 'What to expect' },
    { items: ['Talks from operators who run the plants', 'Hands-on sessions in small groups', 'Time to meet peers from other sectors'] },
    { text: 'Questions before the day? Write to ', link: { label: 'events@example.com', url: 'mailto:events@example.com' } },
  ),
  additionalInformation: richText(isOnline ? 'Sessions are recorded for members.' : 'Coffee and lunch are provided.'),
})

/** The same texts in German, from the German title. */
const germanTexts = (title: string, isOnline: boolean) => ({
  title,
  description: richText(
    `${title} bringt Ingenieurinnen und Ingenieure, Anlagenbetreiber und Security-Fachleute aus Industrie, Versorgungsunternehmen und Herstellerfirmen zusammen, um Erfahrungen aus der Praxis auszutauschen.`,
    { heading: 'Was Sie erwartet' },
    {
      items: [
        'Vorträge von Betreibern, die selbst Anlagen verantworten',
        'Praxisnahe Sessions in kleinen Gruppen',
        'Zeit für den Austausch mit Fachleuten aus anderen Branchen',
      ],
    },
    { text: 'Fragen vorab? Schreiben Sie an ', link: { label: 'events@example.com', url: 'mailto:events@example.com' } },
  ),
  additionalInformation: richText(
    isOnline ? 'Die Sessions werden für Mitglieder aufgezeichnet.' : 'Für Kaffee und Mittagessen ist gesorgt.',
  ),
})

/** The events with their banners, in the order above; doors open at 08:00 UTC. */
export async function seedEvents(seed: Seed): Promise<Doc[]> {
  const events: Doc[] = []
  for (const [index, row] of eventRows.entries()) {
    const image = await banner(seed, row.title, row.color, '#f59e0b')
    const day = seed.base + row.start
    const startsAt = day - (day % DAY) + 8 * HOUR
    // Registration, attendance and practical details vary by position, so every shape appears.
    const event = await seed.ensure('events', matching({ title: row.title }), {
      ...englishTexts(row.title, row.isOnline),
      date: new Date(startsAt).toISOString(),
      endDate: row.days > 0 ? new Date(startsAt + row.days * DAY + 8 * HOUR).toISOString() : null,
      location: row.location,
      isOnline: row.isOnline,
      sponsor: row.sponsor,
      attendees: index % 2 === 0 ? 40 + index * 15 : null,
      maxAttendees: index % 2 === 0 ? 200 : null,
      registrationRequired: index % 3 !== 1,
      registrationLink: index % 3 !== 1 ? `https://events.example.com/${slug(row.title)}` : null,
      image: image.id,
      ...(row.audience ?? FOR_EVERYONE),
    })
    await addGerman(seed, 'events', event, germanTexts(row.de, row.isOnline))
    events.push(event)
  }
  return events
}
