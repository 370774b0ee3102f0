/**
 * Replies by e-mail (issue 50, item 3), end to end on the real database, SMTP server and HTTP: a
 * mention's e-mail carries a signed Reply-To; the mail provider's webhook posts the answer over
 * HTTP and it appears as the member's reply, stripped of the quote and signature; forged,
 * expired, other members' and other mailboxes' addresses are refused, as is another sender; a
 * thread on AMBER material e-mails no content and no reply address and takes no reply; the
 * webhook needs its secret, is limited per member and for all, and refuses an oversize body
 * before reading it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { POST as emailRepliesRoute } from '../../src/app/(frontend)/api/discussions/email-replies/route'
import { translatorFor } from '../../src/i18n/translator'
import { createPost } from '../../src/lib/discussions/createPost'
import { replyAddressFor } from '../../src/lib/discussions/emailReplies/replyAddress'
import { stripQuotedReply } from '../../src/lib/discussions/emailReplies/stripQuotedReply'
import type { DiscussionPost, Document, Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { runNotificationJob } from '../support/jobs'
import { waitForMail } from '../support/mail'
import { useActors } from '../support/payload'

const given = useActors()
let payload: Payload
const tag = uniqueTag()
const word = uniqueWord('mailreply')
const SECRET = `inbound-${tag}-0123456789abcdef0123456789`
const SETTINGS = {
  EMAIL_REPLY_ADDRESS: `reply-${tag}@in.test.example`,
  EMAIL_REPLY_SECRET: `reply-secret-${tag}-0123456789abcdef0123456789`,
  INBOUND_EMAIL_SECRET: SECRET,
}
const saved: Record<string, string | undefined> = {}
let server: http.Server
let url: string
let owningOrg: Organization
let green: Document
let amber: Document
let author: User

/** The route's POST behind a real HTTP server: the body streams in as it arrives, as behind Next.js. */
async function startWebhookServer() {
  server = http.createServer((incoming, outgoing) => {
    // Cancelled (the route stops reading at its bound), the rest is read and dropped, as a server does.
    let done = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        incoming.on('data', (chunk: Buffer) => {
          if (!done) controller.enqueue(new Uint8Array(chunk))
        })
        incoming.on('end', () => {
          if (!done) controller.close()
          done = true
        })
        incoming.on('error', (error) => {
          if (!done) controller.error(error)
          done = true
        })
      },
      cancel() {
        done = true
        incoming.resume()
      },
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const request = new Request(`http://localhost${incoming.url}`, {
      method: incoming.method,
      headers,
      body,
      duplex: 'half',
    } as RequestInit)
    emailRepliesRoute(request)
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()))
        outgoing.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch((error: unknown) => {
        outgoing.writeHead(500)
        outgoing.end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/discussions/email-replies`
}

/** Puts a variable back as it was: unset stays unset (assigning undefined would set "undefined"). */
function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

type Answer = { status: number; body: { id?: number; status?: string; message?: string }; headers: Headers }
async function webhook(
  body: unknown,
  { secret = SECRET as string | null, raw }: { secret?: string | null; raw?: string } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: raw ?? JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {}, headers: response.headers }
}

/** A member listed in the people directory under a name of their own: who can be @mentioned. */
const member = async (name: string) => {
  const user = await createUser(payload, {
    email: `${name.toLowerCase()}-${uniqueTag()}@reply.example`,
    organization: owningOrg.id,
    firstName: name,
  })
  return payload.update({
    collection: 'users',
    id: user.id,
    data: { lastName: uniqueWord('user'), directory: { listed: true } },
    overrideAccess: true,
  })
}
const at = (user: User) => `@[${user.firstName} ${user.lastName}]`
const repliesTo = async (post: DiscussionPost) =>
  (await payload.find({ collection: 'discussion-posts', where: { replyTo: { equals: post.id } }, depth: 0, overrideAccess: true })).docs
const t = translatorFor('en')

beforeAll(async () => {
  payload = given.payload
  for (const [name, value] of Object.entries(SETTINGS)) {
    saved[name] = process.env[name]
    process.env[name] = value
  }
  await startWebhookServer()
  owningOrg = await createDoc(payload, 'organizations', { name: `Reply Utility ${tag}`, type: 'industry', userEditable: false })
  const document = (level: 'green' | 'amber') =>
    createDoc(
      payload,
      'documents',
      { title: `${level} ${word}`, company: 'Reply Utility', documentType: 'Playbook', tlp: level, owningOrganization: owningOrg.id },
      { file: pdfFile(`reply-${level}`), user: given.actors.admin },
    ) as Promise<Document>
  green = await document('green')
  amber = await document('amber')
  author = await member('Anna')
})

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) restoreEnv(name, value)
  await new Promise((resolve) => server?.close(resolve))
})

describe('answering a mention by e-mail', () => {
  test('the e-mail carries a signed Reply-To; the answer, without quote and signature, is the member’s reply', async () => {
    const mia = await member('Mia')
    const post = await createPost(payload, author, { subject: { field: 'document', id: green.id }, body: `${at(mia)} does ${word} hold?` })
    await runNotificationJob(payload)
    const [mail] = await waitForMail(mia.email, 1)
    expect(mail, 'the mention e-mail').toBeDefined()
    // The header as sent (folded onto its next line when long).
    const replyTo = /^Reply-To:\s*<?([^\s>]+)>?/im.exec(mail!.raw)?.[1]
    expect(replyTo).toMatch(new RegExp(`^reply-${tag}\\+[0-9a-z-]+@in\\.test\\.example$`))
    expect(mail!.text).toContain(t('emails.notice.replyByEmail'))
    expect(mail!.text).toContain(`@Mia ${mia.lastName} does ${word} hold?`)

    const message = {
      to: `"Community" <${replyTo}>`,
      from: `Mia User <${mia.email.toUpperCase()}>`,
      text: `It holds for ${word}, we tested it.\n\nMia\n-- \nMia User, Reply Utility\n\nOn Mon, 7 Dec 2026 at 10:00, Anna <anna@example.org> wrote:\n> does it hold?`,
    }
    const answer = await webhook(message)
    expect(answer.status, answer.body.message).toBe(201)
    const [reply] = await repliesTo(post)
    expect(reply).toMatchObject({
      id: answer.body.id,
      author: mia.id,
      status: 'published',
      body: `It holds for ${word}, we tested it.\n\nMia`,
    })
    // The mail system delivers it again: the first reply, not a second.
    expect((await webhook(message)).body.id).toBe(answer.body.id)
    expect(await repliesTo(post)).toHaveLength(1)
  })

  test('forged, expired, other members’ and other mailboxes’ addresses, and other senders, are refused', async () => {
    const mia = await member('Mira')
    const other = await member('Otto')
    const post = await createPost(payload, author, { subject: { field: 'document', id: green.id }, body: `About ${word}` })
    const genuine = replyAddressFor(mia.id, post.id)!
    const from = mia.email
    const refused = async (to: string, sender: string, message: string) => {
      const answer = await webhook({ to, from: sender, text: `Sneaky ${word}` })
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 403, message })
    }
    const lastHex = genuine.split('@')[0]!.slice(-1)
    await refused(genuine.replace(`${lastHex}@`, `${lastHex === '0' ? '1' : '0'}@`), from, t('errors.emailReplyInvalidAddress'))
    await refused(genuine.replace('@in.test.example', '@elsewhere.example'), from, t('errors.emailReplyInvalidAddress'))
    await refused(replyAddressFor(mia.id, post.id, new Date(Date.now() - 61 * 86_400_000))!, from, t('errors.emailReplyExpired'))
    await refused(genuine, other.email, t('errors.emailReplyWrongSender'))
    await refused(replyAddressFor(other.id, post.id)!, from, t('errors.emailReplyWrongSender'))
    await refused(`reply-${tag}@in.test.example`, from, t('errors.emailReplyInvalidAddress'))
    expect(await repliesTo(post)).toHaveLength(0)
  })

  test('a thread on AMBER material: its e-mail carries no content and no reply address, and a reply by e-mail is refused', async () => {
    const colleague = await member('Cleo')
    const post = await createPost(payload, author, {
      subject: { field: 'document', id: amber.id },
      body: `${at(colleague)} secret ${word}`,
    })
    await runNotificationJob(payload)
    const [mail] = await waitForMail(colleague.email, 1)
    expect(mail).toBeDefined()
    expect(mail!.raw).not.toMatch(/^Reply-To:/im)
    expect(mail!.text).not.toContain(word)
    expect(mail!.text).not.toContain(t('emails.notice.replyByEmail'))
    const answer = await webhook({ to: replyAddressFor(colleague.id, post.id), from: colleague.email, text: `Reply ${word}` })
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 403, message: t('errors.emailReplyRestricted') })
    expect(await repliesTo(post)).toHaveLength(0)
  })
})

describe('the webhook', () => {
  test('needs its secret; refuses what is not the JSON it takes', async () => {
    expect((await webhook({ to: 'x', from: 'y', text: 'z' }, { secret: null })).status).toBe(401)
    expect((await webhook({ to: 'x', from: 'y', text: 'z' }, { secret: `${SECRET}x` })).status).toBe(401)
    expect((await webhook(null, { raw: '{"to": "unclosed' })).status).toBe(400)
    for (const body of [
      [],
      { to: 1, from: 'a@b.c', text: 'x' },
      { to: 'a@b.c', from: 'a@b.c' },
      { to: 'a'.repeat(3000), from: 'a@b.c', text: 'x' },
    ]) {
      const answer = await webhook(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body.message).toMatch(/JSON/)
    }
  })

  test('an oversize body is refused before it is read, declared or streamed', async () => {
    const huge = JSON.stringify({ to: 'a@b.c', from: 'a@b.c', text: 'x'.repeat(300 * 1024) })
    expect((await webhook(null, { raw: huge })).status).toBe(413)
    // Streamed in chunks without a Content-Length: cut off at the bound.
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' } },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      request.on('error', reject)
      for (let sent = 0; sent < 400 * 1024; sent += 16 * 1024) request.write('x'.repeat(16 * 1024))
      request.end()
    })
    expect(streamed).toBe(413)
  })

  test('limits each member’s replies and all messages together, with Retry-After', async () => {
    const kai = await member('Kai')
    const post = await createPost(payload, author, { subject: { field: 'document', id: green.id }, body: `Limits ${word}` })
    const perSender = process.env.RATE_LIMIT_EMAIL_REPLY_PER_SENDER
    process.env.RATE_LIMIT_EMAIL_REPLY_PER_SENDER = '2/1h'
    try {
      const to = replyAddressFor(kai.id, post.id)
      const answers: Answer[] = []
      for (const n of [1, 2, 3]) answers.push(await webhook({ to, from: kai.email, text: `Reply ${n} ${word}` }))
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429])
      // The member's limit says so, with when to try again (a mail system retries after it).
      expect(answers[2]!.body.message).toBe(t('errors.emailReplyLimit'))
      expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await repliesTo(post)).toHaveLength(2)
    } finally {
      restoreEnv('RATE_LIMIT_EMAIL_REPLY_PER_SENDER', perSender)
    }

    // The whole webhook: counted as its mailbox (another one here, so this file's others keep theirs).
    const mailbox = process.env.EMAIL_REPLY_ADDRESS
    const all = process.env.RATE_LIMIT_EMAIL_REPLY_PER_ADDRESS
    process.env.EMAIL_REPLY_ADDRESS = `limited-${tag}@in.test.example`
    process.env.RATE_LIMIT_EMAIL_REPLY_PER_ADDRESS = '2/1h'
    try {
      const answers = []
      for (let n = 0; n < 3; n++) answers.push(await webhook(null, { raw: 'not json' }))
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 429])
      expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      restoreEnv('EMAIL_REPLY_ADDRESS', mailbox)
      restoreEnv('RATE_LIMIT_EMAIL_REPLY_PER_ADDRESS', all)
    }
  })
})

describe('stripping the quote and the signature', () => {
  test('common mail programs, in English and German, line by line', () => {
    expect(stripQuotedReply('Yes.\r\n\r\nOn Tue, Dec 8, 2026 at 9:14 AM Anna Example <\r\nanna@example.org> wrote:\r\n> Question')).toBe(
      'Yes.',
    )
    expect(stripQuotedReply('Ja, gerne.\n\nAm 08.12.2026 um 09:14 schrieb Anna Example <anna@example.org>:\n> Frage')).toBe('Ja, gerne.')
    expect(stripQuotedReply('Agreed.\n\n-----Original Message-----\nFrom: Anna\nSent: Tuesday')).toBe('Agreed.')
    expect(stripQuotedReply('Agreed.\n\n________________________________\nFrom: Anna <a@x>\nSent: Tuesday\nTo: me')).toBe('Agreed.')
    expect(stripQuotedReply('Agreed.\nFrom: Anna <a@x>\nSent: Tuesday')).toBe('Agreed.')
    expect(stripQuotedReply('Sure\n\nSent from my iPhone')).toBe('Sure')
    expect(stripQuotedReply('From: my own experience, it works.\nSecond line')).toBe('From: my own experience, it works.\nSecond line')
    expect(stripQuotedReply('Only a quote:\n> a\n> b')).toBe('Only a quote:')
    expect(stripQuotedReply('> all quoted')).toBe('')
    const started = performance.now()
    stripQuotedReply(`On ${'x '.repeat(100_000)}\n`.repeat(2))
    expect(performance.now() - started).toBeLessThan(500)
  })
})
