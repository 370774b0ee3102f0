/**
 * Spec 8's failure messages in the admin's standard views: each refused create, update and
 * delete of Payload's REST API (which the admin's forms and lists call, through the app's
 * wrapper as the route serves it) says the spec's words with the reason after it, in the admin's
 * language, keeping the field errors the form marks its fields with; a list whose query failed
 * says 'Failed to fetch …'. The browser's side: tests/e2e/admin/failureMessages.e2e.ts.
 */
import { handleEndpoints } from 'payload'
import { describe, expect, test } from 'vitest'

import config from '@payload-config'

import { adminTranslatorIn } from '../../src/i18n/admin/adminTranslator'
import { adminDe } from '../../src/i18n/admin/de'
import { FAILURE_MESSAGES } from '../../src/lib/admin/failureMessages'
import { listFetchFailureText } from '../../src/lib/admin/listFetchFailure'
import { ORGANIZATION_HAS_MEMBERS } from '../../src/lib/organizations/organizationMessages'
import { withWriteMessages } from '../../src/lib/platform/api/writeMessages'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'

const given = useActors()

const route = withWriteMessages((request) => handleEndpoints({ config, request }), config)

type FieldError = { path?: string; message?: string }
type Answer = {
  status: number
  body: { message?: string; docs?: unknown[]; errors?: { message?: string; data?: { errors?: FieldError[] } }[] }
}

/** A REST write as the admin panel sends it: JSON, the session's token and the admin's language. */
async function write(method: string, path: string, token: string, body?: unknown, language = 'en'): Promise<Answer> {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const slug = path.split('?')[0]!.split('/')
  const response = await route(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const messageOf = (answer: Answer) => answer.body.errors?.[0]?.message
const fieldPaths = (answer: Answer) => (answer.body.errors?.[0]?.data?.errors ?? []).map((error) => error.path)

const REQUIRED = 'This field is required.'
const NOT_ALLOWED = 'You are not allowed to perform this action.'

async function tokens() {
  return { admin: await tokenOf(given.payload, given.actors.admin), member: await tokenOf(given.payload, given.actors.member) }
}

async function anEvent() {
  return createDoc(given.payload, 'events', { title: `Failures ${uniqueTag()}`, date: '2030-03-01T09:00:00.000Z' })
}

describe('events', () => {
  test("a refused create, update and delete say 'Failed to create/update/delete event' and why", async () => {
    const { admin, member } = await tokens()
    const created = await write('POST', 'events', admin, { date: '2030-03-01T09:00:00.000Z' })
    expect(created.status).toBe(400)
    expect(messageOf(created)).toBe(`Failed to create event: Events Management > Title: ${REQUIRED}`)
    // The field errors stay: the form marks the title.
    expect(fieldPaths(created)).toContain('title')

    const event = await anEvent()
    const updated = await write('PATCH', `events/${event.id}`, admin, { title: '' })
    expect({ status: updated.status, message: messageOf(updated) }).toEqual({
      status: 400,
      message: `Failed to update event: Events Management > Title: ${REQUIRED}`,
    })
    const endBeforeStart = await write('PATCH', `events/${event.id}`, admin, { endDate: '2030-02-01T09:00:00.000Z' })
    expect(messageOf(endBeforeStart)).toBe('Failed to update event: Events Management > End: The end date cannot be before the start date.')

    const deleted = await write('DELETE', `events/${event.id}`, member)
    expect({ status: deleted.status, message: messageOf(deleted) }).toEqual({
      status: 403,
      message: `Failed to delete event: ${NOT_ALLOWED}`,
    })
    // A list's delete of selected rows, refused as a whole.
    const listDelete = await write('DELETE', `events?where[id][in][0]=${event.id}`, member)
    expect(messageOf(listDelete)).toBe(`Failed to delete event: ${NOT_ALLOWED}`)
  })

  test("in German: 'Veranstaltung konnte nicht erstellt werden', with Payload's German reason", async () => {
    const { admin } = await tokens()
    const created = await write('POST', 'events', admin, { date: '2030-03-01T09:00:00.000Z' }, 'de')
    expect(messageOf(created)).toMatch(/^Veranstaltung konnte nicht erstellt werden: .+: Pflichtfeld$/)
  })
})

describe('agenda items, speakers, projects, surveys and questions', () => {
  test('agenda items: create, update, delete', async () => {
    const { admin, member } = await tokens()
    const event = await anEvent()
    const item = await createAgendaItem(given.payload, event)
    const created = await write('POST', 'agenda-items', admin, { event: event.id })
    expect(messageOf(created)).toMatch(/^Failed to create agenda item: .*Title: This field is required\./)
    expect(messageOf(await write('PATCH', `agenda-items/${item.id}`, admin, { title: '' }))).toBe(
      `Failed to update agenda item: Title: ${REQUIRED}`,
    )
    expect(messageOf(await write('DELETE', `agenda-items/${item.id}`, member))).toBe(`Failed to delete agenda item: ${NOT_ALLOWED}`)
  })

  test("speakers: 'Failed to save speaker' for a create and an update, 'Failed to delete speaker'", async () => {
    const { admin, member } = await tokens()
    const event = await anEvent()
    const speaker = await createDoc(given.payload, 'speakers', { event: event.id, firstName: 'Ada', lastName: 'Lovelace' })
    expect(messageOf(await write('POST', 'speakers', admin, { event: event.id, lastName: 'Lovelace' }))).toBe(
      `Failed to save speaker: First Name: ${REQUIRED}`,
    )
    expect(messageOf(await write('PATCH', `speakers/${speaker.id}`, admin, { lastName: '' }))).toBe(
      `Failed to save speaker: Last Name: ${REQUIRED}`,
    )
    expect(messageOf(await write('DELETE', `speakers/${speaker.id}`, member))).toBe(`Failed to delete speaker: ${NOT_ALLOWED}`)
  })

  test('projects: create, update, delete', async () => {
    const { admin, member } = await tokens()
    const project = await createDoc(given.payload, 'projects', {
      title: `Failures ${uniqueTag()}`,
      type: 'Research',
      startDate: '2030-01-01T00:00:00Z',
    })
    expect(messageOf(await write('POST', 'projects', admin, { type: 'Research', startDate: '2030-01-01T00:00:00Z' }))).toMatch(
      /^Failed to create project: (.+ > )?Title: This field is required\.$/,
    )
    expect(messageOf(await write('PATCH', `projects/${project.id}`, admin, { title: '' }))).toMatch(
      /^Failed to update project: (.+ > )?Title: This field is required\.$/,
    )
    expect(messageOf(await write('DELETE', `projects/${project.id}`, member))).toBe(`Failed to delete project: ${NOT_ALLOWED}`)
  })

  test('surveys and their questions: create, update, delete', async () => {
    const { admin, member } = await tokens()
    const survey = await createDoc(given.payload, 'surveys', { title: `Failures ${uniqueTag()}` })
    expect(messageOf(await write('POST', 'surveys', admin, {}))).toMatch(
      /^Failed to create survey: (.+ > )?Title: This field is required\.$/,
    )
    expect(messageOf(await write('PATCH', `surveys/${survey.id}`, admin, { title: '' }))).toMatch(
      /^Failed to update survey: (.+ > )?Title: This field is required\.$/,
    )
    expect(messageOf(await write('DELETE', `surveys/${survey.id}`, member))).toBe(`Failed to delete survey: ${NOT_ALLOWED}`)

    const question = await createDoc(given.payload, 'survey-questions', { survey: survey.id, questionText: 'Why?', questionType: 'text' })
    expect(messageOf(await write('POST', 'survey-questions', admin, { survey: survey.id, questionType: 'text' }))).toBe(
      `Failed to create question: Question: ${REQUIRED}`,
    )
    expect(messageOf(await write('PATCH', `survey-questions/${question.id}`, admin, { questionText: '' }))).toBe(
      `Failed to update question: Question: ${REQUIRED}`,
    )
    expect(messageOf(await write('DELETE', `survey-questions/${question.id}`, member))).toBe(`Failed to delete question: ${NOT_ALLOWED}`)
  })
})

describe('documents', () => {
  test("a save says the error itself (spec 8: 'the error message, or Failed to process document'); a delete 'Failed to delete document'", async () => {
    const { admin, member } = await tokens()
    const created = await write('POST', 'documents', admin, { title: 'No file', company: 'ACME', documentType: 'Report' })
    expect({ status: created.status, message: messageOf(created) }).toEqual({ status: 400, message: 'No files were uploaded.' })
    expect(messageOf(await write('PATCH', 'documents/999999999', member, { title: 'x' }))).toBe(NOT_ALLOWED)
    expect(messageOf(await write('DELETE', 'documents/999999999', member))).toBe(`Failed to delete document: ${NOT_ALLOWED}`)
  })
})

describe('organizations', () => {
  test("an empty name says 'Name and type are required' (spec 5), in English and German, on the field too", async () => {
    const { admin } = await tokens()
    const created = await write('POST', 'organizations', admin, { name: '', type: 'vendor' })
    expect(created.status).toBe(400)
    expect(messageOf(created)).toBe('Failed to create organization: Name and type are required')
    expect(created.body.errors?.[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'name', message: 'Name and type are required' }),
    ])
    const german = await write('POST', 'organizations', admin, { name: ' ', type: null }, 'de')
    expect(messageOf(german)).toBe('Organisation konnte nicht erstellt werden: Name und Typ sind erforderlich')
    expect(fieldPaths(german).sort()).toEqual(['name', 'type'])

    const organization = await createDoc(given.payload, 'organizations', { name: `Failures ${uniqueTag()}`, type: 'vendor' })
    expect(messageOf(await write('PATCH', `organizations/${organization.id}`, admin, { name: '' }))).toBe(
      'Failed to update organization: Name and type are required',
    )
    // An unknown type still gets Payload's own check.
    expect(messageOf(await write('PATCH', `organizations/${organization.id}`, admin, { type: 'spaceship' }))).toMatch(
      /^Failed to update organization: Organization Type: /,
    )
  })

  test("deleting one with members: 'Cannot Delete Organization' (spec 8), from the edit view and from the list", async () => {
    const { admin, member } = await tokens()
    const organization = await createDoc(given.payload, 'organizations', { name: `Members ${uniqueTag()}`, type: 'vendor' })
    await createUser(given.payload, { email: `failures-${uniqueTag()}@test.example`, organization: organization.id })

    const single = await write('DELETE', `organizations/${organization.id}`, admin)
    expect({ status: single.status, message: messageOf(single) }).toEqual({
      status: 409,
      message: `Cannot Delete Organization: ${ORGANIZATION_HAS_MEMBERS}`,
    })
    // The list's delete answers per row: the toast's heading and the row's reason.
    const list = await write('DELETE', `organizations?where[id][in][0]=${organization.id}`, admin)
    expect({ status: list.status, message: list.body.message, reasons: list.body.errors?.map((error) => error.message) }).toEqual({
      status: 400,
      message: 'Cannot Delete Organization',
      reasons: [ORGANIZATION_HAS_MEMBERS],
    })
    const german = await write('DELETE', `organizations?where[id][in][0]=${organization.id}`, admin, undefined, 'de')
    expect({ message: german.body.message, reasons: german.body.errors?.map((error) => error.message) }).toEqual({
      message: adminDe.organizations.cannotDelete,
      reasons: [adminDe.organizations.hasMembers],
    })
    expect(messageOf(await write('DELETE', `organizations/${organization.id}`, member))).toBe(
      `Failed to delete organization: ${NOT_ALLOWED}`,
    )
  })
})

describe('invitations', () => {
  test("'Failed to create invitation: {message}' and 'Failed to update invitation'", async () => {
    const { admin } = await tokens()
    const email = `failures-${uniqueTag()}@example.com`
    const first = await write('POST', 'invitations', admin, { email })
    expect(first.status).toBe(201)
    const again = await write('POST', 'invitations', admin, { email })
    expect({ status: again.status, message: messageOf(again) }).toEqual({
      status: 409,
      message: 'Failed to create invitation: An invitation has already been sent to this email address.',
    })
    expect(messageOf(await write('POST', 'invitations', admin, { email: 'not an address' }))).toBe(
      'Failed to create invitation: Email: Please enter a valid email address.',
    )
    expect(messageOf(await write('PATCH', `invitations/${(first.body as { doc: { id: number } }).doc.id}`, admin, { email: 'nope' }))).toBe(
      'Failed to update invitation: Email: Please enter a valid email address.',
    )
  })
})

describe('what the spec names no message for', () => {
  test("keeps Payload's own answer: a user's create, an invitation's delete", async () => {
    const { admin, member } = await tokens()
    const user = await write('POST', 'users', admin, { firstName: 'No', lastName: 'Email' })
    expect(user.status).toBe(400)
    expect(messageOf(user)).not.toMatch(/^Failed to/)
    const invitation = await write('DELETE', 'invitations/999999999', member)
    expect(messageOf(invitation)).toBe(NOT_ALLOWED)
  })
})

describe("a list whose query failed: 'Failed to fetch …'", () => {
  const FAILED_QUERY = { 'where[nope][equals]': '1' }

  test('each collection the spec names a load failure for, with the reason after it', async () => {
    const { payload, actors } = given
    const listed = Object.entries(FAILURE_MESSAGES).filter(([, messages]) => messages.fetch)
    expect(listed.map(([slug]) => slug).sort()).toEqual(
      [
        'agenda-items',
        'documents',
        'events',
        'invitations',
        'organizations',
        'project-applications',
        'project-members',
        'projects',
        'speakers',
        'survey-questions',
        'surveys',
        'users',
      ].sort(),
    )
    const english = adminTranslatorIn('en')
    for (const [slug, messages] of listed) {
      const collectionConfig = payload.collections[slug as 'events'].config
      const outcome = { Table: null, collectionConfig, i18n: undefined as never, payload, user: actors.admin }
      const text = await listFetchFailureText({ ...outcome, searchParams: FAILED_QUERY })
      expect(text, slug).toBe(`${english(messages.fetch as never)}: The following path cannot be queried: nope`)
      // A query that failed for a reason the list cannot tell: the spec's words alone.
      expect(await listFetchFailureText({ ...outcome, searchParams: {} }), slug).toBe(english(messages.fetch as never))
      // A list that rendered its table did not fail.
      expect(await listFetchFailureText({ ...outcome, Table: 'table', searchParams: FAILED_QUERY }), slug).toBeNull()
    }
    expect(english('custom:failures:fetchEvents')).toBe('Failed to fetch events')
    expect(english('custom:failures:fetchInvitations')).toBe('Failed to fetch invites')
  })

  test("in the admin's language: 'Veranstaltungen konnten nicht geladen werden'", async () => {
    const { payload, actors } = given
    const text = await listFetchFailureText({
      Table: null,
      collectionConfig: payload.collections.events.config,
      i18n: { t: adminTranslatorIn('de') } as never,
      payload,
      user: actors.admin,
      searchParams: { search: 'x', ...FAILED_QUERY },
    })
    expect(text).toBe('Veranstaltungen konnten nicht geladen werden: The following path cannot be queried: nope')
  })
})
