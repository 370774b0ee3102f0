/**
 * A member's discussions in their data export and at their account's deletion (issue 50, item 4):
 * the export holds their posts (with their earlier versions), their reactions and the posts they
 * reported, others' posts only by id; deleting the account leaves their posts in the threads as
 * "a former member" (no author), removes their reactions, and keeps their reports without them.
 */
import type { Payload } from 'payload'
import { beforeAll, expect, test } from 'vitest'

import { memberDataStream } from '../../src/lib/accounts/privacy/memberDataExport'
import { reportPost } from '../../src/lib/discussions/moderation/reportPost'
import type { DiscussionPost, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()
let payload: Payload
let eventId: number

const newMember = (label: string) => createUser(payload, { email: `${label}-${tag}-${uniqueTag()}@privacy.test`, firstName: label })
// The server's own writes are not held for approval: these posts are published.
const post = (author: User, body: string, data: Record<string, unknown> = {}) =>
  createDoc(payload, 'discussion-posts', { event: eventId, author: author.id, body: `${body} ${tag}`, ...data }) as Promise<DiscussionPost>
const exportOf = async (userId: number) =>
  JSON.parse(await new Response(memberDataStream(payload, userId, new Date())).text()) as Record<string, Record<string, unknown>[]>

beforeAll(async () => {
  payload = given.payload
  eventId = (await createDoc(payload, 'events', { title: `Privacy event ${tag}`, date: '2030-07-01T09:00:00.000Z' })).id
})

test('the data export holds the member’s posts, reactions and reports; others’ posts by id and date only', async () => {
  const member = await newMember('Exporter')
  const other = await newMember('Neighbour')
  const theirs = await post(other, 'Their secret plant details')
  const mine = await post(member, 'How we patch our PLCs', { replyTo: theirs.id })
  await createDoc(payload, 'discussion-reactions', { post: theirs.id, kind: 'helpful' }, { user: member })
  await reportPost({ payload, user: member }, { postId: theirs.id, reason: `Off topic ${tag}` })

  const data = await exportOf(member.id)
  expect(data.discussionPosts).toEqual([
    expect.objectContaining({
      id: mine.id,
      body: `How we patch our PLCs ${tag}`,
      status: 'published',
      event: expect.objectContaining({ id: eventId }),
    }),
  ])
  expect(data.discussionPosts![0]!.replyTo).toEqual({ id: theirs.id, createdAt: theirs.createdAt })
  expect(data.discussionReactions).toEqual([
    expect.objectContaining({ kind: 'helpful', post: { id: theirs.id, createdAt: theirs.createdAt } }),
  ])
  expect(data.discussionPostsYouReported).toEqual([
    expect.objectContaining({ reason: `Off topic ${tag}`, post: { id: theirs.id, createdAt: theirs.createdAt } }),
  ])
  // Nothing of the other member's words.
  expect(JSON.stringify(data)).not.toContain('Their secret plant details')
})

test('deleting the account keeps the posts as a former member’s, removes the reactions, keeps the reports without the reporter', async () => {
  const leaving = await newMember('Leaving')
  const staying = await newMember('Staying')
  const theirs = await post(staying, 'A question for everyone')
  const mine = await post(leaving, 'My answer')
  const reply = await post(staying, 'Thanks for the answer', { replyTo: mine.id })
  const reaction = await createDoc(payload, 'discussion-reactions', { post: theirs.id, kind: 'helpful' }, { user: leaving })
  await reportPost({ payload, user: leaving }, { postId: theirs.id, reason: `Rude ${tag}` })

  await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true })

  const kept = await payload.findByID({ collection: 'discussion-posts', id: mine.id, depth: 0, overrideAccess: true })
  expect(kept).toMatchObject({ author: null, body: `My answer ${tag}`, status: 'published' })
  // The reply keeps its context, and a member still reads the post, by nobody.
  const read = await rest('GET', `discussion-posts/${mine.id}?depth=0`, { token: await tokenOf(payload, staying) })
  expect(read.status).toBe(200)
  expect(read.body?.author ?? null).toBeNull()
  expect((await payload.findByID({ collection: 'discussion-posts', id: reply.id, depth: 0, overrideAccess: true })).replyTo).toBe(mine.id)
  expect(
    await payload.findByID({ collection: 'discussion-reactions', id: reaction.id, overrideAccess: true, disableErrors: true }),
  ).toBeNull()
  const { docs: reports } = await payload.find({
    collection: 'discussion-reports',
    where: { post: { equals: theirs.id } },
    overrideAccess: true,
  })
  expect(reports.map((report) => [report.reason, report.reporter ?? null])).toEqual([[`Rude ${tag}`, null]])
})
