/**
 * Visitors and members using the site at once, on `connections` keep-alive connections, each
 * sending its next request when the last one is answered: every fifth request a member write
 * (dates saved and removed, interests marked and unmarked, survey answers, downloads), the rest
 * page reads, 5 in 8 by visitors. Counts, latencies and the slowest request per kind.
 */
import { expect } from '@playwright/test'

import type { HttpClient } from './client'
import type { Member } from './members'
import { emptyStats, type KindStats, record, recordError, seededRandom } from './stats'
import { memberNavigation, memberPages, memberWrites, type SiteContent, visitorPages } from './traffic'

export const KINDS = [
  'visitor page',
  'member page',
  'save or remove a date',
  'mark or unmark interest',
  'survey answer',
  'document download',
] as const
export type Kind = (typeof KINDS)[number]
export type Slowest = { what: string; ms: number }

export type Site = { url: string; members: Member[]; content: SiteContent; actions: Record<string, string> }

/** Every page once, so that the first render of each route (loading its code) is not measured. */
export async function warmUp(client: HttpClient, site: Site) {
  const member = site.members[0]!
  for (const page of visitorPages(site.content)) expect((await client.request('GET', page)).status, page).toBe(200)
  for (const page of memberPages(site.content)) expect((await client.request('GET', page, memberNavigation(member))).status, page).toBe(200)
  // Member pages are rendered for the member, not for a visitor.
  expect((await client.request('GET', '/profile', memberNavigation(member))).body).toContain(member.email)
}

export async function mixedTraffic(client: HttpClient, site: Site, connections: number, until: () => boolean) {
  const writes = memberWrites(client, site.url, site.actions, site.content)
  const visitorReads = visitorPages(site.content)
  const memberReads = memberPages(site.content)
  const stats = Object.fromEntries(KINDS.map((kind) => [kind, emptyStats()])) as Record<Kind, KindStats>
  let slowest: Slowest = { what: '', ms: 0 }
  let surveyCounter = 0

  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const random = seededRandom(connection + 1)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
      const member = site.members[connection % site.members.length]!
      for (let slot = connection; !until(); slot++) {
        const roll = slot % 5 === 4 ? 0.8 + random() * 0.2 : random() * 0.8
        let kind: Kind
        let what: string
        let run: () => Promise<{ status: number; ms: number; ok: boolean; body: string }>
        if (roll < 0.5) {
          kind = 'visitor page'
          const page = pick(visitorReads)
          what = `GET ${page} (visitor)`
          run = async () => {
            const answer = await client.request('GET', page)
            return { ...answer, ok: answer.status === 200 }
          }
        } else if (roll < 0.8) {
          kind = 'member page'
          const page = pick(memberReads)
          what = `GET ${page} (member)`
          run = async () => {
            const answer = await client.request('GET', page, memberNavigation(member))
            return { ...answer, ok: answer.status === 200 }
          }
        } else if (roll < 0.85) {
          kind = 'save or remove a date'
          const event = pick(site.content.events)
          const saved = random() < 0.5
          what = `save date ${event} (server action)`
          run = () => writes.saveEventDate(member, event, saved)
        } else if (roll < 0.9) {
          kind = 'mark or unmark interest'
          const item = pick(site.content.agendaItems)
          const interested = random() < 0.5
          what = `mark interest ${item.id} (server action)`
          run = () => writes.markAgendaInterest(member, item, interested)
        } else if (roll < 0.95) {
          kind = 'survey answer'
          // Visitors and members answer the anonymous survey, as often as they like.
          const asMember = random() < 0.5
          const token = `load-${connection}-${surveyCounter++}`
          what = 'survey answer (server action)'
          run = () => writes.answerSurvey(asMember ? member : null, token)
        } else {
          kind = 'document download'
          const document = pick(site.content.documents)
          what = `GET /documents/${document}/download (member)`
          run = () => writes.downloadDocument(member, document)
        }
        try {
          const outcome = await run()
          record(stats[kind], outcome, kind)
          if (outcome.ms > slowest.ms) slowest = { what, ms: outcome.ms }
        } catch (error) {
          recordError(stats[kind], error, kind)
        }
      }
    }),
  )
  return { stats, slowest }
}

/** The kinds added up. */
export function totalOf(stats: Record<Kind, KindStats>): KindStats {
  return Object.values(stats).reduce(
    (sum, kind) => ({
      requests: sum.requests + kind.requests,
      errors: sum.errors + kind.errors,
      status5xx: sum.status5xx + kind.status5xx,
      otherFailures: sum.otherFailures + kind.otherFailures,
      latencies: sum.latencies.concat(kind.latencies),
      samples: sum.samples.concat(kind.samples),
    }),
    emptyStats(),
  )
}
