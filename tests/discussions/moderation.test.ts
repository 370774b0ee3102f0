/**
 * Moderation of the discussions (issue 50, item 4): a new member's first posts wait for approval
 * and are out of others' sight until approved; members report a post once; the admins' queue
 * lists waiting and reported posts, longest waiting first; Hide, Restore, Approve, Delete and
 * Warn each change what they say and are in the audit trail; only admins reach the queue's
 * endpoints; a blocked pair never sees each other's posts, through the local API and REST.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { translatorFor } from '../../src/i18n/translator'
import { approvePost } from '../../src/lib/discussions/moderation/approvePost'
import { deletePostAsModerator } from '../../src/lib/discussions/moderation/deletePostAsModerator'
import { hidePost } from '../../src/lib/discussions/moderation/hidePost'
import { moderationQueue, type QueueEntry } from '../../src/lib/discussions/moderation/moderationQueue'
import { reportPost } from '../../src/lib/discussions/moderation/reportPost'
import { restorePost } from '../../src/lib/discussions/moderation/restorePost'
import { warnAuthor } from '../../src/lib/discussions/moderation/warnAuthor'
import { noticeHref, noticeText } from '../../src/lib/reach/notifications/noticeView'
import type { AuditLog, DiscussionPost, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()
let payload: Payload
let eventId: number
let admin: User
let previousHold: string | undefined

const newMember = (label: string) => createUser(payload, { email: `${label}-${tag}-${uniqueTag()}@moderation.test`, firstName: label })
/** A post written by `author` through the local API as them: the collection's hooks decide its status. */
const post = (author: User, body: string, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'discussion-posts',
    data: { event: eventId, body: `${body} ${tag}`, ...data } as never,
    user: author,
    overrideAccess: false,
    depth: 0,
  }) as Promise<DiscussionPost>
/** Whether `reader` finds the post through the local API with their own access. */
const sees = async (reader: User, id: number) =>
  (await payload.count({ collection: 'discussion-posts', where: { id: { equals: id } }, user: reader, overrideAccess: false }))
    .totalDocs === 1
const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'discussion-posts', id, depth: 0, overrideAccess: true })).status
const asAdmin = () => ({ payload, user: admin })
const entriesFor = (queue: { entries: QueueEntry[] }, ids: number[]) => queue.entries.filter((entry) => ids.includes(entry.post.id))

/** The audit trail's entries about one post, oldest first. */
async function auditOf(postId: number): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ target: { equals: 'discussion-posts' } }, { documentId: { equals: String(postId) } }] },
    sort: 'createdAt',
    limit: 50,
    overrideAccess: true,
  })
  return docs
}
const statusChanges = (entries: AuditLog[]) =>
  entries.flatMap((entry) => ((entry.changes as { field: string; to?: string | null }[] | null) ?? []).filter((c) => c.field === 'status'))

/** The whole queue (every page), as the admin: other files may queue posts meanwhile. */
async function wholeQueue() {
  const first = await moderationQueue(asAdmin(), { page: 1 })
  const pages = [first]
  for (let page = 2; page <= first.totalPages; page++) pages.push(await moderationQueue(asAdmin(), { page }))
  return { entries: pages.flatMap((page) => page.entries), total: first.total, pages: pages.length }
}

beforeAll(async () => {
  payload = given.payload
  admin = given.actors.admin
  eventId = (await createDoc(payload, 'events', { title: `Moderated event ${tag}`, date: '2030-06-01T09:00:00.000Z' })).id
  // The test servers let new members' posts through; this file holds them as production does.
  previousHold = process.env.DISCUSSION_POSTS_TO_APPROVE
  process.env.DISCUSSION_POSTS_TO_APPROVE = '1'
})

afterAll(() => {
  if (previousHold === undefined) delete process.env.DISCUSSION_POSTS_TO_APPROVE
  else process.env.DISCUSSION_POSTS_TO_APPROVE = previousHold
})

describe('a new member’s first posts wait for approval', () => {
  test('waiting, seen by its author and admins only, until an admin approves it; then the member posts at once', async () => {
    const newcomer = await newMember('Newcomer')
    const reader = await newMember('Reader')
    const first = await post(newcomer, 'My first words')
    expect(first.status).toBe('waiting')
    expect(await sees(newcomer, first.id)).toBe(true)
    expect(await sees(admin, first.id)).toBe(true)
    expect(await sees(reader, first.id)).toBe(false)
    // Over REST too: as if it were not there.
    const readerToken = await tokenOf(payload, reader)
    expect((await rest('GET', `discussion-posts/${first.id}`, { token: readerToken })).status).toBe(404)
    const listed = await rest('GET', `discussion-posts?where[id][equals]=${first.id}&depth=0`, { token: readerToken })
    expect(listed.body?.docs).toEqual([])
    // The member cannot publish it themselves.
    const own = await rest('PATCH', `discussion-posts/${first.id}`, {
      token: await tokenOf(payload, newcomer),
      body: { status: 'published' },
    })
    expect(own.status).toBe(403)
    expect(await statusOf(first.id)).toBe('waiting')

    // A second post before the first is approved waits too.
    const second = await post(newcomer, 'Still new')
    expect(second.status).toBe('waiting')

    const approved = await approvePost(asAdmin(), { postId: first.id })
    expect(approved).toMatchObject({ status: 'published', changed: true })
    expect(await sees(reader, first.id)).toBe(true)
    expect(statusChanges(await auditOf(first.id)).map((change) => change.to)).toEqual(['Published'])

    // One published post: the member's next ones appear at once.
    expect((await post(newcomer, 'Now trusted')).status).toBe('published')
    // Approving twice (a double click) changes nothing and records nothing more.
    expect(await approvePost(asAdmin(), { postId: first.id })).toMatchObject({ status: 'published', changed: false })
    expect(statusChanges(await auditOf(first.id))).toHaveLength(1)
  })

  test('admins never wait, and DISCUSSION_POSTS_TO_APPROVE=0 lets everyone through', async () => {
    const newAdmin = await createUser(payload, { email: `new-admin-${tag}@moderation.test`, role: 'admin' })
    expect((await post(newAdmin, 'An admin speaks')).status).toBe('published')
    process.env.DISCUSSION_POSTS_TO_APPROVE = '0'
    try {
      expect((await post(await newMember('Unheld'), 'Straight through')).status).toBe('published')
    } finally {
      process.env.DISCUSSION_POSTS_TO_APPROVE = '1'
    }
    // Two approvals needed: the first approved post is not enough.
    process.env.DISCUSSION_POSTS_TO_APPROVE = '2'
    try {
      const slow = await newMember('Slow')
      const first = await post(slow, 'One')
      await approvePost(asAdmin(), { postId: first.id })
      expect((await post(slow, 'Two')).status).toBe('waiting')
    } finally {
      process.env.DISCUSSION_POSTS_TO_APPROVE = '1'
    }
  })
})

describe('reports', () => {
  test('a member reports a post once; not their own, not one out of sight', async () => {
    const author = await newMember('Author')
    await approvePost(asAdmin(), { postId: (await post(author, 'Warm up')).id })
    const target = await post(author, 'Buy cheap licences here')
    const reporter = await newMember('Reporter')
    await reportPost({ payload, user: reporter }, { postId: target.id, reason: 'Spam' })
    // Again (a double click): the same success, one report, the first reason kept.
    await reportPost({ payload, user: reporter }, { postId: target.id, reason: 'Spam again' })
    const { docs } = await payload.find({
      collection: 'discussion-reports',
      where: { post: { equals: target.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((report) => [report.reason, report.reporter])).toEqual([['Spam', reporter.id]])
    // Through REST the unique index answers 409 with what it means.
    const again = await rest('POST', 'discussion-reports', {
      token: await tokenOf(payload, reporter),
      body: { post: target.id, reason: 'x' },
    })
    expect(again.status).toBe(409)
    expect(again.body?.errors?.[0]?.message).toContain('already reported')
    // Members do not read reports.
    expect((await rest('GET', `discussion-reports/${docs[0]!.id}`, { token: await tokenOf(payload, reporter) })).status).toBe(403)

    await expect(reportPost({ payload, user: author }, { postId: target.id, reason: 'Mine' })).rejects.toThrow('your own post')
    const waiting = await post(await newMember('Hidden'), 'Not yet approved')
    await expect(reportPost({ payload, user: reporter }, { postId: waiting.id, reason: 'Probe' })).rejects.toThrow('not found')
    expect(
      await payload.count({ collection: 'discussion-reports', where: { post: { equals: waiting.id } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 0,
    })
  })
})

describe('the moderation queue', () => {
  test('lists waiting and reported posts, longest waiting first, with their reports', async () => {
    const waiting = await post(await newMember('Queued'), 'Waiting in line')
    const author = await newMember('Reported')
    await approvePost(asAdmin(), { postId: (await post(author, 'Fine')).id })
    const reported = await post(author, 'Rude words')
    const calm = await post(author, 'Calm words')
    const reporters = [await newMember('R1'), await newMember('R2'), await newMember('R3'), await newMember('R4')]
    for (const [index, reporter] of reporters.entries())
      await reportPost({ payload, user: reporter }, { postId: reported.id, reason: `Reason ${index + 1}` })

    const queue = await wholeQueue()
    const mine = entriesFor(queue, [waiting.id, reported.id, calm.id])
    expect(mine.map((entry) => entry.post.id)).toEqual([waiting.id, reported.id])
    expect(mine[0]).toMatchObject({ post: { status: 'waiting', author: { name: 'Queued User' } }, reports: { count: 0, reasons: [] } })
    expect(mine[1]).toMatchObject({
      post: { status: 'published', subject: { kind: 'event', id: eventId, title: `Moderated event ${tag}` } },
      reports: { count: 4, reasons: ['Reason 1', 'Reason 2', 'Reason 3'] },
    })
    // Oldest first over the whole queue.
    const since = queue.entries.map((entry) => entry.since)
    expect([...since].sort()).toEqual(since)
    // A page past the last says how many there are.
    const far = await moderationQueue(asAdmin(), { page: 400 })
    expect(far.entries).toEqual([])
    expect(far.total).toBeGreaterThanOrEqual(2)
    // Nobody but an admin reads it.
    await expect(moderationQueue({ payload, user: given.actors.member }, {})).rejects.toThrow('Only admins')
  })

  test('Hide, Restore, Delete and Warn: each does what it says, leaves the queue as it should and is audited', async () => {
    const author = await newMember('Moderated')
    await approvePost(asAdmin(), { postId: (await post(author, 'Fine')).id })
    const reader = await newMember('Bystander')
    const target = await post(author, 'Offensive words')
    await reportPost({ payload, user: reader }, { postId: target.id, reason: 'Offensive' })

    expect(await hidePost(asAdmin(), { postId: target.id })).toMatchObject({ status: 'hidden', changed: true })
    expect(await sees(reader, target.id)).toBe(false)
    expect(await sees(author, target.id)).toBe(true)
    const [report] = (
      await payload.find({ collection: 'discussion-reports', where: { post: { equals: target.id } }, overrideAccess: true })
    ).docs
    expect(report?.handledAt).toBeTruthy()
    expect(entriesFor(await wholeQueue(), [target.id])).toEqual([])

    expect(await restorePost(asAdmin(), { postId: target.id })).toMatchObject({ status: 'published', changed: true })
    expect(await sees(reader, target.id)).toBe(true)
    // Restoring it again (a double click) is done already: nothing changes, nothing more is recorded.
    expect(await restorePost(asAdmin(), { postId: target.id })).toMatchObject({ status: 'published', changed: false })

    const warned = await warnAuthor(asAdmin(), { postId: target.id })
    expect(warned).toMatchObject({ status: 'published', changed: true })
    // Once per post: a second warning is no second notice.
    expect(await warnAuthor(asAdmin(), { postId: target.id })).toMatchObject({ changed: false })
    const notices = await payload.find({
      collection: 'notifications',
      where: { and: [{ recipient: { equals: author.id } }, { kind: { equals: 'discussion-warning' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(notices.docs.map((notice) => [notice.kind, notice.discussionPost, notice.event])).toEqual([
      ['discussion-warning', target.id, eventId],
    ])
    // In the author's inbox, in their language, leading to the post.
    const inbox = await payload.findByID({
      collection: 'notifications',
      id: notices.docs[0]!.id,
      depth: 1,
      user: author,
      overrideAccess: false,
    })
    expect(noticeText(inbox, translatorFor('de'))).toBe(
      `Ein Moderator hat Sie wegen Ihres Beitrags in der Diskussion zu Moderated event ${tag} verwarnt. Bitte halten Sie sich an die Regeln der Community.`,
    )
    expect(noticeText(inbox, translatorFor('en'))).toContain(
      `A moderator warned you about your post in the discussion on Moderated event ${tag}.`,
    )
    expect(noticeHref(inbox, { isAdmin: false })).toBe(`/events/${eventId}#post-${target.id}`)

    expect(await deletePostAsModerator(asAdmin(), { postId: target.id })).toMatchObject({ status: 'deleted', changed: true })
    const deleted = await payload.findByID({ collection: 'discussion-posts', id: target.id, depth: 0, user: reader, overrideAccess: false })
    expect(deleted).toMatchObject({ status: 'deleted', body: '' })
    // Final: no Restore of a deleted post.
    await expect(restorePost(asAdmin(), { postId: target.id })).rejects.toMatchObject({ status: 409 })

    const trail = await auditOf(target.id)
    expect(statusChanges(trail).map((change) => change.to)).toEqual(['Hidden by a moderator', 'Published', 'Deleted'])
    expect(trail.filter((entry) => entry.summary?.startsWith('Warned the author'))).toHaveLength(1)
    expect(new Set(trail.map((entry) => entry.actorId))).toEqual(new Set([admin.id]))
  })

  test('Approve on a reported post that is fine dismisses its reports, audited', async () => {
    const author = await newMember('Fine')
    await approvePost(asAdmin(), { postId: (await post(author, 'Hello')).id })
    const target = await post(author, 'A fair point')
    await reportPost({ payload, user: await newMember('Touchy') }, { postId: target.id, reason: 'I disagree' })
    expect(entriesFor(await wholeQueue(), [target.id])).toHaveLength(1)
    expect(await approvePost(asAdmin(), { postId: target.id })).toMatchObject({ status: 'published', changed: true })
    expect(entriesFor(await wholeQueue(), [target.id])).toEqual([])
    expect((await auditOf(target.id)).map((entry) => entry.summary)).toContain('Reports dismissed: the post stays published')
  })

  test('only admins reach its endpoints: a member, an organization admin and a visitor are refused', async () => {
    const target = await post(await newMember('Endpoint'), 'Waiting for the endpoint')
    const refused = [
      await tokenOf(payload, given.actors.member),
      await tokenOf(payload, given.actors.organizationAdmin),
      // An admin whose session has not passed the second step has a member's rights.
      await tokenOf(payload, given.actors.admin, { passwordOnly: true }),
      undefined,
    ]
    for (const token of refused) {
      expect((await rest('GET', 'discussion-reports/queue', { token })).status).toBe(403)
      expect((await rest('POST', `discussion-reports/queue/${target.id}`, { token, body: { act: 'approve' } })).status).toBe(403)
    }
    expect(await statusOf(target.id)).toBe('waiting')

    const adminToken = await tokenOf(payload, given.actors.admin)
    const page = await rest('GET', 'discussion-reports/queue?page=1', { token: adminToken })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ page: 1 })
    expect((await rest('GET', 'discussion-reports/queue?page=abc', { token: adminToken })).status).toBe(400)
    expect((await rest('POST', `discussion-reports/queue/${target.id}`, { token: adminToken, body: { act: 'ban' } })).status).toBe(400)
    expect((await rest('POST', 'discussion-reports/queue/2000000000', { token: adminToken, body: { act: 'hide' } })).status).toBe(404)
    const approved = await rest('POST', `discussion-reports/queue/${target.id}`, { token: adminToken, body: { act: 'approve' } })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id: target.id, status: 'published', changed: true })
    expect(await statusOf(target.id)).toBe('published')
  })
})

describe('blocked members', () => {
  test('a blocked pair does not see each other’s posts, either way, through the local API and REST; others see both', async () => {
    process.env.DISCUSSION_POSTS_TO_APPROVE = '0'
    try {
      const blocker = await newMember('Blocker')
      const blocked = await newMember('Blocked')
      const third = await newMember('Third')
      const byBlocker = await post(blocker, 'From the blocker')
      const byBlocked = await post(blocked, 'From the blocked')
      await payload.create({ collection: 'member-blocks', data: { blocked: blocked.id } as never, user: blocker, overrideAccess: false })

      expect(await sees(blocker, byBlocked.id)).toBe(false)
      expect(await sees(blocked, byBlocker.id)).toBe(false)
      expect(await sees(third, byBlocker.id)).toBe(true)
      expect(await sees(third, byBlocked.id)).toBe(true)
      // Their own stay theirs.
      expect(await sees(blocker, byBlocker.id)).toBe(true)

      const [blockerToken, blockedToken, thirdToken] = await Promise.all([blocker, blocked, third].map((user) => tokenOf(payload, user)))
      expect((await rest('GET', `discussion-posts/${byBlocked.id}`, { token: blockerToken })).status).toBe(404)
      expect((await rest('GET', `discussion-posts/${byBlocker.id}`, { token: blockedToken })).status).toBe(404)
      const thread = await rest(
        'GET',
        `discussion-posts?where[event][equals]=${eventId}&where[id][in]=${byBlocker.id},${byBlocked.id}&depth=0`,
        {
          token: blockerToken,
        },
      )
      expect(thread.body?.docs?.map((doc) => doc.id)).toEqual([byBlocker.id])
      expect((await rest('GET', `discussion-posts/${byBlocked.id}`, { token: thirdToken })).status).toBe(200)
    } finally {
      process.env.DISCUSSION_POSTS_TO_APPROVE = '1'
    }
  })
})
