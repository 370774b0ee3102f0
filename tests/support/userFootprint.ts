import type { CollectionSlug, Payload } from 'payload'

import { uniqueTag } from './actors'
import { createAgendaItem, createDoc } from './create'
import { pdfFile, pngFile } from './files'
import type { UserReferenceKey } from '../../src/lib/accounts/privacy/memberDataSections'
import { USER_ANONYMIZED_ROWS, USER_OWNED_ROWS, USER_UNLINKED_ROWS } from '../../src/lib/accounts/privacy/userReferences'
import { sealAuthenticatorSecret } from '../../src/lib/accounts/secondFactor/authenticatorSecrets'
import type { User } from '../../src/payload-types'

export type Footprint = Record<UserReferenceKey, number>

/** Every reference to a user the delete hooks know, as 'collection.field'. */
export const USER_REFERENCES = [...USER_OWNED_ROWS, ...USER_ANONYMIZED_ROWS, ...USER_UNLINKED_ROWS].map(
  ({ collection, field }) => `${collection}.${field}` as UserReferenceKey,
)

/**
 * One row of every kind that refers to `user` (saved date, interest, download, answer,
 * application, membership, invitation, upload, owned project, member added), each on new
 * content of its own; `colleague` is the member `user` adds to a project. Returns the row ids.
 */
export async function leaveFootprint(payload: Payload, user: User, colleague: User, admin: User): Promise<Footprint> {
  const tag = uniqueTag()
  const event = await createDoc(payload, 'events', { title: `Footprint event ${tag}`, date: '2030-05-01T09:00:00.000Z' })
  const agendaItem = await createAgendaItem(payload, event, { title: `Footprint session ${tag}` })
  const document = await createDoc(
    payload,
    'documents',
    { title: `Footprint document ${tag}`, company: 'ACME', documentType: 'Report' },
    { file: pdfFile() },
  )
  const survey = await createDoc(payload, 'surveys', { title: `Footprint survey ${tag}`, isActive: true, isAnonymous: false })
  const question = await createDoc(payload, 'survey-questions', { survey: survey.id, questionText: `Why ${tag}?`, questionType: 'text' })
  const project = await createDoc(payload, 'projects', {
    title: `Footprint project ${tag}`,
    type: 'Research',
    startDate: '2030-01-01T00:00:00.000Z',
  })

  // A Record over every reference: a reference added to the delete hooks fails to compile here.
  const makers: Record<UserReferenceKey, () => Promise<{ id: number }>> = {
    'saved-event-dates.user': () => createDoc(payload, 'saved-event-dates', { user: user.id, event: event.id }),
    'agenda-interests.user': () => createDoc(payload, 'agenda-interests', { user: user.id, agendaItem: agendaItem.id }),
    'document-downloads.user': () => createDoc(payload, 'document-downloads', { user: user.id, document: document.id }),
    'survey-responses.user': () =>
      createDoc(
        payload,
        'survey-responses',
        { survey: survey.id, question: question.id, responseValue: `Because ${tag}`, user: user.id },
        { user: admin, overrideAccess: true },
      ),
    'project-applications.user': () =>
      createDoc(payload, 'project-applications', { user: user.id, project: project.id, message: `Let me in ${tag}` }),
    'project-members.user': () => createDoc(payload, 'project-members', { user: user.id, project: project.id }),
    'invitations.invitedBy': () => createDoc(payload, 'invitations', { invitedBy: user.id, email: `expert-${tag}@invited.example` }),
    'passkeys.user': () =>
      createDoc(payload, 'passkeys', {
        user: user.id,
        name: `Laptop ${tag}`,
        credentialId: `footprint-${tag}`,
        publicKey: 'pQECAyYgASFYIA',
        counter: 0,
      }),
    'second-steps.user': () =>
      createDoc(payload, 'second-steps', {
        user: user.id,
        totpSecret: sealAuthenticatorSecret('JBSWY3DPEHPK3PXP'),
        totpEnabledAt: new Date().toISOString(),
      }),
    'media.uploadedBy': async () => createDoc(payload, 'media', { alt: `Logo ${tag}`, uploadedBy: user.id }, { file: await pngFile() }),
    'projects.owner': () =>
      createDoc(payload, 'projects', {
        title: `Owned project ${tag}`,
        type: 'Research',
        startDate: '2030-01-01T00:00:00.000Z',
        owner: user.id,
      }),
    'organization-domains.requestedBy': async () =>
      createDoc(payload, 'organization-domains', {
        organization: (await createDoc(payload, 'organizations', { name: `Asked ${tag}`, type: 'industry' })).id,
        domain: `asked-${tag}.example`,
        requestedBy: user.id,
      }),
    'organization-domains.approvedBy': async () =>
      createDoc(payload, 'organization-domains', {
        organization: (await createDoc(payload, 'organizations', { name: `Approved ${tag}`, type: 'industry' })).id,
        domain: `approved-${tag}.example`,
        status: 'verified',
        approvedBy: user.id,
      }),
    'membership-requests.user': async () =>
      createDoc(payload, 'membership-requests', {
        organization: (await createDoc(payload, 'organizations', { name: `Claimed ${tag}`, type: 'industry' })).id,
        user: user.id,
      }),
    'membership-requests.decidedBy': async () =>
      createDoc(payload, 'membership-requests', {
        organization: (await createDoc(payload, 'organizations', { name: `Decided ${tag}`, type: 'industry' })).id,
        user: colleague.id,
        status: 'declined',
        decidedBy: user.id,
      }),
    'organizations.createdBy': () => createDoc(payload, 'organizations', { name: `Founded ${tag}`, type: 'industry', createdBy: user.id }),
    'project-members.addedBy': () => createDoc(payload, 'project-members', { user: colleague.id, project: project.id, addedBy: user.id }),
    'live-questions.author': () =>
      createDoc(payload, 'live-questions', { agendaItem: agendaItem.id, author: user.id, text: `Will the slides be shared ${tag}?` }),
    // A vote on a colleague's question: it stays, without the voter, and the count with it.
    'live-question-votes.voter': async () =>
      createDoc(payload, 'live-question-votes', {
        question: (await createDoc(payload, 'live-questions', { agendaItem: agendaItem.id, author: colleague.id, text: `Why ${tag}?` })).id,
        voter: user.id,
      }),
    // A post under the event: it stays, by "a former member".
    'discussion-posts.author': () =>
      createDoc(payload, 'discussion-posts', { event: event.id, author: user.id, body: `My plant does it so ${tag}` }),
    // A reaction to a colleague's post: it goes with the account.
    'discussion-reactions.member': async () =>
      createDoc(payload, 'discussion-reactions', {
        post: (await createDoc(payload, 'discussion-posts', { event: event.id, author: colleague.id, body: `Helpful ${tag}` })).id,
        member: user.id,
        kind: 'helpful',
      }),
    // The member stopped following a session's discussion (their own posts follow the event's by themselves).
    'discussion-subscriptions.member': () =>
      createDoc(payload, 'discussion-subscriptions', { member: user.id, itemKind: 'agendaItem', itemId: agendaItem.id, following: false }),
    'discussion-reports.reporter': async () =>
      createDoc(payload, 'discussion-reports', {
        post: (await createDoc(payload, 'discussion-posts', { event: event.id, author: colleague.id, body: `Spam ${tag}` })).id,
        reporter: user.id,
        reason: `Spam ${tag}`,
      }),
    'email-outbox.user': () =>
      createDoc(payload, 'email-outbox', {
        kind: 'event-reminder',
        user: user.id,
        event: event.id,
        deliveryKey: `footprint-${tag}`,
        status: 'sent',
      }),
    'notifications.recipient': () =>
      createDoc(payload, 'notifications', {
        recipient: user.id,
        kind: 'application-approved',
        project: project.id,
        noticeKey: `footprint-to-${tag}`,
      }),
    'notifications.actor': () =>
      createDoc(payload, 'notifications', {
        recipient: admin.id,
        kind: 'application-received',
        project: project.id,
        actor: user.id,
        noticeKey: `footprint-by-${tag}`,
      }),
    // Made by the users' hook when the member opts in (a row of its own would go at their next save).
    'directory-profiles.member': async () => {
      await payload.update({ collection: 'users', id: user.id, data: { directory: { listed: true } }, overrideAccess: true })
      const { docs } = await payload.find({
        collection: 'directory-profiles',
        where: { member: { equals: user.id } },
        overrideAccess: true,
      })
      return docs[0]!
    },
    'contact-requests.sender': () =>
      createDoc(payload, 'contact-requests', { sender: user.id, recipient: colleague.id, message: `Hello ${tag}`, status: 'accepted' }),
    'contact-requests.recipient': () =>
      createDoc(payload, 'contact-requests', { sender: colleague.id, recipient: user.id, message: `Hi ${tag}`, status: 'pending' }),
    'member-blocks.blocker': () => createDoc(payload, 'member-blocks', { blocker: user.id, blocked: admin.id }),
    'member-blocks.blocked': () => createDoc(payload, 'member-blocks', { blocker: admin.id, blocked: user.id }),
    'documents.sharedWithPeople': () =>
      createDoc(
        payload,
        'documents',
        { title: `Red footprint ${tag}`, company: 'ACME', documentType: 'Report', tlp: 'red', sharedWithPeople: [user.id] },
        { file: pdfFile() },
      ),
    'projects.sharedWithPeople': () =>
      createDoc(payload, 'projects', {
        title: `Red project ${tag}`,
        type: 'Research',
        startDate: '2030-01-01T00:00:00.000Z',
        tlp: 'red',
        sharedWithPeople: [user.id],
      }),
    'project-documents.sharedPeople': () =>
      createDoc(
        payload,
        'project-documents',
        { title: `Red project file ${tag}`, project: project.id, tlp: 'red', sharedPeople: [user.id] },
        { file: pdfFile() },
      ),
    // Kept by the server when a document is published (the admin uploading it is recorded).
    'document-versions.uploadedBy': async () => {
      const uploaded = await createDoc(
        payload,
        'documents',
        { title: `Versioned ${tag}`, company: 'ACME', documentType: 'Report' },
        { file: pdfFile(), user: admin },
      )
      await payload.update({
        collection: 'document-versions',
        where: { document: { equals: uploaded.id } },
        data: { uploadedBy: user.id },
        overrideAccess: true,
      })
      const { docs } = await payload.find({
        collection: 'document-versions',
        where: { document: { equals: uploaded.id } },
        overrideAccess: true,
      })
      return docs[0]!
    },
    'project-documents.uploadedBy': () =>
      createDoc(payload, 'project-documents', { title: `Uploaded ${tag}`, project: project.id, uploadedBy: user.id }, { file: pdfFile() }),
    'member-reports.reporter': () =>
      createDoc(payload, 'member-reports', { reporter: user.id, reported: colleague.id, reason: `Spam ${tag}` }),
    'member-reports.reported': () => createDoc(payload, 'member-reports', { reporter: admin.id, reported: user.id, reason: `Rude ${tag}` }),
  }
  const footprint = {} as Footprint
  for (const key of USER_REFERENCES) footprint[key] = (await makers[key]()).id
  return footprint
}

/** What became of each footprint row: 'gone', or whom its reference points at now (null: nobody). */
export async function footprintNow(payload: Payload, footprint: Footprint): Promise<Record<UserReferenceKey, 'gone' | number | null>> {
  const now = {} as Record<UserReferenceKey, 'gone' | number | null>
  for (const key of USER_REFERENCES) {
    const [collection, field] = key.split('.') as [CollectionSlug, string]
    const row = await payload.findByID({ collection, id: footprint[key], depth: 0, disableErrors: true, overrideAccess: true })
    const value = row ? (row as unknown as Record<string, number | number[] | null>)[field] : undefined
    // A list of people (a RED document's) as its one member here: emptied is nobody.
    now[key] = row ? ((Array.isArray(value) ? value[0] : value) ?? null) : 'gone'
  }
  return now
}

/** The footprint state expected after deleting its user: owned rows gone, the rest kept without the user. */
export const afterDeletion = (): Record<UserReferenceKey, 'gone' | null> =>
  Object.fromEntries([
    ...USER_OWNED_ROWS.map(({ collection, field }) => [`${collection}.${field}`, 'gone']),
    ...USER_ANONYMIZED_ROWS.map(({ collection, field }) => [`${collection}.${field}`, null]),
    ...USER_UNLINKED_ROWS.map(({ collection, field }) => [`${collection}.${field}`, null]),
  ]) as Record<UserReferenceKey, 'gone' | null>

/** The footprint state of a user nobody deleted: every row still points at them. */
export const untouched = (user: User): Record<UserReferenceKey, number> =>
  Object.fromEntries(USER_REFERENCES.map((key) => [key, user.id])) as Record<UserReferenceKey, number>
