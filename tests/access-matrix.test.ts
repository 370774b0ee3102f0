/**
 * The access matrix: every collection × create, read, update, delete × visitor, member,
 * another member, admin and super admin, through Payload's local API with access enforced
 * (overrideAccess: false), exactly as server components and server actions call it.
 * Rows that have an owner belong to `member`; `otherMember` tries the same row.
 */
import type { CollectionSlug, File, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ACTOR_NAMES, type ActorName, type Actors, createActors, createUser, uniqueTag } from './support/actors'
import { pdfFile, pngFile } from './support/files'
import { accessOf, globalAccessOf } from './policies'
import { usePayload } from './support/payload'

type Operation = 'create' | 'read' | 'update' | 'delete'
/** Five characters, one per actor in ACTOR_NAMES order: + allowed, - denied. */
type Cells = string
type Row = { id: number }
type Context = {
  payload: Payload
  actors: Actors
  tag: string
  fresh: {
    event: () => Promise<Row>
    project: () => Promise<Row>
    question: () => Promise<Row>
    agendaItem: () => Promise<Row>
  }
  survey: Row
  document: Row
}
type Subject = {
  slug: CollectionSlug
  rules: Record<Operation, Cells>
  /** The row that read, update and delete are tried on (a new one for every try). */
  row: (context: Context, operation: Operation) => Promise<Row>
  create: (context: Context) => Promise<{ data: Record<string, unknown>; file?: File }>
  update: Record<string, unknown>
}

const OPERATIONS: Operation[] = ['create', 'read', 'update', 'delete']
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Row).id : (value as number))
let serial = 0
const next = () => `${Date.now()}-${serial++}`

const make = async (
  context: Context,
  slug: CollectionSlug,
  data: Record<string, unknown>,
  extra: { file?: File; user?: Actors['member'] } = {},
) => (await context.payload.create({ collection: slug, data: data as never, overrideAccess: true, depth: 0, ...extra })) as unknown as Row

const ownedByMember = (slug: CollectionSlug, data: (context: Context) => Promise<Record<string, unknown>>) => async (context: Context) =>
  make(context, slug, { ...(await data(context)), user: context.actors.member.id })

const subjects: Subject[] = [
  {
    slug: 'users',
    rules: accessOf('users'),
    row: async (context, operation) =>
      operation === 'delete' ? createUser(context.payload, { email: `delete-me-${next()}@test.example` }) : context.actors.member,
    create: async () => ({ data: { email: `signup-${next()}@test.example`, password: 'test-password' } }),
    update: { jobRole: 'Updated job role' },
  },
  {
    slug: 'organizations',
    rules: accessOf('organizations'),
    row: async (context, operation) =>
      operation === 'delete'
        ? make(context, 'organizations', { name: `Empty Org ${next()}`, type: 'industry' })
        : { id: idOf(context.actors.member.organization) },
    create: async () => ({ data: { name: `New Org ${next()}`, type: 'vendor' } }),
    update: { sector: 'Other' },
  },
  {
    slug: 'invitations',
    rules: accessOf('invitations'),
    row: async (context) => make(context, 'invitations', { email: `expert-${next()}@test.example`, invitedBy: context.actors.member.id }),
    create: async () => ({ data: { email: `invitee-${next()}@test.example` } }),
    update: { suggestedFirstName: 'Ada' },
  },
  {
    slug: 'events',
    rules: accessOf('events'),
    row: (context) => context.fresh.event(),
    create: async () => ({ data: { title: `Event ${next()}`, date: new Date().toISOString() } }),
    update: { title: 'Renamed event' },
  },
  {
    slug: 'agenda-items',
    rules: accessOf('agenda-items'),
    row: (context) => context.fresh.agendaItem(),
    create: async (context) => ({
      data: {
        event: (await context.fresh.event()).id,
        title: `Session ${next()}`,
        startTime: '2030-05-01T09:00:00.000Z',
        endTime: '2030-05-01T10:00:00.000Z',
      },
    }),
    update: { room: 'Room B' },
  },
  {
    slug: 'speakers',
    rules: accessOf('speakers'),
    row: async (context) =>
      make(context, 'speakers', { event: (await context.fresh.event()).id, firstName: 'Ada', lastName: `L-${next()}` }),
    create: async (context) => ({
      data: { event: (await context.fresh.event()).id, firstName: 'Grace', lastName: 'Hopper' },
    }),
    update: { company: 'Updated company' },
  },
  {
    slug: 'saved-event-dates',
    rules: accessOf('saved-event-dates'),
    row: ownedByMember('saved-event-dates', async (context) => ({ event: (await context.fresh.event()).id })),
    create: async (context) => ({ data: { event: (await context.fresh.event()).id } }),
    update: {},
  },
  {
    slug: 'agenda-interests',
    rules: accessOf('agenda-interests'),
    row: ownedByMember('agenda-interests', async (context) => ({ agendaItem: (await context.fresh.agendaItem()).id })),
    create: async (context) => ({ data: { agendaItem: (await context.fresh.agendaItem()).id } }),
    update: {},
  },
  {
    slug: 'documents',
    rules: accessOf('documents'),
    row: (context) =>
      make(context, 'documents', { title: `Doc ${next()}`, company: 'ACME', documentType: 'Whitepaper' }, { file: pdfFile() }),
    create: async () => ({
      data: { title: `Doc ${next()}`, company: 'ACME', documentType: 'Whitepaper' },
      file: pdfFile(),
    }),
    update: { rank: 3 },
  },
  {
    slug: 'document-downloads',
    rules: accessOf('document-downloads'),
    row: ownedByMember('document-downloads', async (context) => ({ document: context.document.id })),
    create: async (context) => ({ data: { document: context.document.id } }),
    update: {},
  },
  {
    slug: 'surveys',
    rules: accessOf('surveys'),
    row: (context) => make(context, 'surveys', { title: `Survey ${next()}`, isActive: true }),
    create: async () => ({ data: { title: `Survey ${next()}` } }),
    update: { description: 'Updated' },
  },
  {
    slug: 'survey-questions',
    rules: accessOf('survey-questions'),
    row: (context) => context.fresh.question(),
    create: async (context) => ({
      data: { survey: context.survey.id, questionText: `Question ${next()}`, questionType: 'text' },
    }),
    update: { questionText: 'Reworded question' },
  },
  {
    slug: 'survey-responses',
    // Members and visitors answer through the survey form's submit function only.
    rules: accessOf('survey-responses'),
    row: async (context) =>
      make(
        context,
        'survey-responses',
        { survey: context.survey.id, question: (await context.fresh.question()).id, responseValue: 'yes' },
        { user: context.actors.member },
      ),
    create: async (context) => ({
      data: { survey: context.survey.id, question: (await context.fresh.question()).id, responseValue: 'no' },
    }),
    update: { responseValue: 'changed' },
  },
  {
    slug: 'projects',
    rules: accessOf('projects'),
    row: (context) => context.fresh.project(),
    create: async () => ({
      data: { title: `Project ${next()}`, type: 'Research', startDate: new Date().toISOString() },
    }),
    update: { state: 'running' },
  },
  {
    slug: 'project-documents',
    rules: accessOf('project-documents'),
    row: async (context) =>
      make(context, 'project-documents', { project: (await context.fresh.project()).id, title: 'Charter' }, { file: pdfFile() }),
    create: async (context) => ({
      data: { project: (await context.fresh.project()).id, title: 'Work plan' },
      file: pdfFile(),
    }),
    update: { title: 'Renamed' },
  },
  {
    slug: 'project-members',
    rules: accessOf('project-members'),
    row: ownedByMember('project-members', async (context) => ({ project: (await context.fresh.project()).id })),
    create: async (context) => ({
      data: { project: (await context.fresh.project()).id, user: context.actors.member.id },
    }),
    update: { role: 'owner' },
  },
  {
    slug: 'project-applications',
    rules: accessOf('project-applications'),
    row: ownedByMember('project-applications', async (context) => ({ project: (await context.fresh.project()).id })),
    create: async (context) => ({ data: { project: (await context.fresh.project()).id, message: 'Count me in' } }),
    update: { status: 'approved' },
  },
  {
    slug: 'media',
    rules: accessOf('media'),
    row: async (context) => make(context, 'media', { alt: 'Logo' }, { file: await pngFile(), user: context.actors.member }),
    create: async () => ({ data: { alt: 'Upload' }, file: await pngFile() }),
    update: { alt: 'New alt text' },
  },
  {
    // Reminder and alert e-mails: written by the jobs queue only; admins see what went out.
    slug: 'notifications',
    rules: accessOf('notifications'),
    row: async (context) =>
      make(context, 'notifications', {
        kind: 'event-reminder',
        user: context.actors.member.id,
        event: (await context.fresh.event()).id,
        deliveryKey: `matrix-${next()}`,
      }),
    create: async (context) => ({ data: { kind: 'event-reminder', user: context.actors.member.id, deliveryKey: `matrix-${next()}` } }),
    update: { status: 'sent' },
  },
  {
    // Alert windows: written by the agenda hooks and the jobs queue only.
    slug: 'schedule-changes',
    rules: accessOf('schedule-changes'),
    row: async (context) =>
      make(context, 'schedule-changes', { event: (await context.fresh.event()).id, dueAt: '2030-05-01T08:00:00.000Z' }),
    create: async (context) => ({ data: { event: (await context.fresh.event()).id, dueAt: '2030-05-01T08:00:00.000Z' } }),
    update: { dueAt: '2030-05-02T08:00:00.000Z' },
  },
  // Payload's own collections (access/payloadCollections.ts): document locks only for admins,
  // preferences only for their own user, the rest only for the server itself.
  {
    slug: 'payload-locked-documents',
    rules: accessOf('payload-locked-documents'),
    row: async (context) =>
      make(context, 'payload-locked-documents', {
        document: { relationTo: 'users', value: context.actors.superAdmin.id },
        user: { relationTo: 'users', value: context.actors.superAdmin.id },
      }),
    create: async (context) => ({
      data: {
        document: { relationTo: 'users', value: context.actors.superAdmin.id },
        user: { relationTo: 'users', value: context.actors.admin.id },
      },
    }),
    update: { globalSlug: 'changed' },
  },
  {
    slug: 'payload-preferences',
    rules: accessOf('payload-preferences'),
    // Payload's field hook stores the requesting user: the member's row is made as the member.
    row: async (context) => make(context, 'payload-preferences', { key: `matrix-${next()}`, value: {} }, { user: context.actors.member }),
    create: async () => ({ data: { key: `matrix-${next()}`, value: { open: true } } }),
    update: { value: { open: false } },
  },
  {
    slug: 'payload-jobs',
    rules: accessOf('payload-jobs'),
    // A queue no runner works on, due in 2099: the row is never run.
    row: async (context) =>
      make(context, 'payload-jobs', {
        taskSlug: 'pruneNotificationHistory',
        input: {},
        queue: 'matrix',
        waitUntil: '2099-01-01T00:00:00.000Z',
      }),
    create: async () => ({
      data: { taskSlug: 'pruneNotificationHistory', input: {}, queue: 'matrix', waitUntil: '2099-01-01T00:00:00.000Z' },
    }),
    update: { waitUntil: '2098-01-01T00:00:00.000Z' },
  },
  {
    slug: 'payload-migrations',
    rules: accessOf('payload-migrations'),
    row: async (context) => make(context, 'payload-migrations', { name: `matrix-${next()}`, batch: -1 }),
    create: async () => ({ data: { name: `matrix-${next()}`, batch: -1 } }),
    update: { batch: -2 },
  },
  {
    slug: 'payload-kv',
    rules: accessOf('payload-kv'),
    row: async (context) => make(context, 'payload-kv', { key: `matrix-${next()}`, data: {} }),
    create: async () => ({ data: { key: `matrix-${next()}`, data: {} } }),
    update: { data: { changed: true } },
  },
]

/** Globals: read and update, as the pages and the admin panel call them (Payload's jobs stats included). */
type GlobalSubject = { slug: GlobalSlug; rules: { read: Cells; update: Cells }; update: () => Record<string, unknown> }
const globalSubjects: GlobalSubject[] = [
  // The /live presentation: the address is in the public page; admins change it.
  { slug: 'live-session', rules: globalAccessOf('live-session'), update: () => ({ url: `https://presentation.example/${next()}` }) },
  { slug: 'payload-jobs-stats', rules: globalAccessOf('payload-jobs-stats'), update: () => ({ stats: {} }) },
]

const getPayload = usePayload()
let context: Context
const results = new Map<string, boolean>()

beforeAll(async () => {
  const payload = getPayload()
  const tag = uniqueTag()
  const actors = await createActors(payload, tag)
  // The member created their organization, so they may edit it (access/organizationAccess.ts).
  await payload.update({
    collection: 'organizations',
    id: idOf(actors.member.organization),
    data: { createdBy: actors.member.id },
    overrideAccess: true,
  })
  const partial = { payload, actors, tag } as Context
  const survey = await make(partial, 'surveys', { title: `Members survey ${tag}`, isActive: true, isAnonymous: false })
  const event = () => make(partial, 'events', { title: `Event ${next()}`, date: '2030-05-01T08:00:00.000Z' })
  context = {
    ...partial,
    survey,
    document: await make(partial, 'documents', { title: 'Shared doc', company: 'ACME', documentType: 'Report' }, { file: pdfFile() }),
    fresh: {
      event,
      project: () => make(partial, 'projects', { title: `Project ${next()}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z' }),
      question: () => make(partial, 'survey-questions', { survey: survey.id, questionText: `Q ${next()}`, questionType: 'text' }),
      agendaItem: async () =>
        make(partial, 'agenda-items', {
          event: (await event()).id,
          title: `Session ${next()}`,
          startTime: '2030-05-01T09:00:00.000Z',
          endTime: '2030-05-01T10:00:00.000Z',
        }),
    },
  }
})

/** Tries one cell; true when the server allowed it, false when it refused (401, 403, 404). */
async function attempt(subject: Subject, operation: Operation, actorName: ActorName): Promise<boolean> {
  const { payload, actors } = context
  const common = { collection: subject.slug, overrideAccess: false, user: actors[actorName], depth: 0 } as const
  try {
    if (operation === 'create') {
      const { data, file } = await subject.create(context)
      await payload.create({ ...common, data: data as never, ...(file ? { file } : {}) })
      return true
    }
    const row = await subject.row(context, operation)
    if (operation === 'read') {
      const doc = await payload.findByID({ ...common, id: row.id })
      return doc?.id === row.id
    }
    if (operation === 'update') {
      await payload.update({ ...common, id: row.id, data: subject.update as never })
      return true
    }
    await payload.delete({ ...common, id: row.id })
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403 || status === 404) return false
    throw error
  }
}

for (const subject of subjects) {
  describe(subject.slug, () => {
    for (const operation of OPERATIONS) {
      ACTOR_NAMES.forEach((actorName, index) => {
        const allowed = subject.rules[operation][index] === '+'
        test(`${operation} as ${actorName}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const outcome = await attempt(subject, operation, actorName)
          results.set(`${subject.slug}|${operation}|${actorName}`, outcome)
          expect(outcome).toBe(allowed)
        })
      })
    }
  })
}

for (const subject of globalSubjects) {
  describe(`global ${subject.slug}`, () => {
    for (const operation of ['read', 'update'] as const) {
      ACTOR_NAMES.forEach((actorName, index) => {
        const allowed = subject.rules[operation][index] === '+'
        test(`${operation} as ${actorName}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const { payload, actors } = context
          const common = { slug: subject.slug, overrideAccess: false, user: actors[actorName], depth: 0 } as const
          let outcome: boolean
          try {
            if (operation === 'read') await payload.findGlobal(common)
            else {
              const data = subject.update()
              const saved = await payload.updateGlobal({ ...common, data: data as never })
              if ('url' in data) expect((saved as { url?: string }).url).toBe(data.url)
            }
            outcome = true
          } catch (error) {
            const status = (error as { status?: number }).status
            if (status !== 401 && status !== 403 && status !== 404) throw error
            outcome = false
          }
          results.set(`${subject.slug}|${operation}|${actorName}`, outcome)
          expect(outcome).toBe(allowed)
        })
      })
    }
  })
}

test('the matrix covers every global', () => {
  const configured = getPayload().config.globals.map((global) => global.slug)
  expect(globalSubjects.map((subject) => subject.slug).sort()).toEqual([...configured].sort())
})

// A new collection, the app's or Payload's own, fails here until it has its row.
test("the matrix covers every collection, Payload's own included", () => {
  const configured = getPayload().config.collections.map((collection) => collection.slug)
  expect(subjects.map((subject) => subject.slug).sort()).toEqual([...configured].sort())
})

afterAll(async () => {
  // The made-up migration rows must not outlive the matrix.
  await getPayload().delete({ collection: 'payload-migrations', where: { name: { like: 'matrix-' } } })
  await getPayload().updateGlobal({ slug: 'live-session', data: { url: null }, overrideAccess: true })
  const header = ['collection', 'operation', ...ACTOR_NAMES]
  const lines = [header.join(' | ')]
  for (const subject of subjects) {
    for (const operation of OPERATIONS) {
      const cells = ACTOR_NAMES.map((actorName) => {
        const outcome = results.get(`${subject.slug}|${operation}|${actorName}`)
        return outcome === undefined ? '?' : outcome ? 'allowed' : 'denied'
      })
      lines.push([subject.slug, operation, ...cells].join(' | '))
    }
  }
  console.log(`Access matrix (${results.size} cells, as observed):\n${lines.join('\n')}`)
})
