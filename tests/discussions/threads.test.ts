/**
 * The discussion core (issue 50, item 1), on a real database: posting under an item, one level
 * of replies, quotes on the same thread, edits with their history for admins only, deletion that
 * keeps the place, reactions counted once under concurrent clicks, the thread's pages with their
 * bounded replies and counts, direct links, a double click posting once, and the rate limits.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { createPost } from '../../src/lib/discussions/createPost'
import { deletePost } from '../../src/lib/discussions/deletePost'
import { editPost } from '../../src/lib/discussions/editPost'
import { REPLIES_SHOWN, TOP_POSTS_PER_PAGE } from '../../src/lib/discussions/postLimits'
import { postLink } from '../../src/lib/discussions/postLink'
import { reactToPost } from '../../src/lib/discussions/reactToPost'
import { readReplies } from '../../src/lib/discussions/readReplies'
import { readThread } from '../../src/lib/discussions/readThread'
import { replyToPost } from '../../src/lib/discussions/replyToPost'
import { withdrawReaction } from '../../src/lib/discussions/withdrawReaction'
import type { DiscussionPost, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { watchStatements } from '../support/sqlStatements'

const given = useActors()
const tag = uniqueTag()
let payload: Payload
let eventId: number
let member: User
let other: User
let admin: User
const subject = () => ({ field: 'event' as const, id: eventId })
const newMember = (label: string) => createUser(payload, { email: `${label}-${tag}-${uniqueTag()}@threads.test`, firstName: label })
const stored = (id: number) => payload.findByID({ collection: 'discussion-posts', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = given.payload
  ;({ member, otherMember: other, admin } = given.actors)
  eventId = (await createDoc(payload, 'events', { title: `Thread event ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' }))
    .id
})

// The rate limits have their own tests below; the others write more than a member's pace allows.
const LIMITS = ['RATE_LIMIT_DISCUSSION_POST_PER_SENDER', 'RATE_LIMIT_DISCUSSION_POST_PER_THREAD'] as const
const savedLimits = LIMITS.map((name) => process.env[name])
beforeEach(() => {
  for (const name of LIMITS) process.env[name] = 'off'
})
afterAll(() => {
  LIMITS.forEach((name, n) => {
    if (savedLimits[n] === undefined) delete process.env[name]
    else process.env[name] = savedLimits[n]
  })
})

describe('posting and replying', () => {
  test('a post is under exactly one item the member may read', async () => {
    const post = await createPost(payload, member, { subject: subject(), body: `  Hello **plant** ${tag}  ` })
    expect(post).toMatchObject({ event: eventId, status: 'published', body: `Hello **plant** ${tag}`, author: member.id })
    // Two items, none, or an item that does not exist: refused on every path (the hooks).
    const agendaItem = await createAgendaItem(payload, { id: eventId, date: '2030-06-01T09:00:00.000Z' })
    await expect(
      payload.create({
        collection: 'discussion-posts',
        data: { event: eventId, agendaItem: agendaItem.id, body: 'two' } as never,
        user: member,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/exactly one/)
    await expect(
      payload.create({ collection: 'discussion-posts', data: { body: 'none' } as never, user: member, overrideAccess: false }),
    ).rejects.toThrow(/exactly one/)
    await expect(createPost(payload, member, { subject: { field: 'event', id: 2_000_000_000 }, body: 'gone' })).rejects.toMatchObject({
      status: 404,
    })
    // An empty or far too long text never reaches the parser.
    await expect(createPost(payload, member, { subject: subject(), body: ' \n ' })).rejects.toMatchObject({ status: 400 })
    await expect(createPost(payload, member, { subject: subject(), body: 'x'.repeat(10_001) })).rejects.toMatchObject({ status: 413 })
    // Members cannot set the status or the counts (field access), nor post as someone else.
    const { status, body } = await rest('POST', 'discussion-posts', {
      token: await tokenOf(payload, other),
      body: { event: eventId, body: `REST ${tag}`, status: 'hidden', helpfulCount: 99, author: member.id },
    })
    expect(status).toBe(201)
    expect(body?.doc).toMatchObject({ status: 'published', helpfulCount: 0, author: expect.objectContaining({ id: other.id }) })
  })

  test('replies go one level deep, on the same item; a reply to a reply answers its top post', async () => {
    const top = await createPost(payload, member, { subject: subject(), body: `Top ${tag}` })
    const reply = await replyToPost(payload, other, { replyTo: top.id, body: `Reply ${tag}` })
    const nested = await replyToPost(payload, member, { replyTo: reply.id, body: `Nested ${tag}` })
    expect(reply).toMatchObject({ replyTo: top.id, event: eventId })
    expect(nested).toMatchObject({ replyTo: top.id, event: eventId })
    // Through the local API too: a reply to a reply is stored under the top post.
    const direct = await payload.create({
      collection: 'discussion-posts',
      data: { event: eventId, replyTo: reply.id, body: `Direct ${tag}` } as never,
      user: other,
      overrideAccess: false,
      depth: 0,
    })
    expect(direct.replyTo).toBe(top.id)
    // A reply under another item is refused.
    const elsewhere = (
      await createDoc(payload, 'events', { title: `Elsewhere ${tag}`, date: '2030-07-01T09:00:00.000Z', _status: 'published' })
    ).id
    await expect(
      payload.create({
        collection: 'discussion-posts',
        data: { event: elsewhere, replyTo: top.id, body: 'x' } as never,
        user: other,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/same discussion/)
  })

  test('a quote is a published post of the same thread the member may read', async () => {
    const quoted = await createPost(payload, member, { subject: subject(), body: `Quoted ${tag}` })
    const quoting = await createPost(payload, other, { subject: subject(), body: `Agreed ${tag}`, quotes: quoted.id })
    expect(quoting.quotes).toBe(quoted.id)
    const elsewhere = (
      await createDoc(payload, 'events', { title: `Quote elsewhere ${tag}`, date: '2030-07-01T09:00:00.000Z', _status: 'published' })
    ).id
    await expect(
      createPost(payload, other, { subject: { field: 'event', id: elsewhere }, body: 'x', quotes: quoted.id }),
    ).rejects.toMatchObject({
      status: 400,
    })
    await deletePost(payload, member, { postId: quoted.id })
    await expect(createPost(payload, other, { subject: subject(), body: `Late ${tag}`, quotes: quoted.id })).rejects.toMatchObject({
      status: 400,
    })
  })

  test('a double click posts once, and the same post comes back', async () => {
    const writer = await newMember('double')
    const body = `Double click ${tag}`
    const [first, second] = await Promise.all([
      createPost(payload, writer, { subject: subject(), body, idempotencyKey: 'same-key-1234' }),
      createPost(payload, writer, { subject: subject(), body, idempotencyKey: 'same-key-1234' }),
    ])
    expect(first.id).toBe(second.id)
    const { totalDocs } = await payload.count({
      collection: 'discussion-posts',
      where: { and: [{ author: { equals: writer.id } }, { body: { equals: body } }] },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('edits and deletion', () => {
  test('the author edits: the earlier text goes to the history admins alone read, and the post is marked edited', async () => {
    const post = await createPost(payload, member, { subject: subject(), body: `First words ${tag}` })
    const edited = await editPost(payload, member, { postId: post.id, body: `Second words ${tag}` })
    expect(edited.body).toBe(`Second words ${tag}`)
    expect(edited.editedAt).toBeTruthy()
    expect(edited.history ?? []).toEqual([])
    const row = await stored(post.id)
    expect(row.history?.map((entry) => entry.body)).toEqual([`First words ${tag}`])
    // Others may not edit; members read no history through REST; an admin does.
    await expect(editPost(payload, other, { postId: post.id, body: 'hijack' })).rejects.toMatchObject({ status: 403 })
    const asMember = await rest('GET', `discussion-posts/${post.id}`, { token: await tokenOf(payload, other) })
    expect(asMember.status).toBe(200)
    expect((asMember.body as { history?: unknown[] }).history ?? []).toEqual([])
    const asAdmin = await rest('GET', `discussion-posts/${post.id}`, { token: await tokenOf(payload, admin) })
    expect((asAdmin.body as { history?: { body: string }[] }).history?.map((entry) => entry.body)).toEqual([`First words ${tag}`])
    // Members update nothing through the API, not even their own post.
    const patch = await rest('PATCH', `discussion-posts/${post.id}`, { token: await tokenOf(payload, member), body: { body: 'sneaky' } })
    expect(patch.status).toBe(403)
    // An admin's edit through the API keeps the history too (the hooks, on every path).
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { body: `Admin fixed ${tag}` },
      user: admin,
      overrideAccess: false,
    })
    expect((await stored(post.id)).history?.map((entry) => entry.body)).toEqual([`First words ${tag}`, `Second words ${tag}`])
  })

  test('a deleted post keeps its place with its text cleared, and stays deleted', async () => {
    const top = await createPost(payload, member, { subject: subject(), body: `Soon gone ${tag}` })
    const reply = await replyToPost(payload, other, { replyTo: top.id, body: `Still here ${tag}` })
    await expect(deletePost(payload, other, { postId: top.id })).rejects.toMatchObject({ status: 403 })
    const deleted = await deletePost(payload, member, { postId: top.id })
    expect(deleted).toMatchObject({ status: 'deleted', body: '' })
    expect(await deletePost(payload, member, { postId: top.id })).toMatchObject({ status: 'deleted' })
    expect((await stored(reply.id)).replyTo).toBe(top.id)
    // Readers still find it (its place), without text; its reply stays under it.
    const readable = await payload.findByID({ collection: 'discussion-posts', id: top.id, user: other, overrideAccess: false, depth: 0 })
    expect(readable).toMatchObject({ status: 'deleted', body: '' })
    // No edits of a deleted post, whoever asks.
    await expect(editPost(payload, member, { postId: top.id, body: 'back' })).rejects.toMatchObject({ status: 409 })
    await expect(
      payload.update({ collection: 'discussion-posts', id: top.id, data: { body: 'admin back' }, user: admin, overrideAccess: false }),
    ).rejects.toThrow(/deleted/)
    await expect(
      payload.update({ collection: 'discussion-posts', id: top.id, data: { status: 'published' }, user: admin, overrideAccess: false }),
    ).rejects.toThrow(/deleted/)
    await expect(replyToPost(payload, other, { replyTo: top.id, body: 'to the deleted' })).rejects.toMatchObject({ status: 409 })
  })

  test('an admin deletes anyone’s post as themselves, in the audit trail', async () => {
    const post = await createPost(payload, member, { subject: subject(), body: `Off topic ${tag}` })
    expect(await deletePost(payload, admin, { postId: post.id })).toMatchObject({ status: 'deleted' })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'discussion-posts' } }, { documentId: { equals: String(post.id) } }] },
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
  })
})

test('an admin’s hard delete takes the post’s reactions and replies with it', async () => {
  const post = await createPost(payload, member, { subject: subject(), body: `Hard delete ${tag}` })
  const reply = await replyToPost(payload, other, { replyTo: post.id, body: `Reply to hard delete ${tag}` })
  await reactToPost(payload, other, { postId: post.id, kind: 'helpful' })
  await payload.delete({ collection: 'discussion-posts', id: post.id, user: admin, overrideAccess: false })
  expect(await payload.findByID({ collection: 'discussion-posts', id: reply.id, overrideAccess: true, disableErrors: true })).toBeNull()
  expect((await payload.count({ collection: 'discussion-reactions', where: { post: { equals: post.id } } })).totalDocs).toBe(0)
})

describe('reactions', () => {
  test('a double click counts once; concurrent members all count; withdrawing counts down once', async () => {
    const post = await createPost(payload, member, { subject: subject(), body: `React to me ${tag}` })
    const clickers = await Promise.all([1, 2, 3, 4].map((n) => newMember(`clicker${n}`)))
    // Each member clicks "Helpful" twice at once, and all members at once.
    await Promise.all(clickers.flatMap((user) => [1, 2].map(() => reactToPost(payload, user, { postId: post.id, kind: 'helpful' }))))
    await reactToPost(payload, clickers[0]!, { postId: post.id, kind: 'plusOne' })
    let row = await stored(post.id)
    expect(row.helpfulCount).toBe(4)
    expect(row.plusOneCount).toBe(1)
    expect((await payload.count({ collection: 'discussion-reactions', where: { post: { equals: post.id } } })).totalDocs).toBe(5)
    const counts = await Promise.all([1, 2].map(() => withdrawReaction(payload, clickers[1]!, { postId: post.id, kind: 'helpful' })))
    expect(counts.at(-1)).toMatchObject({ helpfulCount: 3, plusOneCount: 1 })
    row = await stored(post.id)
    expect(row.helpfulCount).toBe(3)
    // Through REST the counts follow as well, and a member cannot set them.
    const token = await tokenOf(payload, clickers[1]!)
    expect((await rest('POST', 'discussion-reactions', { token, body: { post: post.id, kind: 'plusOne' } })).status).toBe(201)
    expect((await stored(post.id)).plusOneCount).toBe(2)
  })

  test('no reaction to a deleted post or one the member may not read', async () => {
    const post = await createPost(payload, member, { subject: subject(), body: `Deleted soon ${tag}` })
    await deletePost(payload, member, { postId: post.id })
    await expect(reactToPost(payload, other, { postId: post.id, kind: 'helpful' })).rejects.toMatchObject({ status: 404 })
    await expect(reactToPost(payload, other, { postId: 2_000_000_000, kind: 'helpful' })).rejects.toMatchObject({ status: 404 })
  })
})

describe('reading a thread', () => {
  test('pages of top posts oldest first, replies bounded with their count, in a fixed number of queries', async () => {
    const event = (await createDoc(payload, 'events', { title: `Paged ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id
    const on = { field: 'event' as const, id: event }
    const writers = await Promise.all([1, 2, 3].map((n) => newMember(`pager${n}`)))
    const tops: DiscussionPost[] = []
    for (let n = 0; n < TOP_POSTS_PER_PAGE + 2; n++)
      tops.push(await createPost(payload, writers[n % 3]!, { subject: on, body: `Top ${n} ${tag}` }))
    for (let n = 0; n < REPLIES_SHOWN + 4; n++)
      await replyToPost(payload, writers[n % 3]!, { replyTo: tops[0]!.id, body: `Reply ${n} ${tag}` })
    const first = await readThread(payload, member, { subject: on, language: 'en' })
    // The thread's count is of every post, replies included; its pages are of top posts.
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalPosts: TOP_POSTS_PER_PAGE + 2 + REPLIES_SHOWN + 4 })
    expect(first.posts.map((post) => post.id)).toEqual(tops.slice(0, TOP_POSTS_PER_PAGE).map((post) => post.id))
    expect(first.posts[0]!.replies.map((reply) => reply.html)).toEqual(
      Array.from({ length: REPLIES_SHOWN }, (_, n) => `<p>Reply ${n} ${tag}</p>\n`),
    )
    expect(first.posts[0]!.replyCount).toBe(REPLIES_SHOWN + 4)
    expect(first.posts[0]!.author).toMatchObject({ id: writers[0]!.id, name: 'pager1 User', profilePath: null })
    const second = await readThread(payload, member, { subject: on, page: 2, language: 'de' })
    expect(second.posts.map((post) => post.id)).toEqual(tops.slice(TOP_POSTS_PER_PAGE).map((post) => post.id))
    // As many statements for a page of 20 top posts and their replies as for a thread of one post and one reply.
    const statements = watchStatements(payload)
    const small = (await createDoc(payload, 'events', { title: `Small ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id
    const alone = await createPost(payload, writers[0]!, { subject: { field: 'event', id: small }, body: `Alone ${tag}` })
    await replyToPost(payload, writers[1]!, { replyTo: alone.id, body: `Answer ${tag}` })
    const bigRead = await statements.during(() => readThread(payload, member, { subject: on, language: 'en' }))
    const smallRead = await statements.during(() => readThread(payload, member, { subject: { field: 'event', id: small }, language: 'en' }))
    expect(bigRead.statements.length).toBe(smallRead.statements.length)
    // (Each statement may be seen twice: drizzle's logger and the pool.)
    expect(bigRead.statements.length).toBeLessThan(40)
    const more = await readReplies(payload, member, { postId: tops[0]!.id, language: 'en' })
    expect(more.replies).toHaveLength(REPLIES_SHOWN + 4)
    // A direct link: the item's page with the post's fragment, and the thread's page holding it.
    expect(await postLink(payload, member, { postId: tops[TOP_POSTS_PER_PAGE + 1]!.id })).toMatchObject({
      path: `/events/${event}`,
      fragment: `post-${tops[TOP_POSTS_PER_PAGE + 1]!.id}`,
      threadPage: 2,
    })
    const replyLink = await postLink(payload, member, { postId: more.replies[5]!.id })
    expect(replyLink).toMatchObject({ threadPage: 1, topPostId: tops[0]!.id })
  })

  test('a full page (20 top posts with 3 replies each) shows the reader’s reactions on all 80 posts, within the read budget', async () => {
    const event = (await createDoc(payload, 'events', { title: `Full ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id
    const on = { field: 'event' as const, id: event }
    const writer = await newMember('filler')
    const shown: DiscussionPost[] = []
    for (let n = 0; n < TOP_POSTS_PER_PAGE; n++) {
      const top = await createPost(payload, writer, { subject: on, body: `Full top ${n} ${tag}` })
      shown.push(top)
      for (let r = 0; r < REPLIES_SHOWN; r++)
        shown.push(await replyToPost(payload, writer, { replyTo: top.id, body: `Full reply ${n}.${r} ${tag}` }))
    }
    // The reader reacted to the first and the last post of the page, both kinds: 160 possible rows in one read would pass 100.
    for (const post of [shown[0]!, shown.at(-1)!]) {
      await reactToPost(payload, member, { postId: post.id, kind: 'helpful' })
      await reactToPost(payload, member, { postId: post.id, kind: 'plusOne' })
    }
    const page = await readThread(payload, member, { subject: on, language: 'en' })
    const all = page.posts.flatMap((post) => [post, ...post.replies])
    expect(all).toHaveLength(TOP_POSTS_PER_PAGE * (1 + REPLIES_SHOWN))
    const reacted = all.filter((post) => post.reacted.helpful && post.reacted.plusOne).map((post) => post.id)
    expect(reacted).toEqual([shown[0]!.id, shown.at(-1)!.id])
  })

  test('the author’s edit mark and deletion show; the author gets their source text, others the HTML only', async () => {
    const event = (await createDoc(payload, 'events', { title: `Marks ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id
    const on = { field: 'event' as const, id: event }
    const post = await createPost(payload, member, { subject: on, body: `<script>x</script> ${tag}` })
    await editPost(payload, member, { postId: post.id, body: `Edited <script>x</script> ${tag}` })
    const gone = await createPost(payload, member, { subject: on, body: `Gone ${tag}` })
    await deletePost(payload, member, { postId: gone.id })
    const [mine, deleted] = (await readThread(payload, member, { subject: on, language: 'en' })).posts
    expect(mine).toMatchObject({ mine: true, body: `Edited <script>x</script> ${tag}` })
    expect(mine!.editedAt).toBeTruthy()
    expect(mine!.html).toContain('&lt;script&gt;')
    expect(deleted).toMatchObject({ status: 'deleted', html: '', author: null, body: null })
    const [theirs] = (await readThread(payload, other, { subject: on, language: 'en' })).posts
    expect(theirs).toMatchObject({ mine: false, body: null })
  })
})

describe('rate limits', () => {
  test('a member posting too fast is refused in their language; the thread has its own limit', async () => {
    process.env.RATE_LIMIT_DISCUSSION_POST_PER_SENDER = '2/10m'
    const fast = await newMember('fast')
    await createPost(payload, fast, { subject: subject(), body: `One ${tag}` })
    await createPost(payload, fast, { subject: subject(), body: `Two ${tag}` })
    const refused = await createPost(payload, fast, { subject: subject(), body: `Three ${tag}` }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 429, message: expect.stringContaining('at most 2 posts and edits in 10 minutes') })
    // Edits count too.
    const { docs } = await payload.find({ collection: 'discussion-posts', where: { author: { equals: fast.id } }, limit: 1 })
    await expect(editPost(payload, fast, { postId: docs[0]!.id, body: `Changed ${tag}` })).rejects.toMatchObject({ status: 429 })
  })

  test('a busy thread refuses more posts for a while, whoever writes them', async () => {
    process.env.RATE_LIMIT_DISCUSSION_POST_PER_THREAD = '2/1m'
    const busy = {
      field: 'event' as const,
      id: (await createDoc(payload, 'events', { title: `Busy ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id,
    }
    const crowd = await Promise.all([1, 2, 3].map((n) => newMember(`crowd${n}`)))
    await createPost(payload, crowd[0]!, { subject: busy, body: `A ${tag}` })
    await createPost(payload, crowd[1]!, { subject: busy, body: `B ${tag}` })
    await expect(createPost(payload, crowd[2]!, { subject: busy, body: `C ${tag}` })).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('very busy'),
    })
    // Another thread is not affected.
    const calm = (await createDoc(payload, 'events', { title: `Calm ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })).id
    expect(await createPost(payload, crowd[2]!, { subject: { field: 'event', id: calm }, body: `Elsewhere ${tag}` })).toMatchObject({
      status: 'published',
    })
  })
})
