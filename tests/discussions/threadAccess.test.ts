/**
 * A discussion inherits its item's label and drafts on every read path this core adds or
 * touches (issue 50): an AMBER document's thread is out of reach of another organization's member
 * through the domain functions, the local API with their user, REST, GraphQL and the thread's own
 * route; a RED item's thread is read by the person it names; a draft item has no thread; a
 * blocked pair does not see each other's posts.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { createPost } from '../../src/lib/discussions/createPost'
import type { PostSubject } from '../../src/lib/discussions/postSubject'
import { reactToPost } from '../../src/lib/discussions/reactToPost'
import { readReplies } from '../../src/lib/discussions/readReplies'
import { readThread } from '../../src/lib/discussions/readThread'
import { replyToPost } from '../../src/lib/discussions/replyToPost'
import { threadRequest } from '../../src/lib/discussions/threadRequest'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const given = useActors()
const tag = uniqueTag()
let payload: Payload
let member: User
let other: User
let admin: User

async function graphql(query: string, token?: string) {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: { DiscussionPosts?: { docs: { id: number }[] } }; errors?: unknown[] }
}

/** The ids of a subject's posts `reader` finds on each read path. */
async function foundBy(reader: User, subject: PostSubject) {
  const token = await tokenOf(payload, reader)
  const local = await payload.find({
    collection: 'discussion-posts',
    where: { [subject.field]: { equals: subject.id } },
    user: reader,
    overrideAccess: false,
  })
  const viaRest = await rest('GET', `discussion-posts?where[${subject.field}][equals]=${subject.id}&depth=0`, { token })
  const viaGraphql = await graphql(`{ DiscussionPosts(where: { ${subject.field}: { equals: ${subject.id} } }) { docs { id } } }`, token)
  return {
    local: local.docs.map((post) => post.id),
    rest: (viaRest.body?.docs ?? []).map((post) => post.id),
    graphql: (viaGraphql.data?.DiscussionPosts?.docs ?? []).map((post) => post.id),
  }
}

const amberDocument = async (owner: User) =>
  createDoc(
    payload,
    'documents',
    {
      title: `Amber ${tag}`,
      company: 'Plant',
      documentType: 'Playbook',
      tlp: 'amber',
      owningOrganization: owner.organization,
      _status: 'published',
    },
    { file: pdfFile(`discussion-amber-${tag}`) },
  )

beforeAll(async () => {
  payload = given.payload
  ;({ member, otherMember: other, admin } = given.actors)
})

describe('TLP inheritance', () => {
  test('an AMBER document’s thread: another organization’s member reads and writes nothing, on every path', async () => {
    const document = await amberDocument(member)
    const subject = { field: 'document' as const, id: document.id }
    const post = await createPost(payload, member, { subject, body: `Amber talk ${tag}` })
    const reply = await replyToPost(payload, admin, { replyTo: post.id, body: `Amber reply ${tag}` })
    expect(await foundBy(member, subject)).toEqual({ local: [post.id, reply.id], rest: [post.id, reply.id], graphql: [post.id, reply.id] })
    expect(await foundBy(other, subject)).toEqual({ local: [], rest: [], graphql: [] })
    // By id too, and through REST's single read.
    expect((await rest('GET', `discussion-posts/${post.id}`, { token: await tokenOf(payload, other) })).status).toBe(404)
    expect(
      await payload.findByID({ collection: 'discussion-posts', id: reply.id, user: other, overrideAccess: false, disableErrors: true }),
    ).toBeNull()
    // The domain functions and the thread's route refuse the same way.
    await expect(readThread(payload, other, { subject, language: 'en' })).rejects.toMatchObject({ status: 404 })
    await expect(createPost(payload, other, { subject, body: 'let me in' })).rejects.toMatchObject({ status: 404 })
    await expect(replyToPost(payload, other, { replyTo: post.id, body: 'let me in' })).rejects.toMatchObject({ status: 404 })
    await expect(reactToPost(payload, other, { postId: post.id, kind: 'helpful' })).rejects.toMatchObject({ status: 404 })
    await expect(threadRequest(payload, other, new URLSearchParams({ on: `document:${document.id}` }))).rejects.toMatchObject({
      status: 404,
    })
    await expect(threadRequest(payload, other, new URLSearchParams({ replies: String(post.id) }))).rejects.toMatchObject({ status: 404 })
    // Through REST a post under it is refused as well (the hook asks the document's own access).
    const created = await rest('POST', 'discussion-posts', {
      token: await tokenOf(payload, other),
      body: { document: document.id, body: 'x' },
    })
    expect(created.status).toBe(404)
    const reaction = await rest('POST', 'discussion-reactions', {
      token: await tokenOf(payload, other),
      body: { post: post.id, kind: 'helpful' },
    })
    expect(reaction.status).toBe(404)
    // The member of the owning organization reads the thread.
    const thread = await readThread(payload, member, { subject, language: 'en' })
    expect(thread.posts.map((top) => [top.id, top.replies.map((r) => r.id)])).toEqual([[post.id, [reply.id]]])
  })

  test('a RED item named for one member: only they (and admins) read its thread', async () => {
    const named = await createUser(payload, { email: `named-${tag}@access.test`, organization: null })
    const red = await createDoc(
      payload,
      'documents',
      { title: `Red ${tag}`, company: 'Plant', documentType: 'Playbook', tlp: 'red', sharedWithPeople: [named.id], _status: 'published' },
      { file: pdfFile(`discussion-red-${tag}`) },
    )
    const subject = { field: 'document' as const, id: red.id }
    const post = await createPost(payload, named, { subject, body: `Red talk ${tag}` })
    expect((await foundBy(named, subject)).rest).toEqual([post.id])
    for (const reader of [member, other]) expect(await foundBy(reader, subject)).toEqual({ local: [], rest: [], graphql: [] })
    expect((await foundBy(admin, subject)).graphql).toEqual([post.id])
  })

  test('visitors read no discussion at all', async () => {
    const event = await createDoc(payload, 'events', { title: `Open ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })
    await createPost(payload, member, { subject: { field: 'event', id: event.id }, body: `Open talk ${tag}` })
    const answer = await rest('GET', `discussion-posts?where[event][equals]=${event.id}`)
    expect(answer.body?.docs ?? []).toEqual([])
    expect((await rest('POST', 'discussion-posts', { body: { event: event.id, body: 'anon' } })).status).toBe(403)
  })
})

describe('drafts', () => {
  test('a draft item has no thread: no posts under it, and unpublishing hides the posts it had', async () => {
    const draft = await createDoc(payload, 'events', { title: `Draft ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'draft' })
    await expect(createPost(payload, member, { subject: { field: 'event', id: draft.id }, body: 'early' })).rejects.toMatchObject({
      status: 404,
    })
    const event = await createDoc(payload, 'events', { title: `Soon draft ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })
    const subject = { field: 'event' as const, id: event.id }
    const post = await createPost(payload, member, { subject, body: `Before ${tag}` })
    expect((await foundBy(other, subject)).local).toEqual([post.id])
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await foundBy(other, subject)).toEqual({ local: [], rest: [], graphql: [] })
    await expect(readThread(payload, other, { subject, language: 'en' })).rejects.toMatchObject({ status: 404 })
  })
})

describe('a blocked pair', () => {
  test('does not see each other’s posts, nor answer or react to them', async () => {
    const blocker = await createUser(payload, { email: `blocker-${tag}@access.test` })
    const blocked = await createUser(payload, { email: `blocked-${tag}@access.test` })
    const event = await createDoc(payload, 'events', { title: `Blocked ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })
    const subject = { field: 'event' as const, id: event.id }
    const theirs = await createPost(payload, blocked, { subject, body: `From the blocked ${tag}` })
    const mine = await createPost(payload, blocker, { subject, body: `From the blocker ${tag}` })
    await payload.create({ collection: 'member-blocks', data: { blocked: blocked.id } as never, user: blocker, overrideAccess: false })
    for (const [reader, hidden, shown] of [
      [blocker, theirs.id, mine.id],
      [blocked, mine.id, theirs.id],
    ] as const) {
      const found = await foundBy(reader, subject)
      expect(found.local).toEqual([shown])
      expect(found.rest).toEqual([shown])
      expect(found.graphql).toEqual([shown])
      expect((await readThread(payload, reader, { subject, language: 'en' })).posts.map((post) => post.id)).toEqual([shown])
      await expect(replyToPost(payload, reader, { replyTo: hidden, body: 'hello?' })).rejects.toMatchObject({ status: 404 })
      await expect(reactToPost(payload, reader, { postId: hidden, kind: 'plusOne' })).rejects.toMatchObject({ status: 404 })
    }
    // Others see both.
    expect((await foundBy(member, subject)).local.sort()).toEqual([theirs.id, mine.id].sort())
  })

  test('their replies under a third member’s post are neither shown nor counted, on the thread’s page and in “show more”', async () => {
    const blocker = await createUser(payload, { email: `rblocker-${tag}@access.test` })
    const blocked = await createUser(payload, { email: `rblocked-${tag}@access.test` })
    const event = await createDoc(payload, 'events', { title: `Replies ${tag}`, date: '2030-06-01T09:00:00.000Z', _status: 'published' })
    const subject = { field: 'event' as const, id: event.id }
    const top = await createPost(payload, member, { subject, body: `A third member asks ${tag}` })
    const answer = await replyToPost(payload, blocked, { replyTo: top.id, body: `The blocked answers ${tag}` })
    const another = await replyToPost(payload, other, { replyTo: top.id, body: `Another answer ${tag}` })
    await payload.create({ collection: 'member-blocks', data: { blocked: blocked.id } as never, user: blocker, overrideAccess: false })
    const pageOf = async (reader: User) => (await readThread(payload, reader, { subject, language: 'en' })).posts[0]!
    const seenByBlocker = await pageOf(blocker)
    expect(seenByBlocker.replies.map((reply) => reply.id)).toEqual([another.id])
    expect(seenByBlocker.replyCount).toBe(1)
    expect((await readReplies(payload, blocker, { postId: top.id, language: 'en' })).replies.map((reply) => reply.id)).toEqual([another.id])
    // Anyone else sees both.
    const seenByOther = await pageOf(other)
    expect(seenByOther.replies.map((reply) => reply.id)).toEqual([answer.id, another.id])
    expect(seenByOther.replyCount).toBe(2)
  })
})
