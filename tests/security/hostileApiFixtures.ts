import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { HostileFixtures } from '../e2e/hostile/targets'
import type { Row } from '../e2e/http/actors'
import type { Actors } from '../support/actors'
import { pdfFile } from '../support/files'

/**
 * The rows the hostile generators point at (HostileFixtures), stored in process as the HTTP suite
 * stores them over REST as the super admin: through the local API with the server's rights, and
 * in SQL what nobody may create through the API (an invitation's status, a notice, a passkey).
 * Every name carries `tag`; `actors` come from tests/support/actors.ts and have signed in.
 */
export async function hostileFixtures(payload: Payload, actors: Actors, tag: string): Promise<HostileFixtures> {
  const create = async (collection: string, data: Record<string, unknown>, file?: ReturnType<typeof pdfFile>) =>
    (await payload.create({
      collection: collection as 'events',
      data: data as never,
      depth: 0,
      overrideAccess: true,
      ...(file ? { file } : {}),
    })) as unknown as Row
  const query = async <T>(statement: ReturnType<typeof sql>) => (await payload.db.drizzle.execute(statement)).rows as T[]
  const { visitor: _visitor, ...users } = actors
  const organizationOf = (user: Actors['member']) =>
    typeof user.organization === 'object' && user.organization ? user.organization.id : Number(user.organization)

  const project = (state = 'call_for_participation') =>
    create('projects', { title: `Hostile target ${state} ${tag}`, type: 'Research', state, startDate: '2030-01-01T00:00:00.000Z' })
  const event = await create('events', { title: `Hostile target ${tag}`, date: '2030-05-01T08:00:00.000Z' })
  const survey = await create('surveys', { title: `Hostile survey ${tag}`, isActive: true, isAnonymous: false })
  const inactiveSurvey = await create('surveys', { title: `Closed survey ${tag}`, isActive: false })
  const requiredQuestion = await create('survey-questions', {
    survey: survey.id,
    questionText: 'Required?',
    questionType: 'text',
    isRequired: true,
  })
  await create('survey-questions', { survey: inactiveSurvey.id, questionText: 'Closed?', questionType: 'text' })
  const [openProject, closedProject, otherProject] = [await project(), await project('closed'), await project()]
  await create('project-applications', { project: otherProject.id, user: users.member.id })
  await create('project-members', { project: otherProject.id, user: users.member.id })
  const reviewedApplication = await create('project-applications', { project: openProject.id, user: users.otherMember.id })
  await payload.update({
    collection: 'project-applications',
    id: reviewedApplication.id,
    data: { status: 'approved' },
    overrideAccess: true,
  })
  const invitation = await create('invitations', { email: `already.invited-${tag}@hostile.test`, invitedBy: users.member.id })
  // Its status is the server's to set (a request's is ignored), so it is set in SQL.
  await query(sql`UPDATE invitations SET status = 'sent', invited_at = now() WHERE id = ${invitation.id}`)
  const [notice] = await query<{ id: number }>(
    sql`INSERT INTO notifications (recipient_id, kind, notice_key) VALUES (${users.otherMember.id}, 'application-approved', ${`hostile-other-${tag}`}) RETURNING id`,
  )
  const [passkey] = await query<{ id: number }>(
    sql`INSERT INTO passkeys (user_id, name, credential_id, public_key) VALUES (${users.otherMember.id}, 'Their laptop', ${`hostile-credential-${tag}`}, 'cHVibGlj') RETURNING id`,
  )
  const [session] = await query<{ id: string }>(sql`SELECT id FROM users_sessions WHERE _parent_id = ${users.otherMember.id} LIMIT 1`)
  const memberOrganization = await payload.findByID({ collection: 'organizations', id: organizationOf(users.member), depth: 0 })
  const file = pdfFile('hostile')
  const agendaItem = await create('agenda-items', {
    event: event.id,
    title: 'Target session',
    startTime: '2030-05-01T09:00:00.000Z',
    endTime: '2030-05-01T10:00:00.000Z',
  })
  // Nobody creates a question through the API: stored as askQuestion stores it.
  const [liveQuestion] = await query<{ id: number }>(
    sql`INSERT INTO live_questions (agenda_item_id, author_id, text, status, vote_count, updated_at, created_at)
        VALUES (${agendaItem.id}, ${users.otherMember.id}, 'Will the slides be shared?', 'open', 0, now(), now()) RETURNING id`,
  )

  return {
    users: users as unknown as HostileFixtures['users'],
    event,
    agendaItem,
    project: openProject,
    closedProject,
    otherProject,
    survey,
    requiredQuestion,
    firstQuestion: requiredQuestion,
    inactiveSurvey,
    document: await create('documents', { title: 'Target document', company: 'ACME', documentType: 'Whitepaper' }, file),
    projectDocument: await create('project-documents', { project: openProject.id, title: 'Target charter' }, pdfFile('hostile-project')),
    otherSavedDate: await create('saved-event-dates', { event: event.id, user: users.otherMember.id }),
    otherNotice: { id: Number(notice!.id) },
    otherPost: await create('discussion-posts', { event: event.id, author: users.otherMember.id, body: `Target post ${tag}` }),
    liveQuestion: { id: Number(liveQuestion!.id) },
    otherPasskey: { id: Number(passkey!.id) },
    otherSessionId: session!.id,
    otherOrganization: { id: organizationOf(users.otherMember) },
    memberOrganization: { id: memberOrganization.id },
    reviewedApplication,
    sentInvitation: { ...invitation, status: 'sent' },
    memberEmail: users.member.email,
    memberOrganizationName: memberOrganization.name,
  }
}
