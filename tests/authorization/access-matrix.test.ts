/**
 * The access matrix: every collection × create, read, update, delete × visitor, member,
 * another member, the member's organization admin, admin, super admin and the claimant (issue 43), through Payload's local API with access enforced
 * (overrideAccess: false), exactly as server components and server actions call it.
 * Rows that have an owner belong to `member`; `otherMember` tries the same row. The cells, and
 * the rows each operation is tried on, come from the policy files (tests/policies/<slug>.ts).
 */
import type { File, GlobalSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { COLLECTION_POLICIES, globalAccessOf } from '../policies'
import { matrixFixtures } from '../policies/matrixFixtures'
import type { CollectionPolicy, MatrixFile, MatrixFixtures } from '../policies/policy'
import { ACTOR_NAMES, type ActorName, type Actors, createActors, uniqueTag } from '../support/actors'
import { pdfFile, pngFile } from '../support/files'
import { usePayload } from '../support/payload'

type Operation = 'create' | 'read' | 'update' | 'delete'
type Row = { id: number }

const OPERATIONS: Operation[] = ['create', 'read', 'update', 'delete']
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Row).id : (value as number))
let serial = 0
const next = () => `${Date.now()}-${serial++}`
const files: Record<MatrixFile, () => Promise<File>> = { pdf: async () => pdfFile(), png: () => pngFile() }

/** Globals: read and update, as the pages and the admin panel call them (Payload's jobs stats included). */
type GlobalSubject = { slug: GlobalSlug; rules: { read: string; update: string }; update: () => Record<string, unknown> }
const globalSubjects: GlobalSubject[] = [
  // The /live presentation: the address is in the public page; admins change it.
  { slug: 'live-session', rules: globalAccessOf('live-session'), update: () => ({ url: `https://presentation.example/${next()}` }) },
  { slug: 'payload-jobs-stats', rules: globalAccessOf('payload-jobs-stats'), update: () => ({ stats: {} }) },
  // The /about text: public; admins write it.
  { slug: 'about-page', rules: globalAccessOf('about-page'), update: () => ({ title: `About the IT/OT Community ${next()}` }) },
]

const getPayload = usePayload()
let actors: Actors
let fixtures: MatrixFixtures
const results = new Map<string, boolean>()

beforeAll(async () => {
  const payload = getPayload()
  actors = await createActors(payload, uniqueTag())
  // The member created their organization through the API: a record, no right to edit it (its organization admin edits it).
  await payload.update({
    collection: 'organizations',
    id: idOf(actors.member.organization),
    data: { createdBy: actors.member.id },
    overrideAccess: true,
  })
  fixtures = await matrixFixtures({
    next,
    member: actors.member,
    memberOrganization: { id: idOf(actors.member.organization) },
    claimant: actors.claimant,
    admin: actors.admin,
    superAdmin: actors.superAdmin,
    // The server's rights; `asMember` puts the member on the request, for hooks that stamp the requester.
    make: async (slug, data, options = {}) =>
      (await payload.create({
        collection: slug,
        data: data as never,
        overrideAccess: true,
        disableVerificationEmail: true,
        depth: 0,
        ...(options.file ? { file: await files[options.file]() } : {}),
        ...(options.asMember ? { user: actors.member } : {}),
      })) as unknown as Row,
  })
})

/** Tries one cell; true when the server allowed it, false when it refused (401, 403, 404). */
async function attempt(policy: CollectionPolicy, operation: Operation, actorName: ActorName): Promise<boolean> {
  const payload = getPayload()
  const tries = policy.matrix
  const common = { collection: policy.slug, overrideAccess: false, user: actors[actorName], depth: 0 } as const
  try {
    if (operation === 'create') {
      const { data, file } = await tries.create(fixtures)
      await payload.create({ ...common, data: data as never, ...(file ? { file: await files[file]() } : {}) })
      return true
    }
    const row = await tries.row(fixtures, operation)
    if (operation === 'read') {
      const doc = await payload.findByID({ ...common, id: row.id })
      return doc?.id === row.id
    }
    if (operation === 'update') {
      await payload.update({ ...common, id: row.id, data: tries.update(fixtures) as never })
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

for (const policy of COLLECTION_POLICIES) {
  describe(policy.slug, () => {
    for (const operation of OPERATIONS) {
      ACTOR_NAMES.forEach((actorName, index) => {
        const allowed = policy.access[operation][index] === '+'
        test(`${operation} as ${actorName}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const outcome = await attempt(policy, operation, actorName)
          results.set(`${policy.slug}|${operation}|${actorName}`, outcome)
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
          const payload = getPayload()
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

// A new collection, the app's or Payload's own, fails here until it has its policy file.
test("the matrix covers every collection, Payload's own included", () => {
  const configured = getPayload().config.collections.map((collection) => collection.slug)
  expect(COLLECTION_POLICIES.map((policy) => policy.slug).sort()).toEqual([...configured].sort())
})

afterAll(async () => {
  // The made-up migration rows must not outlive the matrix.
  await getPayload().delete({ collection: 'payload-migrations', where: { name: { like: 'matrix-' } } })
  await getPayload().updateGlobal({ slug: 'live-session', data: { url: null }, overrideAccess: true })
  const header = ['collection', 'operation', ...ACTOR_NAMES]
  const lines = [header.join(' | ')]
  for (const policy of COLLECTION_POLICIES) {
    for (const operation of OPERATIONS) {
      const cells = ACTOR_NAMES.map((actorName) => {
        const outcome = results.get(`${policy.slug}|${operation}|${actorName}`)
        return outcome === undefined ? '?' : outcome ? 'allowed' : 'denied'
      })
      lines.push([policy.slug, operation, ...cells].join(' | '))
    }
  }
  console.log(`Access matrix (${results.size} cells, as observed):\n${lines.join('\n')}`)
})
