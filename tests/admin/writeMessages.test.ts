/**
 * The texts of REST writes, which the admin panel shows as its toasts (spec 8), and the titles
 * of image refusals (spec 5): Payload's handler behind the app's wrapper, as the route serves it.
 */
import { handleEndpoints } from 'payload'
import { describe, expect, test } from 'vitest'

import config from '@payload-config'

import { withWriteMessages } from '../../src/lib/platform/api/writeMessages'
import { uniqueTag } from '../support/actors'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'

const given = useActors()

const route = withWriteMessages((request) => handleEndpoints({ config, request }), config)

async function write(method: string, path: string, token: string, body?: unknown) {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  })
  const response = await route(request, { params: Promise.resolve({ slug: path.split('/') }) })
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; doc?: { id: number }; errors?: { message: string }[] },
  }
}

describe('success texts per entity', () => {
  test('an event is created, updated and deleted with its own words', async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const created = await write('POST', 'events', token, { title: `Messages ${uniqueTag()}`, date: '2030-03-01T09:00:00.000Z' })
    expect(created).toMatchObject({ status: 201, body: { message: 'Event created successfully' } })
    const id = created.body.doc!.id
    expect((await write('PATCH', `events/${id}`, token, { location: 'Berlin' })).body.message).toBe('Event updated successfully')
    expect((await write('DELETE', `events/${id}`, token)).body.message).toBe('Event deleted successfully')
  })

  test('a question, an invitation and an organization say what the spec says', async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const survey = await write('POST', 'surveys', token, { title: `Survey ${uniqueTag()}` })
    const question = await write('POST', 'survey-questions', token, {
      survey: survey.body.doc!.id,
      questionText: 'Why?',
      questionType: 'text',
    })
    expect(question.body.message).toBe('Question created successfully')
    expect((await write('PATCH', `survey-questions/${question.body.doc!.id}`, token, { questionText: 'Why not?' })).body.message).toBe(
      'Question updated successfully',
    )

    const invitation = await write('POST', 'invitations', token, { email: `messages-${uniqueTag()}@example.com` })
    expect(invitation.body.message).toBe('Invitation created successfully. You can now send the invitation email.')
    expect((await write('PATCH', `invitations/${invitation.body.doc!.id}`, token, { suggestedFirstName: 'Ada' })).body.message).toBe(
      'Invitation updated successfully',
    )

    const name = `Messages Org ${uniqueTag()}`
    const organization = await write('POST', 'organizations', token, { name, type: 'vendor' })
    expect(organization.body.message).toBe('Organization created successfully')
    expect((await write('PATCH', `organizations/${organization.body.doc!.id}`, token, { sector: 'Mining' })).body.message).toBe(
      'Organization updated successfully',
    )
    expect((await write('DELETE', `organizations/${organization.body.doc!.id}`, token)).body.message).toBe(
      `Organization "${name}" deleted successfully`,
    )
  })

  test('refusals keep their own texts', async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const refused = await write('POST', 'events', token, { date: '2030-03-01T09:00:00.000Z' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBeUndefined()
  })
})

describe('image refusals carry the spec titles', () => {
  test("a file that is not an image: 'Invalid File: Please select an image file.'", async () => {
    const token = await tokenOf(given.payload, given.actors.admin)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Not a picture' }))
    form.append('file', new Blob([Buffer.from('definitely not a picture')], { type: 'image/png' }), 'fake.png')
    const refused = await write('POST', 'media', token, form)
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.message).toBe('Invalid File: Please select an image file.')
  })
})
