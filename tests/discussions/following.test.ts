/**
 * Following discussions (issue 50, item 3) on the real database: posting follows the thread,
 * for the author and for those who reply; stopping is kept, so posting again does not follow
 * again; a member follows only what they may read; the weekly digest lists new posts of followed
 * threads that the member may still read when it is written, by others, and nothing of
 * material labelled TLP:AMBER or above but that there are posts.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { translatorFor } from '../../src/i18n/translator'
import { createPost } from '../../src/lib/discussions/createPost'
import { followThread, isFollowing } from '../../src/lib/discussions/following/followThread'
import { replyToPost } from '../../src/lib/discussions/replyToPost'
import { previewDigest } from '../../src/lib/reach/digest/previewDigest'
import type { Document, Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'

const given = useActors()
let payload: Payload
const tag = uniqueTag()
let owningOrg: Organization
let otherOrg: Organization

const member = async (name: string, organization: Organization) =>
  createUser(payload, { email: `${name.toLowerCase()}-${uniqueTag()}@follow.example`, organization: organization.id, firstName: name })
/** A published post by the server (an established member's), so no approval hold is in the way. */
const postBy = (author: User, document: Document, body: string) =>
  createDoc(payload, 'discussion-posts', { document: document.id, author: author.id, status: 'published', body })
const document = (title: string, level: 'green' | 'amber' | 'red', sharedWithPeople: number[] = []) =>
  createDoc(
    payload,
    'documents',
    { title, company: 'Follow Utility', documentType: 'Playbook', tlp: level, owningOrganization: owningOrg.id, sharedWithPeople },
    { file: pdfFile('follow'), user: given.actors.admin },
  ) as Promise<Document>
const subscriptionOf = async (user: User, item: Document) =>
  (
    await payload.find({
      collection: 'discussion-subscriptions',
      where: { and: [{ member: { equals: user.id } }, { itemKind: { equals: 'document' } }, { itemId: { equals: item.id } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = given.payload
  owningOrg = await createDoc(payload, 'organizations', { name: `Follow Utility ${tag}`, type: 'industry', userEditable: false })
  otherOrg = await createDoc(payload, 'organizations', { name: `Follow Other ${tag}`, type: 'industry', userEditable: false })
})

describe('following a thread', () => {
  test('the author and whoever replies follow by default; stopping stays stopped when they post again', async () => {
    const word = uniqueWord('follow')
    const item = await document(`Thread ${word}`, 'green')
    const author = await member('Ada', owningOrg)
    const replier = await member('Ben', otherOrg)
    const top = await postBy(author, item, `Start ${word}`)
    expect(await isFollowing({ payload, user: author }, { field: 'document', id: item.id })).toBe(true)
    await postBy(replier, item, `Warm-up ${word}`)
    const reply = await replyToPost(payload, replier, { replyTo: top.id, body: `Reply ${word}` })
    expect(reply.status).toBe('published')
    expect(await isFollowing({ payload, user: replier }, { field: 'document', id: item.id })).toBe(true)

    expect(await followThread({ payload, user: author }, { subject: { field: 'document', id: item.id }, following: false })).toEqual({
      following: false,
    })
    await postBy(author, item, `Again ${word}`)
    await createPost(payload, author, { subject: { field: 'document', id: item.id }, body: `Once more ${word}` })
    expect(await isFollowing({ payload, user: author }, { field: 'document', id: item.id })).toBe(false)
    // One row per member and item, whatever happened.
    expect(await subscriptionOf(author, item)).toHaveLength(1)

    // Following again, twice at once (a double click): one row, following.
    await Promise.all([
      followThread({ payload, user: author }, { subject: { field: 'document', id: item.id }, following: true }),
      followThread({ payload, user: author }, { subject: { field: 'document', id: item.id }, following: true }),
    ])
    expect(await subscriptionOf(author, item)).toEqual([expect.objectContaining({ following: true })])
  })

  test('a member cannot follow what they may not read: "not found", and no row', async () => {
    const item = await document(`Closed ${uniqueWord('follow')}`, 'amber')
    const outsider = await member('Cem', otherOrg)
    await expect(
      followThread({ payload, user: outsider }, { subject: { field: 'document', id: item.id }, following: true }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      followThread({ payload, user: outsider }, { subject: { field: 'document', id: 2_000_000_123 }, following: true }),
    ).rejects.toMatchObject({
      status: 404,
    })
    expect(await subscriptionOf(outsider, item)).toHaveLength(0)
  })
})

describe('the weekly digest of followed threads', () => {
  test('lists new posts by others the member may still read, and no content of AMBER and above', async () => {
    const word = uniqueWord('digest')
    const reader = await member('Dora', owningOrg)
    await payload.update({ collection: 'users', id: reader.id, data: { weeklyDigest: true }, overrideAccess: true })
    const writer = await member('Emil', owningOrg)
    const blockedWriter = await member('Fritz', owningOrg)
    await createDoc(payload, 'member-blocks', { blocker: reader.id, blocked: blockedWriter.id })
    const open = await document(`Open ${word}`, 'green')
    const amber = await document(`Amber ${word}`, 'amber')
    const closing = await document(`Closing ${word}`, 'red', [reader.id])
    const unfollowed = await document(`Unfollowed ${word}`, 'green')
    for (const item of [open, amber, closing]) await postBy(reader, item, `Mine ${word}`)
    await postBy(reader, unfollowed, `Mine ${word}`)
    await followThread({ payload, user: reader }, { subject: { field: 'document', id: unfollowed.id }, following: false })

    await postBy(writer, open, `First ${word}`)
    await postBy(writer, open, `Second ${word}`)
    await postBy(blockedWriter, open, `Blocked ${word}`)
    await createDoc(payload, 'discussion-posts', { document: open.id, author: writer.id, status: 'hidden', body: `Hidden ${word}` })
    await postBy(writer, amber, `Amber news ${word}`)
    await postBy(writer, closing, `Red news ${word}`)
    await postBy(writer, unfollowed, `Unseen ${word}`)
    // RED, named to the reader when they followed; by digest time named to another only.
    await payload.update({ collection: 'documents', id: closing.id, data: { sharedWithPeople: [writer.id] }, overrideAccess: true })

    const preview = await previewDigest(payload, reader.id)
    const text = preview?.email?.text ?? ''
    const t = translatorFor('en')
    expect(text).toContain(t('emails.digest.followed'))
    // Two posts by others, not the blocked member's, not the hidden one, not the reader's own.
    expect(text).toContain(t('emails.digest.followedThread', { title: `Open ${word}`, count: 2 }))
    expect(text).toContain(`/documents/${open.id}`)
    // AMBER: that there is a post, no title.
    expect(text).toContain(t('emails.digest.followedWithheld', { count: 1 }))
    expect(text).not.toContain(`Amber ${word}`)
    expect(text).not.toContain(`Closing ${word}`)
    expect(text).not.toContain(`Unfollowed ${word}`)
    expect(text).not.toContain(`/documents/${closing.id}`)
    expect(text).not.toContain(`news ${word}`)
  })
})
