/**
 * Rate limits at the shared sender (issue 43, item 5): every e-mail a member causes (expert and
 * colleague invitations, the admin's send, a repeat after a refusal, contact requests, domain
 * confirmations) is counted where it is sent, per recipient inbox (case, `+tag`, spaces) and per
 * sender with a daily cap, on the real PostgreSQL counters; what the test SMTP server received
 * is the proof of what went out. A refused invitation stays pending, as entered, and goes out on
 * a later try; a refused contact request or domain request writes nothing.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { translatorFor } from '../../src/i18n/translator'
import { resendVerification } from '../../src/lib/accounts/auth/resendVerification'
import { updateOwnAccount } from '../../src/lib/accounts/users/updateOwnAccount'
import { sendContactRequest } from '../../src/lib/directory/sendContactRequest'
import { mailboxKey } from '../../src/lib/infrastructure/rateLimits/mailboxKey'
import { limitFor } from '../../src/lib/infrastructure/rateLimits/rateLimitSettings'
import { inviteColleague } from '../../src/lib/organizations/invitations/inviteColleague'
import { inviteExpert } from '../../src/lib/organizations/invitations/inviteExpert'
import { requestOrganizationDomain } from '../../src/lib/organizations/organizationDomains/requestOrganizationDomain'
import { readErrorText } from '../../src/lib/shared/errors/errorText'
import { relationId } from '../../src/lib/shared/ids/relationId'
import type { Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { mailTo, waitForMail } from '../support/mail'
import { outcomeOf } from '../support/outcome'
import { usePayload } from '../support/payload'
import { tokenOf } from '../support/rest'

const getPayload = usePayload()
let payload: Payload
let admin: User
beforeAll(async () => {
  payload = getPayload()
  admin = await createUser(payload, { email: `mail-admin-${uniqueTag()}@test.example`, role: 'admin' })
})

// Limits a test sets for itself; the production defaults otherwise (the test run leaves them on).
const SET_BEFORE = Object.keys(process.env).filter((name) => name.startsWith('RATE_LIMIT'))
afterEach(() => {
  for (const name of Object.keys(process.env)) if (name.startsWith('RATE_LIMIT') && !SET_BEFORE.includes(name)) delete process.env[name]
})

const TOO_MANY_INVITATIONS = 'Too many invitations. Please wait 1 day and try again.'
const as = (user: User) => ({ payload, user })
const organization = () =>
  createDoc(payload, 'organizations', { name: `Org ${uniqueTag()}`, type: 'industry', userEditable: true }) as Promise<Organization>
const member = async (organizationId?: number) =>
  createUser(payload, { email: `sender-${uniqueTag()}@test.example`, organization: organizationId ?? (await organization()).id })
const organizationAdmin = async () => {
  const company = await organization()
  return createUser(payload, { email: `boss-${uniqueTag()}@test.example`, organization: company.id, organizationAdmin: true })
}
/** One inbox at a domain of its own, so no other test counts against it. */
const inbox = () => {
  const domain = `inbox-${uniqueTag()}.example`
  return { domain, at: (local: string) => `${local}@${domain}` }
}
const invitationsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'invitations',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs
/** POST /api/invitations/{id}/send as the admin, through Payload's REST handler: status, Retry-After and body. */
const adminSend = async (id: number) => {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/invitations/${id}/send`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await tokenOf(payload, admin)}`, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message?: string } }
}

describe('the recipient as one inbox', () => {
  test('case, spaces, +tags and trailing dots of the domain name one inbox; dots in the local part are kept (decisions.md)', () => {
    for (const spelling of ['victim+1@x.example', 'Victim@X.example', ' victim+2@x.example ', 'VICTIM+a+b@x.example.', 'victim@x.example'])
      expect(mailboxKey(spelling)).toBe('victim@x.example')
    expect(mailboxKey('v.ictim@gmail.com')).toBe('v.ictim@gmail.com')
    expect(mailboxKey('+tag@x.example')).toBe('@x.example')
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign')
  })

  test('the production limits: invitations 3 a day per inbox and 20 per sender; contact requests 20 per inbox and 10 per sender', () => {
    expect(limitFor('invitation', 'address')).toEqual({ attempts: 3, windowSeconds: 86_400 })
    expect(limitFor('invitation', 'sender')).toEqual({ attempts: 20, windowSeconds: 86_400 })
    expect(limitFor('contactRequest', 'address')).toEqual({ attempts: 20, windowSeconds: 86_400 })
    expect(limitFor('contactRequest', 'sender')).toEqual({ attempts: 10, windowSeconds: 86_400 })
    expect(limitFor('domainConfirmation', 'sender')).toEqual({ attempts: 10, windowSeconds: 86_400 })
    process.env.RATE_LIMIT_INVITATION_PER_SENDER = '5/1h'
    expect(limitFor('invitation', 'sender')).toEqual({ attempts: 5, windowSeconds: 3600 })
  })
})

describe('invitations', () => {
  test("an organization admin's colleague invitations are limited per inbox: victim+1@, Victim@, ' victim+2@ ' count as one", async () => {
    const boss = await organizationAdmin()
    const victim = inbox()
    for (const spelling of [
      victim.at('victim+1'),
      victim.at('Victim').replace(victim.domain, victim.domain.toUpperCase()),
      ` ${victim.at('victim+2')} `,
    ])
      expect(await outcomeOf(inviteColleague(as(boss), { email: spelling }))).toMatchObject({ ok: true, status: 'sent' })
    const refused = inviteColleague(as(boss), { email: victim.at('victim+3') })
    await expect(refused).rejects.toMatchObject({ status: 429, message: TOO_MANY_INVITATIONS })
    // The member's toast reads it in their language.
    const error = (await refused.catch((caught: unknown) => caught)) as { text: Parameters<typeof readErrorText>[0] }
    expect(readErrorText(error.text, translatorFor('de'))).toBe(
      'Zu viele Einladungen. Bitte warten Sie 1 Tag und versuchen Sie es dann erneut.',
    )

    for (const address of [victim.at('victim+1'), victim.at('victim'), victim.at('victim+2')])
      expect(await waitForMail(address)).toHaveLength(1)
    expect(mailTo(victim.at('victim+3'))).toHaveLength(0)
    // Nothing the admin typed is lost: the invitation waits, pending, for a later try.
    const [kept] = await invitationsTo(victim.at('victim+3'))
    expect(kept).toMatchObject({ status: 'pending', invitedAt: null })
  })

  test("one count whichever entry point sends: the member's form, the colleague form and the admin's REST send (429 with Retry-After)", async () => {
    const victim = inbox()
    const address = victim.at('target')
    await inviteExpert(as(await member()), { email: address })
    await inviteColleague(as(await organizationAdmin()), { email: address.toUpperCase() })
    const created = await payload.create({
      collection: 'invitations',
      data: { email: victim.at('target+admin') } as never,
      user: admin,
      overrideAccess: false,
    })
    expect((await adminSend(created.id)).status).toBe(200)
    expect(await waitForMail(victim.at('target+admin'))).toHaveLength(1)

    const another = await payload.create({
      collection: 'invitations',
      data: { email: victim.at('target+again') } as never,
      user: admin,
      overrideAccess: false,
    })
    const refused = await adminSend(another.id)
    expect(refused).toEqual({ status: 429, retryAfter: '86400', body: { message: TOO_MANY_INVITATIONS } })
    expect((await payload.findByID({ collection: 'invitations', id: another.id, overrideAccess: true })).status).toBe('pending')
    await expect(inviteExpert(as(await member()), { email: victim.at('target+member') })).rejects.toMatchObject({
      status: 429,
      message: TOO_MANY_INVITATIONS,
    })
    expect(mailTo(victim.at('target+again'))).toHaveLength(0)
    expect(mailTo(victim.at('target+member'))).toHaveLength(0)
  })

  test('the daily cap per sender holds across different recipients; another member is not affected; a refused one goes out later', async () => {
    process.env.RATE_LIMIT_INVITATION_PER_SENDER = '3/1d'
    const sender = await member()
    const recipients = Array.from({ length: 4 }, () => inbox().at('expert'))
    for (const address of recipients.slice(0, 3)) await inviteExpert(as(sender), { email: address, language: 'de' })
    await expect(inviteExpert(as(sender), { email: recipients[3]!, language: 'de' })).rejects.toMatchObject({
      status: 429,
      message: TOO_MANY_INVITATIONS,
    })
    // The other members' invitations are their own count.
    await inviteExpert(as(await member()), { email: inbox().at('other') })

    expect(mailTo(recipients[3]!)).toHaveLength(0)
    const [kept] = await invitationsTo(recipients[3]!)
    expect(kept).toMatchObject({ status: 'pending', language: 'de' })
    // The next day (here: the cap lifted) the same submit sends the kept invitation, in its language.
    process.env.RATE_LIMIT_INVITATION_PER_SENDER = 'off'
    expect(await inviteExpert(as(sender), { email: recipients[3]! })).toMatchObject({ id: kept!.id, status: 'sent' })
    const [mail] = await waitForMail(recipients[3]!)
    expect(mail!.subject).toBe('Test User lädt Sie in die IT/OT Community ein')
  })

  test('resends count: an invitation sent again (deleted and invited anew) counts against the inbox each time', async () => {
    const victim = inbox().at('resent')
    const sender = await member()
    for (let round = 1; round <= 3; round++) {
      const sent = await inviteExpert(as(sender), { email: victim })
      expect(await waitForMail(victim, round)).toHaveLength(round)
      await payload.delete({ collection: 'invitations', id: sent.id, user: admin, overrideAccess: false })
    }
    await expect(inviteExpert(as(sender), { email: victim })).rejects.toMatchObject({ status: 429 })
    expect(mailTo(victim)).toHaveLength(3)
  })

  test('a double click sends once and counts once: twenty simultaneous submits use one of the inbox’s attempts', async () => {
    process.env.RATE_LIMIT_INVITATION_PER_ADDRESS = '2/1d'
    const victim = inbox()
    const sender = await member()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcomeOf(inviteExpert(as(sender), { email: victim.at('clicked') }))),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.some((outcome) => !outcome.ok && outcome.description === TOO_MANY_INVITATIONS)).toBe(false)
    await inviteExpert(as(await member()), { email: victim.at('clicked+2') })
    await expect(inviteExpert(as(await member()), { email: victim.at('clicked+3') })).rejects.toMatchObject({ status: 429 })
  })
})

describe('contact requests', () => {
  const listed = async (organizationId: number) => {
    const user = await member(organizationId)
    await updateOwnAccount(as(user), { directory: { listed: true } })
    return user
  }

  test('limited per recipient inbox, in the hook every path passes: the site and REST (429 with Retry-After); a refusal writes nothing', async () => {
    process.env.RATE_LIMIT_CONTACT_REQUEST_PER_ADDRESS = '2/1d'
    const company = await organization()
    const recipient = await listed(company.id)
    const senders = await Promise.all([1, 2, 3, 4].map(() => member(company.id)))
    await sendContactRequest(as(senders[0]!), { recipientId: recipient.id, message: 'Hello' })
    // A double click is stored once and counted once.
    await sendContactRequest(as(senders[0]!), { recipientId: recipient.id, message: 'Hello' })
    await sendContactRequest(as(senders[1]!), { recipientId: recipient.id, message: 'Hello' })
    await expect(sendContactRequest(as(senders[2]!), { recipientId: recipient.id, message: 'Hello' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many contact requests. Please wait 1 day and try again.',
    })
    const response = await handleEndpoints({
      config,
      request: new Request('http://localhost:3000/api/contact-requests', {
        method: 'POST',
        headers: { Authorization: `JWT ${await tokenOf(payload, senders[3]!)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ recipient: recipient.id, message: 'Over REST' }),
      }),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('86400')
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Too many contact requests. Please wait 1 day and try again.',
    )
    const stored = await payload.find({
      collection: 'contact-requests',
      where: { recipient: { equals: recipient.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs.map((request) => request.sender).sort()).toEqual([senders[0]!.id, senders[1]!.id].sort())
    const notices = await payload.count({
      collection: 'notifications',
      where: { recipient: { equals: recipient.id } },
      overrideAccess: true,
    })
    expect(notices.totalDocs).toBe(2)
  })

  test("the sender's daily cap keeps its words: 'You can send at most 2 contact requests in 24 hours'", async () => {
    process.env.RATE_LIMIT_CONTACT_REQUEST_PER_SENDER = '2/1d'
    const company = await organization()
    const sender = await member(company.id)
    const recipients = await Promise.all([1, 2, 3].map(() => listed(company.id)))
    for (const recipient of recipients.slice(0, 2)) await sendContactRequest(as(sender), { recipientId: recipient.id, message: 'Hi' })
    const refused = sendContactRequest(as(sender), { recipientId: recipients[2]!.id, message: 'Hi' })
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'You can send at most 2 contact requests in 24 hours. Please try again tomorrow.',
    })
    const error = (await refused.catch((caught: unknown) => caught)) as { text: Parameters<typeof readErrorText>[0] }
    expect(readErrorText(error.text, translatorFor('de'))).toBe(
      'Sie können in 24 Stunden höchstens 2 Kontaktanfragen senden. Bitte versuchen Sie es morgen wieder.',
    )
  })
})

describe('domain confirmations', () => {
  test("an organization admin's confirmation e-mails are capped per sender, refused before anything is written", async () => {
    process.env.RATE_LIMIT_DOMAIN_CONFIRMATION_PER_SENDER = '2/1d'
    const boss = await organizationAdmin()
    const organizationId = relationId(boss.organization)!
    for (let n = 0; n < 2; n++) {
      const { domain, at } = inbox()
      await requestOrganizationDomain(as(boss), { organizationId, domain, address: at('it') })
      expect(await waitForMail(at('it'))).toHaveLength(1)
    }
    const { domain, at } = inbox()
    await expect(requestOrganizationDomain(as(boss), { organizationId, domain, address: at('it') })).rejects.toMatchObject({
      status: 429,
      message: 'Too many domain confirmation e-mails. Please wait 1 day and try again.',
    })
    expect(
      await payload.count({ collection: 'organization-domains', where: { domain: { equals: domain } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 0,
    })
    expect(mailTo(at('it'))).toHaveLength(0)
  })
})

describe('verification links a visitor asks for again', () => {
  test("'send the link again' is counted in the sender per inbox, for unknown addresses alike (a refusal reveals nothing)", async () => {
    const waiting = inbox().at('newcomer')
    const user = await createUser(payload, { email: waiting })
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { _verified: false }, returning: false })
    for (const spelling of [waiting, waiting.toUpperCase(), waiting.replace('@', '+x@')])
      await resendVerification({ payload, user: null }, { email: spelling })
    await expect(resendVerification({ payload, user: null }, { email: ` ${waiting} ` })).rejects.toMatchObject({
      status: 429,
      message: 'Too many confirmation e-mails. Please wait 1 hour and try again.',
    })
    // Sent to the account's address for the first two; `newcomer+x@` names no account and gets nothing.
    expect(mailTo(waiting)).toHaveLength(2)

    const unknown = inbox().at('nobody')
    for (let n = 0; n < 3; n++) await resendVerification({ payload, user: null }, { email: unknown })
    await expect(resendVerification({ payload, user: null }, { email: unknown })).rejects.toMatchObject({ status: 429 })
  })
})
