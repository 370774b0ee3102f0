/**
 * Uniqueness lives in the database: a second row for the same pair is refused by PostgreSQL
 * itself (SQLSTATE 23505), whatever path wrote it, and Payload reports it as a validation error.
 */
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, test } from 'vitest'

import { createAgendaItem, createDoc } from '../support/create'
import { useActors } from '../support/payload'

const given = useActors()
let ids: Record<'event' | 'agendaItem' | 'project', number>

beforeAll(async () => {
  const event = await createDoc(given.payload, 'events', { title: 'Unique test', date: '2030-01-01T09:00:00Z' })
  const agendaItem = await createAgendaItem(given.payload, event)
  const project = await createDoc(given.payload, 'projects', {
    title: 'Unique project',
    type: 'Research',
    startDate: '2030-01-01T00:00:00Z',
  })
  ids = { event: event.id, agendaItem: agendaItem.id, project: project.id }
})

/** Inserts the same row twice with plain SQL; returns the second insert's SQLSTATE. */
async function secondInsertCode(table: string, columns: Record<string, number | string>) {
  const names = Object.keys(columns).map((name) => sql.identifier(name))
  const values = Object.values(columns).map((value) => sql`${value}`)
  const insert = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(names, sql`, `)}) VALUES (${sql.join(values, sql`, `)})`
  await given.payload.db.drizzle.execute(insert)
  try {
    await given.payload.db.drizzle.execute(insert)
    return 'inserted twice'
  } catch (error) {
    const cause = error as { cause?: { code?: string }; code?: string }
    return cause.cause?.code ?? cause.code
  }
}

describe('the database refuses a duplicate', () => {
  test('saved date for the same member and event', async () => {
    expect(await secondInsertCode('saved_event_dates', { user_id: given.actors.member.id, event_id: ids.event })).toBe('23505')
  })
  test('agenda interest for the same member and item', async () => {
    expect(await secondInsertCode('agenda_interests', { user_id: given.actors.member.id, agenda_item_id: ids.agendaItem })).toBe('23505')
  })
  test('application by the same member to the same project', async () => {
    expect(
      await secondInsertCode('project_applications', { user_id: given.actors.member.id, project_id: ids.project, status: 'pending' }),
    ).toBe('23505')
  })
  test('project member added twice', async () => {
    expect(
      await secondInsertCode('project_members', { user_id: given.actors.member.id, project_id: ids.project, role: 'contributor' }),
    ).toBe('23505')
  })
  test('invitation by the same inviter to the same address', async () => {
    expect(
      await secondInsertCode('invitations', { invited_by_id: given.actors.member.id, email: 'twice@test.example', status: 'pending' }),
    ).toBe('23505')
  })
})

describe('through Payload, a duplicate is a validation error and the first row stays', () => {
  test('a second saved date by the member for the same event', async () => {
    const event = await createDoc(given.payload, 'events', { title: 'Save twice', date: '2030-02-01T09:00:00Z' })
    const first = await createDoc(given.payload, 'saved-event-dates', { event: event.id }, { user: given.actors.member })
    await expect(createDoc(given.payload, 'saved-event-dates', { event: event.id }, { user: given.actors.member })).rejects.toMatchObject({
      status: 400,
    })
    const { totalDocs } = await given.payload.count({ collection: 'saved-event-dates', where: { event: { equals: event.id } } })
    expect(totalDocs).toBe(1)
    expect((await given.payload.findByID({ collection: 'saved-event-dates', id: first.id })).id).toBe(first.id)
  })

  test('an invitation to the same address in other letters and spacing', async () => {
    await createDoc(given.payload, 'invitations', { email: 'Expert@Test.example' }, { user: given.actors.member })
    await expect(
      createDoc(given.payload, 'invitations', { email: '  expert@test.EXAMPLE ' }, { user: given.actors.member }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })
})
