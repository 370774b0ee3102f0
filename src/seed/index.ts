import type { Payload } from 'payload'

import { CONTENT_QUEUE } from '@/lib/infrastructure/jobs/contentTasks'
import { finishQueuedJobs } from '@/lib/infrastructure/jobs/finishQueuedJobs'
import { extractMissingDocumentTexts } from '@/lib/library/documentText/extractMissingDocumentTexts'
import { refreshEventShareImage } from '@/lib/reach/refreshEventShareImage'

import { seedAboutPage } from './about'
import { seedAgendas } from './agenda'
import { type Doc, type Ensure, type Seed, HOUR } from './context'
import { seedDocuments } from './documents'
import { seedEvents } from './events'
import { seedInvitations } from './invitations'
import { seedLiveSession } from './liveSession'
import { seedMemberActivity } from './memberActivity'
import { seedMembers } from './members'
import { seedOrganizations } from './organizations'
import { seedProjects } from './projects'
import { seedSecondSteps } from './secondSteps'
import { seedSurveys } from './surveys'
import { seedTags } from './tags'

export { DEMO_PASSWORD } from './members'

/**
 * Demo content that exercises every screen of both specifications. Idempotent: each row is
 * looked up by a natural key first and created only when missing. Dates are relative to the
 * day of seeding so there are always past, current and upcoming events.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const now = Date.now()
  // Round to the hour so re-seeding on the same day finds the same rows.
  const base = Math.floor(now / HOUR) * HOUR
  const seed: Seed = { payload, now, base, at: (offset: number) => new Date(base + offset).toISOString(), ensure: ensureIn(payload) }

  // In this order: each part refers to rows the parts before it made.
  const organizations = await seedOrganizations(seed)
  const members = await seedMembers(seed, organizations)
  await seedSecondSteps(seed)
  const events = await seedEvents(seed)
  // Drawn now rather than by the jobs queue after the server starts: a fresh site's pages are
  // then complete at once, and the queue's later no-op runs change nothing (nor the page cache).
  for (const event of events) await refreshEventShareImage(payload, event.id)
  const agendaItems = await seedAgendas(seed, events)
  const documents = await seedDocuments(seed, events, organizations)
  // The words inside the documents' files, read now as for share images: searchable at once.
  await extractMissingDocumentTexts({ payload, user: null }, { limit: documents.length })
  await seedSurveys(seed, members)
  await seedProjects(seed, members)
  await seedInvitations(seed, members, organizations)
  await seedTags(seed)
  await seedMemberActivity(seed, members, { events, agendaItems, documents })
  await seedLiveSession(seed)
  await seedAboutPage(seed)
  // What the writes above queued (document previews; share images and texts again, found current)
  // is done now too: a server that starts on the seeded data, or copies it, has nothing to catch up.
  await finishQueuedJobs(payload, CONTENT_QUEUE)
  payload.logger.info(
    'Demo content is in place: member@example.com, admin@example.com, superadmin@example.com (password demo-password; the admins confirm with the authenticator app key printed above)',
  )
}

/** The idempotence check: a row that its natural key finds is left as it is. */
function ensureIn(payload: Payload): Ensure {
  return async (collection, where, data, options = {}) => {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]) return docs[0] as unknown as Doc
    const created = await payload.create({
      collection,
      data: data as never,
      depth: 0,
      overrideAccess: true,
      // Seeded accounts are verified already (members.ts): no verification e-mail.
      ...(collection === 'users' ? { disableVerificationEmail: true } : {}),
      ...(options.file ? { file: options.file } : {}),
      ...(options.user ? { user: options.user as never } : {}),
    })
    return created as unknown as Doc
  }
}
