/**
 * The per-member counts that triggers keep in member_engagement always equal a recount from
 * the activity tables, after single writes through Payload, bulk SQL inserts, updates of an
 * invitation's status and deletes, and a member's deletion.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, expect, test } from 'vitest'

import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
beforeAll(() => {
  payload = getPayload()
})

const execute = (query: ReturnType<typeof sql>) => payload.db.drizzle.execute(query)

/** The stored counts of these members next to a recount from the activity tables. */
async function storedAndRecounted(memberIds: number[]) {
  const ids = sql.param(memberIds)
  const stored = await execute(sql`
    SELECT u.id AS user_id, coalesce(e.downloads, 0) AS downloads, coalesce(e.surveys, 0) AS surveys,
      coalesce(e.saved_events, 0) AS saved_events, coalesce(e.applications, 0) AS applications, coalesce(e.invitations, 0) AS invitations
    FROM users u LEFT JOIN member_engagement e ON e.user_id = u.id WHERE u.id = ANY(${ids}::int[]) ORDER BY u.id`)
  const recounted = await execute(sql`
    SELECT u.id AS user_id,
      (SELECT count(*) FROM document_downloads d WHERE d.user_id = u.id)::int AS downloads,
      (SELECT count(DISTINCT r.survey_id) FROM survey_responses r WHERE r.user_id = u.id)::int AS surveys,
      (SELECT count(*) FROM saved_event_dates s WHERE s.user_id = u.id)::int AS saved_events,
      (SELECT count(*) FROM project_applications a WHERE a.user_id = u.id)::int AS applications,
      (SELECT count(*) FROM invitations i WHERE i.invited_by_id = u.id AND (i.invited_at IS NOT NULL OR i.status IN ('sent', 'accepted')))::int AS invitations
    FROM users u WHERE u.id = ANY(${ids}::int[]) ORDER BY u.id`)
  const numbers = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])))
  return { stored: numbers(stored.rows), recounted: numbers(recounted.rows) }
}

test('the counts follow every kind of write', async () => {
  const tag = uniqueTag()
  const members: User[] = []
  for (let i = 0; i < 3; i++) members.push(await createUser(payload, { email: `engaged-${i}-${tag}@example.com` }))
  const [ada, bo, cy] = members as [User, User, User]
  const ids = members.map((member) => member.id)
  const document = await createDoc(
    payload,
    'documents',
    { title: `Doc ${tag}`, company: 'ACME', documentType: 'Report' },
    { file: pdfFile() },
  )
  const event = await createDoc(payload, 'events', { title: `Event ${tag}`, date: '2030-05-01T08:00:00.000Z' })
  const project = await createDoc(payload, 'projects', { title: `Project ${tag}`, type: 'Research', startDate: '2030-01-01T00:00:00.000Z' })
  const survey = await createDoc(payload, 'surveys', { title: `Survey ${tag}`, isActive: true })
  const questions = [
    await createDoc(payload, 'survey-questions', { survey: survey.id, questionText: 'One', questionType: 'text' }),
    await createDoc(payload, 'survey-questions', { survey: survey.id, questionText: 'Two', questionType: 'text' }),
  ]

  // Single writes through Payload.
  await createDoc(payload, 'document-downloads', { user: ada.id, document: document.id })
  await createDoc(payload, 'saved-event-dates', { user: ada.id, event: event.id })
  await createDoc(payload, 'project-applications', { user: bo.id, project: project.id })
  for (const question of questions)
    await createDoc(
      payload,
      'survey-responses',
      { survey: survey.id, question: question.id, responseValue: 'Yes' },
      { user: ada, overrideAccess: true },
    )
  const pending = await createDoc(payload, 'invitations', { invitedBy: cy.id, email: `guest-${tag}@invitee.test` })
  let counts = await storedAndRecounted(ids)
  expect(counts.stored).toEqual(counts.recounted)
  expect(counts.stored[0]).toMatchObject({ downloads: 1, saved_events: 1, surveys: 1 })

  // A bulk insert in one statement, and an invitation that becomes sent.
  await execute(sql`
    INSERT INTO document_downloads (user_id, document_id) SELECT ${bo.id}, ${document.id} FROM generate_series(1, 250)`)
  await execute(sql`
    INSERT INTO survey_responses (survey_id, question_id, user_id, response_value)
    SELECT ${survey.id}, q, ${cy.id}, 'bulk' FROM unnest(${sql.param(questions.map((question) => question.id))}::int[]) q`)
  await payload.update({
    collection: 'invitations',
    id: pending.id,
    data: { status: 'sent', invitedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  counts = await storedAndRecounted(ids)
  expect(counts.stored).toEqual(counts.recounted)
  expect(counts.stored.map((row) => [row.downloads, row.surveys, row.invitations])).toEqual([
    [1, 1, 0],
    [250, 0, 0],
    [0, 1, 1],
  ])

  // Deletes: one answer of two keeps the survey counted; the last one removes it.
  const answers = await payload.find({ collection: 'survey-responses', where: { user: { equals: ada.id } }, depth: 0 })
  await payload.delete({ collection: 'survey-responses', id: answers.docs[0]!.id, overrideAccess: true })
  expect((await storedAndRecounted([ada.id])).stored[0]!.surveys).toBe(1)
  await payload.delete({ collection: 'survey-responses', id: answers.docs[1]!.id, overrideAccess: true })
  await execute(
    sql`DELETE FROM document_downloads WHERE user_id = ${bo.id} AND id IN (SELECT id FROM document_downloads WHERE user_id = ${bo.id} LIMIT 100)`,
  )
  counts = await storedAndRecounted(ids)
  expect(counts.stored).toEqual(counts.recounted)
  expect(counts.stored[0]!.surveys).toBe(0)
  expect(counts.stored[1]!.downloads).toBe(150)

  // Deleting the member takes the counts with the account.
  await payload.delete({ collection: 'users', id: bo.id, overrideAccess: true })
  const left = await execute(sql`SELECT count(*)::int AS n FROM member_engagement WHERE user_id = ${bo.id}`)
  expect(Number(left.rows[0]!.n)).toBe(0)
})
