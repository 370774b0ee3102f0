/**
 * Accounts and e-mail on the server: expert invitations delivered to a real SMTP server,
 * invitation matching, password reset through the e-mailed link, the welcome e-mail (each in
 * English and German) and the activity ping (the development mailbox:
 * tests/infrastructure/mailTransport.test.ts).
 */
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { recipientLanguage } from '../../src/emails/recipient'
import { welcomeEmail } from '../../src/emails/welcome'
import { requestPasswordReset } from '../../src/lib/accounts/auth/requestPasswordReset'
import { recordActivity } from '../../src/lib/engagement/activity/recordActivity'
import { inviteExpert } from '../../src/lib/organizations/invitations/inviteExpert'
import { findInvitationFor } from '../../src/lib/organizations/invitations/openInvitation'
import { sendInvitation } from '../../src/lib/organizations/invitations/sendInvitation'
import { weeklyDigestUrl } from '../../src/lib/reach/digest/weeklyDigestToken'
import { siteUrl } from '../../src/lib/shared/siteUrl'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { mailTo, waitForMail } from '../support/mail'
import { outcomeOf } from '../support/outcome'
import { usePayload } from '../support/payload'
import { confirmAdminSession } from '../support/rest'

const getPayload = usePayload()
let payload: Payload
let inviter: User

beforeAll(async () => {
  payload = getPayload()
  inviter = await createUser(payload, { email: `inviter-${uniqueTag()}@test.example`, firstName: 'Ingrid' })
  inviter = await payload.update({ collection: 'users', id: inviter.id, data: { lastName: 'Larsen' } })
})

const address = (label: string) => `${label}-${uniqueTag()}@expert.example`
const invitationsTo = async (email: string) =>
  (await payload.find({ collection: 'invitations', where: { email: { equals: email } }, depth: 0 })).docs

describe('expert invitations', () => {
  test('an invitation is stored lowercased, marked sent, and its e-mail names the inviter and links to /auth?invite={id}', async () => {
    const email = address('expert')
    const outcome = await outcomeOf(inviteExpert({ payload, user: inviter }, { email: `  ${email.toUpperCase()} ` }))
    expect(outcome).toMatchObject({ ok: true, email, status: 'sent' })
    const [invitation] = await invitationsTo(email)
    expect(invitation).toMatchObject({ email, status: 'sent' })
    expect(invitation!.invitedAt).toBeTruthy()
    const [mail] = await waitForMail(email)
    expect(mail!.subject).toBe('Ingrid Larsen invites you to the IT/OT Community')
    expect(mail!.text).toContain(`http://localhost:3000/auth?invite=${invitation!.id}`)
    expect(mail!.raw).toContain('Content-Type: text/html')
    expect(mail!.raw).toContain('Content-Type: text/plain')
  })

  test("an invitation is written in the inviter's language, kept on it; its link leaves the site's language to the invitee's browser", async () => {
    const email = address('deutsch')
    await inviteExpert({ payload, user: inviter }, { email, language: 'de' })
    const [invitation] = await invitationsTo(email)
    expect(invitation!.language).toBe('de')
    const [mail] = await waitForMail(email)
    expect(mail!.subject).toBe('Ingrid Larsen lädt Sie in die IT/OT Community ein')
    expect(mail!.text).toContain('<html lang="de">')
    expect(mail!.text).toContain('Ingrid Larsen ist überzeugt, dass Ihre Expertise die IT/OT Community bereichern würde.')
    expect(mail!.text).toMatch(/Die Einladung ist bis zum \d\d\.\d\d\.\d{4} gültig\./)
    expect(mail!.text).toContain(`Einladung annehmen: http://localhost:3000/auth?invite=${invitation!.id}&key=`)

    // Without a language (an older caller): English, word for word as before.
    const englishAddress = address('english')
    await inviteExpert({ payload, user: inviter }, { email: englishAddress })
    expect((await invitationsTo(englishAddress))[0]!.language).toBe('en')
    const [english] = await waitForMail(englishAddress)
    expect(english!.text).toContain('<html lang="en">')
    expect(english!.text).toMatch(/The invitation is valid until [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    expect(english!.text).toContain('Accept the invitation: http://localhost:3000/auth?invite=')
  })

  test('a second invitation to the same address is refused with the spec message and sends nothing', async () => {
    const email = address('twice')
    await inviteExpert({ payload, user: inviter }, { email })
    await waitForMail(email)
    const again = await outcomeOf(inviteExpert({ payload, user: inviter }, { email: email.toUpperCase() }))
    expect(again).toEqual({
      ok: false,
      title: 'Invitation already sent',
      description: 'An invitation has already been sent to this email address.',
    })
    expect(await invitationsTo(email)).toHaveLength(1)
    expect(mailTo(email)).toHaveLength(1)
  })

  test.each(['', 'not-an-email', 'two words@example.com', 'no-domain@', '@example.com'])(
    'an invalid address (%j) is refused with the spec message and stores nothing',
    async (raw) => {
      const before = (await payload.count({ collection: 'invitations' })).totalDocs
      expect(await outcomeOf(inviteExpert({ payload, user: inviter }, { email: raw }))).toEqual({
        ok: false,
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
      })
      expect((await payload.count({ collection: 'invitations' })).totalDocs).toBe(before)
    },
  )

  test('twenty simultaneous submits make one invitation and one e-mail', async () => {
    const email = address('burst')
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcomeOf(inviteExpert({ payload, user: inviter }, { email }))))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    // The others are told it was already sent, including a submit whose row another one created.
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.title)).toEqual(Array(19).fill('Invitation already sent'))
    expect(await invitationsTo(email)).toHaveLength(1)
    await waitForMail(email)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailTo(email)).toHaveLength(1)
  })

  test('an expired invitation cannot be sent', async () => {
    const invitation = await createDoc(payload, 'invitations', {
      email: address('late'),
      invitedBy: inviter.id,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    await expect(sendInvitation({ payload, user: null }, { invitationId: invitation.id })).rejects.toMatchObject({ status: 409 })
    expect(mailTo(invitation.email)).toHaveLength(0)
  })
})

describe("the admin's send-invitation endpoint", () => {
  const tokenFor = async (role: 'admin' | 'community_user') => {
    const email = `sender-${role}-${uniqueTag()}@test.example`
    const user = await createUser(payload, { email, role })
    await payload.update({ collection: 'users', id: user.id, data: { password: 'endpoint-pass' } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'endpoint-pass' } })
    await confirmAdminSession(payload, token!)
    return token!
  }
  const send = (id: number, token?: string) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/invitations/${id}/send`, {
        method: 'POST',
        headers: token ? { Authorization: `JWT ${token}` } : {},
      }),
    })

  test('an admin sends a pending invitation once; members and visitors are refused', async () => {
    const invitation = await createDoc(payload, 'invitations', { email: address('admin-sent'), invitedBy: inviter.id })
    expect((await send(invitation.id)).status).toBe(403)
    expect((await send(invitation.id, await tokenFor('community_user'))).status).toBe(403)
    expect(mailTo(invitation.email)).toHaveLength(0)

    const adminToken = await tokenFor('admin')
    const response = await send(invitation.id, adminToken)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe(`Invitation email sent to ${invitation.email}`)
    expect(await waitForMail(invitation.email)).toHaveLength(1)
    expect((await payload.findByID({ collection: 'invitations', id: invitation.id })).status).toBe('sent')

    expect((await send(invitation.id, adminToken)).status).toBe(409)
    expect(mailTo(invitation.email)).toHaveLength(1)
  })

  test("the admin's send goes out in the language chosen on the invitation", async () => {
    const invitation = await createDoc(payload, 'invitations', { email: address('admin-de'), invitedBy: inviter.id, language: 'de' })
    expect((await send(invitation.id, await tokenFor('admin'))).status).toBe(200)
    const [mail] = await waitForMail(invitation.email)
    expect(mail!.subject).toBe('Ingrid Larsen lädt Sie in die IT/OT Community ein')
  })
})

describe('matching an invitation to a new member', () => {
  test('an exact address wins; otherwise a domain from the list; expired and accepted ones never match', async () => {
    const domain = `plant-${uniqueTag()}.example`
    const exact = await createDoc(payload, 'invitations', { email: `nina@${domain}`, invitedBy: inviter.id })
    const byDomain = await createDoc(payload, 'invitations', {
      email: `someone@${domain}`,
      invitedBy: inviter.id,
      domains: ` other.example ; ${domain.toUpperCase()} `,
    })
    expect((await findInvitationFor(payload, `Nina@${domain}`))?.id).toBe(exact.id)
    expect((await findInvitationFor(payload, `otto@${domain}`))?.id).toBe(byDomain.id)
    expect(await findInvitationFor(payload, `otto@sub.${domain}`)).toBeNull()

    await payload.update({ collection: 'invitations', id: byDomain.id, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    expect(await findInvitationFor(payload, `otto@${domain}`)).toBeNull()
    await payload.update({ collection: 'invitations', id: exact.id, data: { status: 'accepted' } })
    expect(await findInvitationFor(payload, `nina@${domain}`)).toBeNull()
  })
})

describe('password reset', () => {
  test('the e-mailed link carries a single-use token that sets a new password', async () => {
    const email = `reset-${uniqueTag()}@test.example`
    await createUser(payload, { email })
    await payload.forgotPassword({ collection: 'users', data: { email } })
    const [mail] = await waitForMail(email)
    expect(mail!.subject).toBe('Reset your IT/OT Community password')
    const link = mail!.text.match(/http:\/\/localhost:3000\/set-new-password\?token=([A-Za-z0-9%]+)/)
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1]!)

    const result = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'brand-new-password' },
      overrideAccess: true,
    })
    expect(result.token).toBeTruthy()
    await expect(payload.login({ collection: 'users', data: { email, password: 'brand-new-password' } })).resolves.toMatchObject({
      user: { email },
    })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: 'another-password' }, overrideAccess: true }),
    ).rejects.toBeTruthy()
    await expect(
      payload.resetPassword({ collection: 'users', data: { token: 'forged-token', password: 'another-password' }, overrideAccess: true }),
    ).rejects.toBeTruthy()
  })

  test("the reset e-mail is in the account's language, from the site's form and from Payload's own reset", async () => {
    const memberIn = async (label: string, language: 'de' | null) => {
      const user = await createUser(payload, { email: `${label}-${uniqueTag()}@test.example` })
      return payload.update({ collection: 'users', id: user.id, data: { language }, overrideAccess: true })
    }
    const german = await memberIn('reset-de', 'de')
    await requestPasswordReset({ payload, user: null }, { email: german.email })
    const [mail] = await waitForMail(german.email)
    expect(mail!.subject).toBe('Setzen Sie Ihr Passwort für die IT/OT Community zurück')
    expect(mail!.text).toContain('<html lang="de">')
    expect(mail!.text).toContain('Wählen Sie über den Link unten ein neues; er funktioniert einmal und ist eine Stunde lang gültig.')
    expect(mail!.text).toMatch(/Neues Passwort wählen: http:\/\/localhost:3000\/de\/set-new-password\?token=[A-Za-z0-9%]+/)

    const germanThroughPayload = await memberIn('reset-de-payload', 'de')
    await payload.forgotPassword({ collection: 'users', data: { email: germanThroughPayload.email } })
    const [payloadMail] = await waitForMail(germanThroughPayload.email)
    expect(payloadMail!.subject).toBe('Setzen Sie Ihr Passwort für die IT/OT Community zurück')
    expect(payloadMail!.text).toMatch(/http:\/\/localhost:3000\/de\/set-new-password\?token=/)

    const english = await memberIn('reset-en', null)
    await requestPasswordReset({ payload, user: null }, { email: english.email })
    const [englishMail] = await waitForMail(english.email)
    expect(englishMail!.subject).toBe('Reset your IT/OT Community password')
    expect(englishMail!.text).toContain('<html lang="en">')
    expect(englishMail!.text).toMatch(/Choose a new password: http:\/\/localhost:3000\/set-new-password\?token=/)
  })

  test('asking for an unknown address answers the same and sends nothing', async () => {
    const email = `nobody-${uniqueTag()}@test.example`
    await expect(payload.forgotPassword({ collection: 'users', data: { email } })).resolves.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailTo(email)).toHaveLength(0)
  })
})

describe('welcome e-mail', () => {
  test("is in the member's language, its link to the site's pages in it, with the weekly digest's one-click offer", async () => {
    for (const [language, subject, heading, link, digest] of [
      [
        null,
        'Welcome to the IT/OT Community',
        'Welcome, Ada!',
        'Go to the community: http://localhost:3000\n',
        '- Send me the weekly digest',
      ],
      [
        'de',
        'Willkommen in der IT/OT Community',
        'Willkommen, Ada!',
        'Zur Community: http://localhost:3000/de\n',
        '- Wochenüberblick einschalten',
      ],
    ] as const) {
      const user = await createUser(payload, { email: `welcome-${uniqueTag()}@test.example`, firstName: 'Ada' })
      const member = await payload.update({ collection: 'users', id: user.id, data: { language }, overrideAccess: true })
      // As the profile completion sends it (src/app/(frontend)/complete-profile/actions.ts).
      const offer = weeklyDigestUrl(payload.secret, member.id)
      await payload.sendEmail({
        to: member.email,
        ...welcomeEmail({ firstName: 'Ada', siteUrl: siteUrl(), weeklyDigestUrl: offer }, recipientLanguage(member)),
      })
      const [mail] = await waitForMail(member.email)
      expect(mail!.subject).toBe(subject)
      expect(mail!.text).toContain(heading)
      const text = mail!.text.replace(/\r\n/g, '\n')
      expect(text).toContain(link)
      expect(text).toContain(digest)
      expect(text).toContain(`\n  ${language ? offer.replace('localhost:3000/', 'localhost:3000/de/') : offer}\n`)
    }
  })
})

describe('activity ping', () => {
  test('the first ping stamps last online; another within a minute writes nothing', async () => {
    const user = await createUser(payload, { email: `active-${uniqueTag()}@test.example` })
    expect(await recordActivity(payload, user.id)).toBe(true)
    const first = (await payload.findByID({ collection: 'users', id: user.id })).lastActiveAt
    expect(first).toBeTruthy()
    expect(await recordActivity(payload, user.id)).toBe(false)
    expect((await payload.findByID({ collection: 'users', id: user.id })).lastActiveAt).toBe(first)
  })
})
