/**
 * @mentions in discussion posts (issue 50, item 3), on the real database and SMTP server: a
 * mention tells the member once (inbox, and e-mail in their language as they chose), never a
 * member who may not read the post (the item's TLP label) nor one of a blocked pair; an edit
 * tells only the members it adds; a post waiting for approval tells when it is published; the
 * parser is bounded and ignores code.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { translatorFor } from '../../src/i18n/translator'
import { createPost } from '../../src/lib/discussions/createPost'
import { MAX_MENTIONS } from '../../src/lib/discussions/mentions'
import { mentionPlainText, notifiedMentionNames } from '../../src/lib/discussions/mentions/parseMentions'
import type { Document, DiscussionPost, Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { runNotificationJob } from '../support/jobs'
import { mailTo, waitForMail } from '../support/mail'
import { useActors } from '../support/payload'

const given = useActors()
let payload: Payload
const tag = uniqueTag()
const word = uniqueWord('mention')
let owningOrg: Organization
let otherOrg: Organization
let green: Document
let amber: Document

/** A member listed in the people directory under a name of their own: who can be @mentioned. */
const member = async (name: string, organization: Organization, data: Partial<User> = {}) => {
  const user = await createUser(payload, {
    email: `${name.toLowerCase()}-${uniqueTag()}@mention.example`,
    organization: organization.id,
    firstName: name,
  })
  return payload.update({
    collection: 'users',
    id: user.id,
    data: { lastName: uniqueWord('user'), directory: { listed: true }, ...data },
    overrideAccess: true,
  })
}
/** A member whose posts appear at once: one approved post already (new members' first posts wait). */
const established = async (name: string, organization: Organization, data: Partial<User> = {}) => {
  const user = await member(name, organization, data)
  await createDoc(payload, 'discussion-posts', { document: green.id, author: user.id, status: 'published', body: `Hello ${word}` })
  return user
}
const at = (user: User) => `@[${user.firstName} ${user.lastName}]`
const mentionNotices = async (user: User) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ recipient: { equals: user.id } }, { kind: { equals: 'discussion-mention' } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const settle = () => new Promise((resolve) => setTimeout(resolve, 800))

beforeAll(async () => {
  payload = given.payload
  owningOrg = await createDoc(payload, 'organizations', { name: `Mention Utility ${tag}`, type: 'industry', userEditable: false })
  otherOrg = await createDoc(payload, 'organizations', { name: `Mention Other ${tag}`, type: 'industry', userEditable: false })
  const document = (level: 'green' | 'amber') =>
    createDoc(
      payload,
      'documents',
      { title: `${level} ${word}`, company: 'Mention Utility', documentType: 'Playbook', tlp: level, owningOrganization: owningOrg.id },
      { file: pdfFile(`mention-${level}`), user: given.actors.admin },
    ) as Promise<Document>
  green = await document('green')
  amber = await document('amber')
})

describe('parsing mentions', () => {
  test('once each, at most the thread’s limit, none inside code; plain text shows names', () => {
    const body = [
      'Hi @[Ada Lovelace] and @[Ada Lovelace], @[Bo Li].',
      '`@[Code Name]` is code, and so is:',
      '```',
      '@[Fenced Name]',
      '```',
      '@[] has no name; @Name is not a mention.',
    ].join('\n')
    expect(notifiedMentionNames(body)).toEqual(['Ada Lovelace', 'Bo Li'])
    const many = Array.from({ length: 40 }, (_, index) => `@[Member ${index}]`).join(' ')
    expect(notifiedMentionNames(many)).toHaveLength(MAX_MENTIONS)
    expect(mentionPlainText('Thanks @[Ada Lovelace]!')).toBe('Thanks @Ada Lovelace!')
    // Linear: a long run of near-mentions is scanned in a blink.
    const started = performance.now()
    notifiedMentionNames(`@[${'a'.repeat(99)}`.repeat(100) + '`'.repeat(1000))
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('a mention tells the member', () => {
  test('once, in the inbox and by e-mail in their language, and not a member who may not read the post', async () => {
    const author = await established('Anna', owningOrg)
    const colleague = await member('Carl', owningOrg, { language: 'de' })
    const outsider = await member('Olaf', otherOrg)
    const post = await createPost(payload, author, {
      subject: { field: 'document', id: amber.id },
      body: `${at(colleague)} ${at(outsider)} have a look at ${word}`,
    })
    expect(post.status).toBe('published')
    const [notice] = await mentionNotices(colleague)
    expect(await mentionNotices(colleague)).toHaveLength(1)
    expect(notice).toMatchObject({ discussionPost: post.id, document: amber.id, actor: author.id })
    // The outsider's organization may not read AMBER: not told, not even that the post exists.
    expect(await mentionNotices(outsider)).toHaveLength(0)

    await runNotificationJob(payload)
    const [mail] = await waitForMail(colleague.email, 1)
    expect(mail, 'the mention e-mail').toBeDefined()
    // German, and nothing of AMBER material: neither the title nor the text, nor a reply address.
    expect(mail!.subject).toBe(translatorFor('de')('emails.notice.withheld.subject'))
    expect(mail!.text).not.toContain(word)
    expect(mail!.raw).not.toMatch(/^Reply-To:/im)
    await settle()
    expect(mailTo(outsider.email)).toHaveLength(0)
  })

  test('an edit that adds a mention tells only the one it adds', async () => {
    const author = await established('Edda', owningOrg)
    const first = await member('Finn', owningOrg)
    const second = await member('Gina', owningOrg)
    const post = await createPost(payload, author, { subject: { field: 'document', id: green.id }, body: `${at(first)} about ${word}` })
    expect(await mentionNotices(first)).toHaveLength(1)
    // The server's edit (an admin's, or the author's through editPost): the hooks run on every path.
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { body: `${at(first)} and ${at(second)} about ${word}` },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { body: `${at(first)} ${at(second)} again` },
      overrideAccess: true,
    })
    expect(await mentionNotices(first)).toHaveLength(1)
    expect(await mentionNotices(second)).toHaveLength(1)
    // Mentioning oneself tells nobody.
    await createPost(payload, author, { subject: { field: 'document', id: green.id }, body: `${at(author)} note to self ${word}` })
    expect(await mentionNotices(author)).toHaveLength(0)
  })

  test('a blocked pair never tells each other, either way', async () => {
    const author = await established('Hugo', owningOrg)
    const blocker = await member('Ines', owningOrg)
    const blockedByAuthor = await member('Jan', owningOrg)
    const bystander = await member('Karl', owningOrg)
    await createDoc(payload, 'member-blocks', { blocker: blocker.id, blocked: author.id })
    await createDoc(payload, 'member-blocks', { blocker: author.id, blocked: blockedByAuthor.id })
    await createPost(payload, author, {
      subject: { field: 'document', id: green.id },
      body: `${at(blocker)} ${at(blockedByAuthor)} ${at(bystander)} ${word}`,
    })
    // The same post tells the one outside the blocks: the names resolve.
    expect(await mentionNotices(bystander)).toHaveLength(1)
    expect(await mentionNotices(blocker)).toHaveLength(0)
    expect(await mentionNotices(blockedByAuthor)).toHaveLength(0)
  })

  test('a post waiting for approval tells nobody until an admin publishes it, then once', async () => {
    const newcomer = await member('Kim', owningOrg)
    const mentioned = await member('Lea', owningOrg)
    // The test run lets posts appear at once; here a new member's first post waits, as in production.
    const threshold = process.env.DISCUSSION_POSTS_TO_APPROVE
    process.env.DISCUSSION_POSTS_TO_APPROVE = '1'
    let post: DiscussionPost
    try {
      post = await createPost(payload, newcomer, {
        subject: { field: 'document', id: green.id },
        body: `${at(mentioned)} first post ${word}`,
      })
    } finally {
      if (threshold === undefined) delete process.env.DISCUSSION_POSTS_TO_APPROVE
      else process.env.DISCUSSION_POSTS_TO_APPROVE = threshold
    }
    expect(post.status).toBe('waiting')
    expect(await mentionNotices(mentioned)).toHaveLength(0)
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { status: 'published' },
      user: given.actors.admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'discussion-posts',
      id: post.id,
      data: { status: 'published' },
      user: given.actors.admin,
      overrideAccess: false,
    })
    expect(await mentionNotices(mentioned)).toHaveLength(1)
  })
})
