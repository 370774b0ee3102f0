import { type Doc, type Seed, matching, titled } from './context'
import type { DemoMembers } from './members'

/** What member activity refers to. */
type Catalogue = { events: Doc[]; agendaItems: Doc[]; documents: Doc[] }

/** Some member activity: saved event dates, agenda interests and document downloads. */
export async function seedMemberActivity(seed: Seed, { member, others }: DemoMembers, { events, agendaItems, documents }: Catalogue) {
  const [jonas, lena, tom] = others
  const savedDates: [Doc, string[]][] = [
    [member, ['IT/OT Convergence Week', 'Industrial Networks Workshop', 'Water Sector Cyber Day']],
    [jonas!, ['Industrial Networks Workshop']],
    [lena!, ['Industrial Networks Workshop', 'Annual Community Summit']],
  ]
  for (const [who, eventTitle] of eachTitle(savedDates)) {
    const savedDate = { user: who.id, event: titled(events, eventTitle).id }
    await seed.ensure('saved-event-dates', matching(savedDate), savedDate)
  }

  const interests: [string, string][] = [
    ['IT/OT Convergence Week', 'Keynote: Where IT meets OT'],
    ['IT/OT Convergence Week', 'Patch management without downtime'],
    ['Industrial Networks Workshop', 'Keynote: Where IT meets OT'],
  ]
  for (const [eventTitle, sessionTitle] of interests) {
    const event = titled(events, eventTitle)
    const item = agendaItems.find((candidate) => candidate.event === event.id && candidate.title === sessionTitle)!
    const interest = { user: member.id, agendaItem: item.id }
    await seed.ensure('agenda-interests', matching(interest), interest)
  }

  // Downloads have no natural key (a member may download a document again): added only once.
  const { totalDocs: downloads } = await seed.payload.count({ collection: 'document-downloads', overrideAccess: true })
  if (downloads > 0) return
  const downloadsBy: [Doc, string[]][] = [
    [member, ['Zero Trust for Industrial Control Systems', 'Convergence Week Opening Slides', 'Remote Access Survey Results 2025']],
    [jonas!, ['Zero Trust for Industrial Control Systems']],
    [tom!, ['Netzsegmentierung in der Prozessindustrie', 'Zero Trust for Industrial Control Systems']],
  ]
  for (const [who, documentTitle] of eachTitle(downloadsBy)) {
    await seed.payload.create({
      collection: 'document-downloads',
      data: { user: who.id, document: titled(documents, documentTitle).id },
      overrideAccess: true,
    })
  }
}

/** Each member's titles as (member, title) pairs, member by member, in the order given. */
function eachTitle(byMember: [Doc, string[]][]) {
  return byMember.flatMap(([who, titles]) => titles.map((title) => [who, title] as const))
}
