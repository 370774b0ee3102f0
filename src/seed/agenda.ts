import { type Doc, type Seed, addGerman, DAY, HOUR, MINUTE, matching, slug } from './context'
import { CURRENT_EVENT } from './events'
import { buildBadgePng } from './files'
import { image } from './media'
import { richText } from './richText'

const trackColors = ['#3B82F6', '#F59E0B', '#10B981']
const rooms = ['Main Hall', 'Room A', 'Lab 2']
// Every event's sessions, with their German titles.
const sessions = [
  { title: 'Keynote: Where IT meets OT', de: 'Keynote: Wo IT auf OT trifft' },
  { title: 'Segmenting legacy control networks', de: 'Segmentierung gewachsener Steuerungsnetze' },
  { title: 'Patch management without downtime', de: 'Patch-Management ohne Stillstand' },
  { title: 'Asset inventory from passive monitoring', de: 'Asset-Inventar durch passives Monitoring' },
  { title: 'Incident response drills for operators', de: 'Incident-Response-Übungen für Betreiber' },
  { title: 'Panel: Vendors and operators at one table', de: 'Podiumsdiskussion: Hersteller und Betreiber an einem Tisch' },
]
// A new document for every row: a save may change the one it is given.
const sessionDescription = {
  en: () => richText('What has worked in practice, and what has not. Questions from the room are welcome.'),
  de: () => richText('Was sich in der Praxis bewährt hat – und was nicht. Fragen aus dem Publikum sind willkommen.'),
}
// title, first name, last name, job role, company; then the bio in German (the English one is
// made from the job role and company).
const speakerRows = [
  [
    'Prof. Dr.',
    'Heike',
    'Brandt',
    'Chair of Automation',
    'Technical University of Mittelstadt',
    'Heike Brandt leitet den Lehrstuhl für Automatisierungstechnik an der Technical University of Mittelstadt und spricht über IT/OT-Sicherheit in der Praxis.',
  ],
  [
    'Dr.',
    'Samuel',
    'Okafor',
    'Principal Security Architect',
    'Cobalt Secure Systems',
    'Samuel Okafor ist Principal Security Architect bei Cobalt Secure Systems und spricht über IT/OT-Sicherheit in der Praxis.',
  ],
  [
    null,
    'Ingrid',
    'Larsen',
    'Head of Operations',
    'Alpine Water Works',
    'Ingrid Larsen leitet den Betrieb der Alpine Water Works und spricht über IT/OT-Sicherheit in der Praxis.',
  ],
  [
    null,
    'Marco',
    'Bianchi',
    'Control Systems Engineer',
    'Nordwerk Chemicals',
    'Marco Bianchi ist Ingenieur für Prozessleittechnik bei Nordwerk Chemicals und spricht über IT/OT-Sicherheit in der Praxis.',
  ],
] as const

/**
 * Six agenda items on several tracks and rooms for every event, and its speakers with their
 * portraits. Returns the agenda items of all events, event by event.
 */
export async function seedAgendas(seed: Seed, events: Doc[]): Promise<Doc[]> {
  const agendaItems: Doc[] = []
  for (const [eventIndex, event] of events.entries()) {
    const eventStart = new Date(event.date as string).getTime()
    // The current event's sessions surround the moment of seeding: one is happening, the
    // next starts within 30 minutes. Other events run hourly from an hour after the doors open,
    // spread over their days (a two-day forum has sessions on both days).
    const current = event.title === CURRENT_EVENT
    const first = current ? seed.now - 100 * MINUTE : eventStart + HOUR
    const spacing = current ? 40 * MINUTE : HOUR
    const length = current ? 35 * MINUTE : 50 * MINUTE
    const days = current || !event.endDate ? 1 : Math.floor((new Date(event.endDate as string).getTime() - eventStart) / DAY) + 1
    const perDay = Math.ceil(sessions.length / Math.max(1, days))
    for (const [i, { title, de }] of sessions.entries()) {
      const day = Math.floor(i / perDay)
      const start = first + day * DAY + (i - day * perDay) * spacing
      const speaker = speakerRows[i % speakerRows.length]!
      const item = await seed.ensure('agenda-items', matching({ event: event.id, title }), {
        event: event.id,
        title,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + length).toISOString(),
        room: rooms[i % rooms.length],
        speakerName: `${speaker[1]} ${speaker[2]}`,
        trackColor: trackColors[i % trackColors.length],
        description: sessionDescription.en(),
      })
      // Every demo item in both languages (issue 49, item 10; tests/content/demoContentGerman.test.ts).
      await addGerman(seed, 'agenda-items', item, { title: de, description: sessionDescription.de() })
      agendaItems.push(item)
    }
    for (const [i, [title, firstName, lastName, jobRole, company, germanBio]] of speakerRows.entries()) {
      // Every other event has three speakers instead of four.
      if (i > 2 && eventIndex % 2 === 1) continue
      const name = `${firstName} ${lastName}`
      const portrait = await image(seed, `${slug(name)}.png`, name, buildBadgePng(name, trackColors[i % 3]!.replace('#3B82F6', '#1d4ed8')))
      const profile = await seed.ensure('speakers', matching({ event: event.id, lastName }), {
        event: event.id,
        title,
        firstName,
        lastName,
        jobRole,
        company,
        image: portrait.id,
        bio: richText(`${name} works as ${jobRole} at ${company} and speaks about practical IT/OT security.`),
      })
      await addGerman(seed, 'speakers', profile, { bio: richText(germanBio) })
    }
  }
  return agendaItems
}
