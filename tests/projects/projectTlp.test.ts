/**
 * TLP 2.0 labels on projects and project documents (issue 23, item 1) on the real tables: a
 * project belongs to its owner's organization and each level is read by exactly its readers
 * (lists, by id, REST, the search); a project's file is read by who may read both the file and
 * its project; a project's owners add files and label them (admins too), nobody else; a restricted
 * file goes out as the member's own labelled copy and each download is recorded.
 */
import { beforeAll, describe, expect, test } from 'vitest'

import { PROJECT_DOCUMENT_MOVE_REFUSED } from '../../collections/ProjectDocuments'
import { TLP_NEEDS_OWNER, TLP_OWNER_SET_BY_ADMINS } from '../../fields/tlpFields'
import { searchSite } from '../../src/lib/content/search/searchSite'
import { downloadProjectDocument } from '../../src/lib/projects/downloadProjectDocument'
import { projectCounts } from '../../src/lib/projects/projectCounts'
import type { Organization, Project, ProjectDocument, User } from '../../src/payload-types'
import { buildPdf } from '../../src/seed/files'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { type Level, LEVELS, pdfTextOf, READERS } from '../support/tlp'

const given = useActors()
const word = uniqueWord('tlpproject')

let owningOrg: Organization
let partnerOrg: Organization
let owner: User
let partner: User
let stranger: User
let namedPerson: User
const projects = {} as Record<Level, Project>
/** One file per level on an open (CLEAR) project, and one CLEAR file on the AMBER+STRICT project. */
const files = {} as Record<Level, ProjectDocument>
let fileOfStrictProject: ProjectDocument

const actor = (name: string): User | undefined =>
  ({ visitor: undefined, stranger, owner, partner, namedPerson, admin: given.actors.admin })[name]

/** A label and its named readers; project documents name them in their own fields (tlpLevels.ts, PROJECT_FILE_SHARING_FIELDS). */
const named = (level: Level, { organizations = 'sharedWithOrganizations', people = 'sharedWithPeople' } = {}) => ({
  tlp: level,
  [organizations]: level === 'amber' ? [partnerOrg.id] : [],
  [people]: level === 'red' ? [namedPerson.id] : [],
})
const namedOnFile = (level: Level) => named(level, { organizations: 'sharedOrganizations', people: 'sharedPeople' })

beforeAll(async () => {
  const { payload } = given
  const tag = uniqueTag()
  const organization = (name: string) =>
    createDoc(payload, 'organizations', { name: `${name} ${tag}`, type: 'industry', userEditable: false })
  owningOrg = await organization('Owning Grid')
  partnerOrg = await organization('Partner Grid')
  const strangerOrg = await organization('Stranger Grid')
  owner = await createUser(payload, { email: `powner-${tag}@test.example`, organization: owningOrg.id, firstName: 'Petra' })
  owner = await payload.update({ collection: 'users', id: owner.id, data: { lastName: 'Owner' }, overrideAccess: true })
  partner = await createUser(payload, { email: `ppartner-${tag}@test.example`, organization: partnerOrg.id })
  stranger = await createUser(payload, { email: `pstranger-${tag}@test.example`, organization: strangerOrg.id })
  namedPerson = await createUser(payload, { email: `pnamed-${tag}@test.example`, organization: strangerOrg.id })
  for (const level of LEVELS) {
    // The owner's organization becomes the project's (owningOrganizationFromOwner): nobody names it here.
    projects[level] = await createDoc(payload, 'projects', {
      title: `${level} grid project ${word}`,
      type: 'Research',
      startDate: '2031-01-01T00:00:00.000Z',
      owner: owner.id,
      ...named(level),
    })
  }
  for (const level of LEVELS)
    files[level] = await createDoc(
      payload,
      'project-documents',
      { project: projects.clear.id, title: `${level} grid file`, owningOrganization: owningOrg.id, ...namedOnFile(level) },
      { file: pdfFile(`project-tlp-${level}`) },
    )
  fileOfStrictProject = await createDoc(
    payload,
    'project-documents',
    { project: projects['amber-strict'].id, title: 'Clear file of a strict project' },
    { file: pdfFile('project-tlp-strict-parent') },
  )
})

/** A refused REST write: its status and first message. */
const refusal = ({ status, body }: { status: number; body: { errors?: { message: string }[] } | null }) => ({
  status,
  message: body?.errors?.[0]?.message,
})

/** A multipart upload as a project page's form sends it. */
const upload = (data: Record<string, unknown>) => {
  const form = new FormData()
  const bytes = buildPdf('Owner upload', ['Uploaded by a project owner.'])
  form.set('_payload', JSON.stringify(data))
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `owner-upload-${uniqueTag()}.pdf`)
  return form
}

describe('TLP labels on projects', () => {
  test('a project belongs to its owner organization; each level is read by its readers only (local API and REST)', async () => {
    const { payload } = given
    expect(projects.amber.owningOrganization).toBe(owningOrg.id)
    const ids = LEVELS.map((level) => projects[level].id)
    for (const [name, levels] of Object.entries(READERS)) {
      const user = actor(name)
      const local = await payload.find({ collection: 'projects', where: { id: { in: ids } }, user, overrideAccess: false, depth: 0 })
      expect({ name, levels: local.docs.map((doc) => doc.tlp).sort() }).toEqual({ name, levels: [...levels].sort() })
      const token = user ? await tokenOf(payload, user) : undefined
      const list = await rest('GET', `projects?where[title][contains]=${word}&limit=20&depth=0`, { token })
      expect({ name, levels: (list.body!.docs ?? []).map((doc) => doc.tlp).sort() }).toEqual({ name, levels: [...levels].sort() })
      const red = await rest('GET', `projects/${projects.red.id}?depth=0`, { token })
      expect({ name, status: red.status }).toEqual({ name, status: levels.includes('red') ? 200 : 404 })
    }
  })

  test('a project file is read by who may read both the file and its project', async () => {
    const { payload } = given
    const ids = [...LEVELS.map((level) => files[level].id), fileOfStrictProject.id]
    // Project files are for members: a visitor reads none, whatever the label.
    await expect(payload.find({ collection: 'project-documents', where: { id: { in: ids } }, overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
    for (const [name, levels] of Object.entries(READERS)) {
      if (name === 'visitor') continue
      const user = actor(name)
      const found = await payload.find({
        collection: 'project-documents',
        where: { id: { in: ids } },
        user,
        overrideAccess: false,
        depth: 0,
      })
      const titles = found.docs.map((doc) => doc.title).sort()
      const expected = levels.map((level) => files[level].title)
      if (levels.includes('amber-strict')) expected.push(fileOfStrictProject.title)
      expect({ name, titles }).toEqual({ name, titles: expected.sort() })
    }
  })

  test('the search finds a restricted project only for its readers', async () => {
    const { payload } = given
    const found = async (user: User | null) =>
      (await searchSite({ payload, user }, { query: word, kinds: ['project'], language: 'en' })).hits.map((hit) => hit.id).sort()
    const idsOf = (levels: Level[]) => levels.map((level) => projects[level].id).sort()
    expect(await found(null)).toEqual(idsOf(READERS.visitor!))
    expect(await found(stranger)).toEqual(idsOf(READERS.stranger!))
    expect(await found(partner)).toEqual(idsOf(READERS.partner!))
    expect(await found(namedPerson)).toEqual(idsOf(READERS.namedPerson!))
  })

  test('applying to a project one may not read is refused as not found', async () => {
    const { payload } = given
    const token = await tokenOf(payload, stranger)
    const refused = await rest('POST', 'project-applications', { token, body: { project: projects.amber.id, message: 'Let me in' } })
    expect(refused.status).toBe(400)
    const allowed = await rest('POST', 'project-applications', { token, body: { project: projects.green.id, message: 'Count me in' } })
    expect(allowed.status).toBe(201)
  })
})

describe("a project's owners label their own uploads", () => {
  test('an owner adds a labelled file (their organization owns it); others, visitors and a chosen owning organization are refused', async () => {
    const { payload } = given
    const ownerToken = await tokenOf(payload, owner)
    const added = await rest('POST', 'project-documents', {
      token: ownerToken,
      body: upload({ project: projects.green.id, title: 'Owner findings', tlp: 'amber-strict' }),
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const stored = await payload.findByID({ collection: 'project-documents', id: added.body!.doc!.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ tlp: 'amber-strict', owningOrganization: owningOrg.id, uploadedBy: owner.id })

    // A member who does not own the project, and a visitor, may not add files.
    const strangerToken = await tokenOf(payload, stranger)
    expect(
      (await rest('POST', 'project-documents', { token: strangerToken, body: upload({ project: projects.green.id, title: 'X' }) })).status,
    ).toBe(403)
    expect((await rest('POST', 'project-documents', { body: upload({ project: projects.green.id, title: 'X' }) })).status).toBe(403)
    // The owning organization is the uploader's: naming another is refused, with why.
    const chosen = await rest('POST', 'project-documents', {
      token: ownerToken,
      body: upload({ project: projects.green.id, title: 'Y', tlp: 'amber', owningOrganization: partnerOrg.id }),
    })
    expect(refusal(chosen)).toEqual({ status: 403, message: TLP_OWNER_SET_BY_ADMINS })

    // The owner relabels their own upload; moving it to another project is for admins.
    const relabel = await rest('PATCH', `project-documents/${stored.id}`, {
      token: ownerToken,
      body: { tlp: 'red', sharedPeople: [namedPerson.id] },
    })
    expect(relabel.status).toBe(200)
    const moved = await rest('PATCH', `project-documents/${stored.id}`, { token: ownerToken, body: { project: projects.clear.id } })
    expect(refusal(moved)).toEqual({ status: 403, message: PROJECT_DOCUMENT_MOVE_REFUSED })
    // An admin's upload to the owner's project is not theirs to change or remove.
    expect((await rest('PATCH', `project-documents/${files.green.id}`, { token: ownerToken, body: { title: 'Mine now' } })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `project-documents/${files.green.id}`, { token: ownerToken })).status).toBe(403)
    // A project member with the Owner role adds files too.
    await createDoc(payload, 'project-members', { project: projects.green.id, user: partner.id, role: 'owner' })
    const coOwner = await rest('POST', 'project-documents', {
      token: await tokenOf(payload, partner),
      body: upload({ project: projects.green.id, title: 'Co-owner notes', tlp: 'green' }),
    })
    expect(coOwner.status).toBe(201)
    // A label whose readers are not named is refused as for documents.
    const unnamed = await rest('POST', 'project-documents', {
      token: await tokenOf(payload, namedPerson),
      body: upload({ project: projects.green.id, title: 'Z', tlp: 'amber' }),
    })
    expect(unnamed.status).toBe(403)
    await createDoc(payload, 'project-members', { project: projects.green.id, user: namedPerson.id, role: 'owner' })
    const withoutOrganization = await createUser(payload, { email: `pnoorg-${uniqueTag()}@test.example` })
    await createDoc(payload, 'project-members', { project: projects.green.id, user: withoutOrganization.id, role: 'owner' })
    const needsOwner = await rest('POST', 'project-documents', {
      token: await tokenOf(payload, withoutOrganization),
      body: upload({ project: projects.green.id, title: 'Z', tlp: 'amber-strict' }),
    })
    expect(needsOwner.status).toBe(400)
    expect(JSON.stringify(needsOwner.body)).toContain(TLP_NEEDS_OWNER)
  })
})

describe('downloads of project files', () => {
  test('a restricted file goes to its readers only, as their labelled copy, and each download is recorded', async () => {
    const { payload } = given
    const download = (user: User | null, file: ProjectDocument) =>
      downloadProjectDocument({ payload, user }, { projectId: String(file.project), id: String(file.id) })
    expect((await download(stranger, files.amber)).status).toBe(404)
    expect((await download(partner, files['amber-strict'])).status).toBe(404)
    expect((await download(stranger, fileOfStrictProject)).status).toBe(404)
    const green = await download(stranger, files.green)
    expect(green.status).toBe(200)
    expect(green.headers.get('content-disposition') ?? '').not.toContain('TLP')

    const copy = await download(owner, files['amber-strict'])
    expect(copy.status).toBe(200)
    const text = await pdfTextOf(Buffer.from(await copy.arrayBuffer()))
    expect(text).toContain('TLP:AMBER+STRICT')
    expect(text).toContain(`Downloaded by Petra Owner (${owner.email})`)
    const recorded = await payload.count({
      collection: 'document-downloads',
      where: { and: [{ projectDocument: { equals: files['amber-strict'].id } }, { user: { equals: owner.id } }] },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(1)
    // The stored file's own address serves admins only above GREEN.
    const stored = (file: ProjectDocument) => `project-documents/file/${file.filename}`
    expect((await rest('GET', stored(files.amber), { token: await tokenOf(payload, partner) })).status).toBe(403)
    expect((await rest('GET', stored(files.green), { token: await tokenOf(payload, partner) })).status).toBe(200)
    // A download record names exactly one file, and only one the member may read.
    const token = await tokenOf(payload, stranger)
    expect((await rest('POST', 'document-downloads', { token, body: { projectDocument: files.amber.id } })).status).toBe(400)
    expect((await rest('POST', 'document-downloads', { token, body: {} })).status).toBe(400)
    expect((await rest('POST', 'document-downloads', { token, body: { projectDocument: files.green.id } })).status).toBe(201)
  })

  test('a project card counts only the files every member reads', async () => {
    const counts = await projectCounts(given.payload, [projects.clear.id])
    expect(counts.get(projects.clear.id)!.documents).toBe(2)
  })
})
