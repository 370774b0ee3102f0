/**
 * Every e-mail the app sends, in English and German, written by the functions that write it
 * (composeNotification for the outbox's reminders, alerts, notices and digests; the e-mails of
 * accounts, invitations, domains and account security), checked for holes: no placeholder or
 * missing value left in, no label without its value ("Browser: ."), no stray spaces, no empty
 * subject. And for what they carry: a notice's e-mail says what happened and quotes it, unless
 * its material is labelled TLP:AMBER or above, which stays out of e-mail (in the digest too);
 * people are named by their names, by their address only without one. Sent through the run's
 * real SMTP server where that is the path in question (a restricted notice, a sign-in alert).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { domainConfirmationEmail } from '../../src/emails/domainConfirmation'
import { invitationEmail } from '../../src/emails/invitation'
import type { Email } from '../../src/emails/layout'
import { passwordResetEmail } from '../../src/emails/passwordReset'
import { type SecurityNotice, securityEmail } from '../../src/emails/security'
import { signUpAttemptEmail, verificationEmail } from '../../src/emails/verification'
import { welcomeEmail } from '../../src/emails/welcome'
import type { Language } from '../../src/i18n/languages'
import { translatorFor } from '../../src/i18n/translator'
import { resetPasswordUrl } from '../../src/lib/accounts/auth/resetPasswordUrl'
import { verifyUrl } from '../../src/lib/accounts/auth/verifyUrl'
import { sendSecurityEmail } from '../../src/lib/accounts/security/sendSecurityEmail'
import { deviceName } from '../../src/lib/accounts/sessions/deviceName'
import { plainTextToRichText } from '../../src/lib/content/richText/plainTextToRichText'
import { acceptInvitation } from '../../src/lib/organizations/invitations/acceptInvitation'
import { applyToProject } from '../../src/lib/projects/applyToProject'
import { weeklyDigestUrl } from '../../src/lib/reach/digest/weeklyDigestToken'
import { composeNotification, loadNotificationContext, type NotificationRow } from '../../src/lib/reach/memberEmails/composeNotification'
import type { ScheduleChangeSummary } from '../../src/lib/reach/memberEmails/scheduleSnapshot'
import { noticeEmailTopic } from '../../src/lib/reach/notifications/noticeEmails'
import { NOTICE_KINDS, type NoticeKind, NOTIFICATION_KINDS } from '../../src/lib/shared/enums'
import { siteUrl } from '../../src/lib/shared/siteUrl'
import type { Event, Notification, Organization, Project, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { runNotificationJob } from '../support/jobs'
import { waitForMail } from '../support/mail'
import { usePayload } from '../support/payload'
import type { Level } from '../support/tlp'

const getPayload = usePayload()
let payload: Payload
const LANGUAGES: Language[] = ['en', 'de']
const RESTRICTED: Level[] = ['amber', 'amber-strict', 'red']
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
/** 09:00 Berlin time (08:00 UTC, 10:00 in summer) that many days from now: sessions an hour or two long never cross midnight, whenever the test runs. */
const morningIn = (days: number) => `${inDays(days).slice(0, 10)}T08:00:00.000Z`
const plusHours = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString()

/** Drops links (their random tokens may hold any word) before the words are read. */
const withoutLinks = (value: string) => value.replace(/https?:\/\/[^\s"<>)]+/g, 'LINK')

/**
 * What an e-mail must never show: a placeholder left in, a value that was missing, a label
 * without its value, a space where a word was, an empty quote, an empty subject.
 */
function holesIn({ subject, text, html }: Email): string[] {
  const problems: string[] = []
  if (!subject.trim()) problems.push('an empty subject')
  for (const [part, value] of [
    ['subject', subject],
    ['text', text],
    ['html', html],
  ] as const) {
    const words = withoutLinks(value)
    if (/[{}]/.test(words)) problems.push(`${part}: a placeholder left in`)
    const missing = words.match(/\b(undefined|null|NaN|Invalid Date)\b/)
    if (missing) problems.push(`${part}: "${missing[0]}"`)
    if (part === 'html') continue
    const checks: [RegExp, string][] = [
      [/:[ \t]*[.,;]/, 'a label with an empty value (": .")'],
      [/^[\p{L}][\p{L} -]{0,29}:[ \t]*$/mu, 'a label line without its value'],
      [/[^\S\n]+[.,;:!?](?=\s|$)/, 'a space before punctuation'],
      [/\S {2,}\S/, 'doubled spaces'],
      [/“\s*”|„\s*“|\(\s*\)/, 'an empty quote or parenthesis'],
      [/^[ \t]*[,.;:]/m, 'a line that starts with punctuation'],
    ]
    for (const [pattern, problem] of checks) {
      const found = words.match(pattern)
      if (found) problems.push(`${part}: ${problem} in "${words.slice(Math.max(0, found.index! - 30), found.index! + 30)}"`)
    }
  }
  return problems
}

/** Every part of an e-mail a reader may see: its subject, its text and its HTML. */
const allOf = (email: Email) => `${email.subject}\n${email.text}\n${email.html}`

/** What each test rendered, by the template file that wrote it: every file of src/emails must be among them. */
const renderedTemplates = new Set<string>()
const rendered = (template: string, email: Email, label: string) => {
  renderedTemplates.add(template)
  expect(holesIn(email), label).toEqual([])
  return email
}

let seq = 0
const rowOf = (kind: NotificationRow['kind'], user: User, fields: Partial<NotificationRow> = {}): NotificationRow => ({
  id: ++seq,
  kind,
  user_id: user.id,
  notice_id: null,
  event_id: null,
  agenda_item_id: null,
  starts_at: null,
  changes: null,
  attempts: 1,
  delivery_key: `email-content-${uniqueTag()}`,
  ...fields,
})
/** The e-mails the outbox would send for these rows now, as the sender writes them (one batch, one context). */
async function compose(rows: NotificationRow[]): Promise<Email[]> {
  const context = await loadNotificationContext(payload, rows)
  return rows.map((row) => {
    const outcome = composeNotification(payload, row, context)
    if ('skip' in outcome) throw new Error(`${row.kind} ${row.notice_id ?? ''}: ${outcome.skip}`)
    return outcome.send.email
  })
}

const tag = uniqueTag()
const word = uniqueWord('mailcontent')
let recipients: Record<Language, User>
let owningOrg: Organization
let projects: Record<Level, Project>
let applicant: User
const applicationMessage = `Our plant runs the ${word} stack and we would like to help test it`
const description = (level: Level) => `The ${level} ${word} study measures grid telemetry latency in substations across three regions`

const member = async (firstName: string, data: Partial<User> = {}) => {
  const user = await createUser(payload, { email: `${firstName.toLowerCase()}-${uniqueTag()}@example.com`, firstName })
  return payload.update({ collection: 'users', id: user.id, data: { lastName: 'Example', ...data }, overrideAccess: true })
}
const storeNotice = (recipient: User, kind: NoticeKind, related: Partial<Notification> = {}) =>
  payload.create({
    collection: 'notifications',
    data: { recipient: recipient.id, kind, noticeKey: `email-content:${kind}:${uniqueTag()}`, ...related } as never,
    overrideAccess: true,
    depth: 0,
  })

beforeAll(async () => {
  payload = getPayload()
  owningOrg = await createDoc(payload, 'organizations', { name: `Mail Grid ${tag}`, type: 'industry', userEditable: false })
  const partnerOrg = await createDoc(payload, 'organizations', { name: `Mail Partner ${tag}`, type: 'industry', userEditable: false })
  recipients = {
    en: await member('Olga', { organization: owningOrg.id, language: 'en', agendaItemReminders: true }),
    de: await member('Oskar', { organization: owningOrg.id, language: 'de', agendaItemReminders: true }),
  }
  applicant = await member('Ada', { organization: owningOrg.id, lastName: 'Lovelace' })
  projects = {} as Record<Level, Project>
  for (const level of ['clear', 'green', ...RESTRICTED] as Level[]) {
    // The owner's organization becomes the project's owning organization (AMBER needs one).
    projects[level] = (await createDoc(payload, 'projects', {
      title: `${level} project ${word}`,
      description: plainTextToRichText(description(level)),
      type: 'Research',
      state: 'call_for_participation',
      startDate: '2031-01-01T00:00:00.000Z',
      owner: recipients.en.id,
      tlp: level,
      sharedWithOrganizations: level === 'amber' ? [partnerOrg.id] : [],
      sharedWithPeople: level === 'red' ? [recipients.en.id, recipients.de.id, applicant.id] : [],
    })) as Project
  }
})

describe('every e-mail the app sends, in English and German, has no holes', () => {
  test.each(LANGUAGES)('%s: sign-up, password, welcome, invitation and domain e-mails', (language) => {
    const site = siteUrl()
    rendered('verification.ts', verificationEmail(verifyUrl('a1b2c3'), language), 'verification')
    rendered('verification.ts', signUpAttemptEmail(`${site}/reset-password`, language), 'sign-up attempt')
    rendered('passwordReset.ts', passwordResetEmail(resetPasswordUrl('t0ken'), language), 'password reset')
    const welcome = rendered(
      'welcome.ts',
      welcomeEmail({ firstName: 'Ada', siteUrl: site, weeklyDigestUrl: weeklyDigestUrl(payload.secret, recipients.en.id) }, language),
      'welcome with the digest offer',
    )
    expect(welcome.text).toContain('Ada')
    rendered('welcome.ts', welcomeEmail({ firstName: ' ', siteUrl: site }, language), 'welcome without a name')
    const invited = rendered(
      'invitation.ts',
      invitationEmail(
        { inviterName: 'Ingrid Larsen', acceptUrl: `${site}/auth?invite=1&key=k`, expiresAt: new Date(inDays(14)) },
        language,
      ),
      'invitation',
    )
    expect(invited.subject).toContain('Ingrid Larsen')
    rendered(
      'invitation.ts',
      invitationEmail({ inviterName: null, acceptUrl: `${site}/auth?invite=1&key=k`, expiresAt: new Date(inDays(14)) }, language),
      'invitation without an inviter name',
    )
    rendered(
      'domainConfirmation.ts',
      domainConfirmationEmail(
        {
          organizationName: 'Alpine Water Works',
          domain: 'alpinewater.example',
          requestedBy: 'Nina Keller',
          confirmUrl: `${site}/organization-domains/confirm?key=k`,
          expiresAt: new Date(inDays(7)),
        },
        language,
      ),
      'domain confirmation',
    )
  })

  test.each(LANGUAGES)('%s: every security e-mail, with and without a browser name; no empty "Browser" line', (language) => {
    const notices: SecurityNotice[] = [
      { kind: 'password-changed' },
      { kind: 'passkey-added', passkeyName: 'YubiKey 5' },
      { kind: 'passkey-added', passkeyName: '  ' },
      { kind: 'authenticator-added' },
      { kind: 'admin-sign-in', method: 'password' },
      { kind: 'admin-sign-in', method: 'google' },
      { kind: 'admin-sign-in', method: 'passkey' },
    ]
    const t = translatorFor(language)
    const browserLabel = t('emails.security.browser', { device: 'X' }).split(':')[0]!
    // curl, a script, an empty header: Bowser names no browser ("" for curl), so there is no line.
    for (const userAgent of ['curl/8.4.0', 'Mozilla/5.0', '', null]) expect(deviceName(userAgent), String(userAgent)).toBeNull()
    const chrome = deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')
    expect(chrome).toBe('Chrome on Linux')
    for (const notice of notices) {
      for (const device of [chrome, deviceName('curl/8.4.0')]) {
        const email = rendered(
          'security.ts',
          securityEmail(notice, { language, at: new Date(), device, securityUrl: `${siteUrl()}/profile/security` }),
          `${notice.kind} (${device})`,
        )
        if (device) expect(email.text).toContain(`${browserLabel}: Chrome on Linux.`)
        else expect(email.text).not.toContain(`${browserLabel}:`)
      }
    }
  })

  test.each(LANGUAGES)('%s: reminders, a schedule change (old → new times) and the weekly digest, from the outbox', async (language) => {
    const user = recipients[language]
    const event = (await createDoc(payload, 'events', {
      title: `Substation summit ${word}`,
      date: morningIn(3),
      endDate: plusHours(morningIn(3), 8),
      location: 'Hall 3',
    })) as Event
    const session = await createAgendaItem(payload, event, { title: `Telemetry clinic ${word}`, room: 'B7', speakerName: 'Grace Hopper' })
    const bare = await createAgendaItem(payload, event, { title: `Open floor ${word}`, room: '', speakerName: '' })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user })
    await createDoc(payload, 'agenda-interests', { agendaItem: session.id }, { user })
    await createDoc(payload, 'agenda-interests', { agendaItem: bare.id }, { user })
    const moved = { start: plusHours(event.date, 1), end: plusHours(event.date, 2) }
    const changes: ScheduleChangeSummary[] = [
      {
        subject: `item:${session.id}`,
        title: session.title,
        titles: { en: session.title, de: session.title },
        changes: [
          { kind: 'time', before: { start: session.startTime, end: session.endTime }, after: moved },
          { kind: 'room', before: 'B7', after: null },
        ],
      },
      { subject: `item:${bare.id}`, title: bare.title, titles: { en: bare.title, de: bare.title }, changes: [{ kind: 'cancelled' }] },
      {
        subject: `event:${event.id}`,
        title: event.title,
        changes: [{ kind: 'dates', before: { start: event.date, end: event.endDate ?? null }, after: { start: morningIn(4), end: null } }],
      },
    ]
    await payload.update({ collection: 'users', id: user.id, data: { weeklyDigest: true }, overrideAccess: true })
    const [eventReminder, sessionReminder, bareReminder, scheduleChange, digest] = await compose([
      rowOf('event-reminder', user, { event_id: event.id, starts_at: event.date }),
      rowOf('agenda-item-reminder', user, { event_id: event.id, agenda_item_id: session.id, starts_at: session.startTime }),
      rowOf('agenda-item-reminder', user, { event_id: event.id, agenda_item_id: bare.id, starts_at: bare.startTime }),
      rowOf('schedule-change', user, { event_id: event.id, changes }),
      rowOf('weekly-digest', user, { starts_at: inDays(-7) }),
    ])
    rendered('eventReminder.ts', eventReminder!, 'event reminder')
    expect(eventReminder!.subject).toContain(event.title)
    rendered('agendaItemReminder.ts', sessionReminder!, 'session reminder')
    expect(sessionReminder!.text).toContain('B7')
    expect(sessionReminder!.text).toContain('Grace Hopper')
    rendered('agendaItemReminder.ts', bareReminder!, 'session reminder without room or speaker')
    rendered('scheduleChange.ts', scheduleChange!, 'schedule change')
    // Old → new, in the e-mail's language and Berlin time (the site's event time; members set no zone of their own).
    const t = translatorFor(language)
    expect(scheduleChange!.text).toContain(
      `${session.title}: ${t('emails.scheduleChange.time', { before: 'X', after: 'Y' }).split(':')[0]}`,
    )
    expect(scheduleChange!.text).toMatch(/\d\d:\d\d – \d\d:\d\d → .*\d\d:\d\d – \d\d:\d\d/)
    expect(scheduleChange!.text).toContain(`${bare.title}: ${t('emails.scheduleChange.cancelled')}`)
    rendered('weeklyDigest.ts', digest!, 'weekly digest')
  })

  test.each(LANGUAGES)('%s: every kind of notice e-mailed at once says what happened', async (language) => {
    const user = recipients[language]
    const sender = await member('Tom', { lastName: 'Dir' })
    const application = await createDoc(payload, 'project-applications', {
      project: projects.green.id,
      user: (await member('Lin')).id,
      message: applicationMessage,
    })
    const contactRequest = await createDoc(payload, 'contact-requests', {
      sender: sender.id,
      recipient: user.id,
      message: `Shall we compare notes on ${word}?`,
    })
    const invitee = await member('Jonas', { lastName: 'Becker' })
    const invitation = await createDoc(payload, 'invitations', { email: invitee.email, invitedBy: user.id })
    const mentioning = await createDoc(payload, 'discussion-posts', {
      project: projects.clear.id,
      author: sender.id,
      // Waiting: the hook tells nobody (this test writes its own notice), so no e-mail is queued.
      status: 'waiting',
      body: `What do you think about ${word}, @[${user.firstName} Example]?`,
    })
    const related: Record<NoticeKind, Partial<Notification>> = {
      'application-received': { project: projects.green.id, application: application.id, actor: applicant.id },
      'application-approved': { project: projects.clear.id },
      'application-rejected': { project: projects.green.id },
      'invitation-accepted': { invitation: invitation.id, actor: invitee.id },
      'contact-request': { contactRequest: contactRequest.id, actor: sender.id },
      'contact-accepted': { contactRequest: contactRequest.id, actor: sender.id },
      'membership-requested': { actor: applicant.id },
      'membership-approved': {},
      'membership-declined': {},
      'discussion-mention': { discussionPost: mentioning.id, project: projects.clear.id, actor: sender.id },
      // Not e-mailed at once: the schedule-change alert and the digest tell of these.
      'schedule-changed': {},
      'new-event': {},
      'new-document': {},
      'document-updated': {},
      // A moderator's warning stays in the site (the inbox).
      'discussion-warning': {},
    }
    const emailed = NOTICE_KINDS.filter((kind) => noticeEmailTopic(kind) !== null)
    const notices = await Promise.all(emailed.map((kind) => storeNotice(user, kind, related[kind])))
    const emails = await compose(notices.map((notice) => rowOf('notice', user, { notice_id: notice.id })))
    const byKind = Object.fromEntries(emailed.map((kind, index) => [kind, emails[index]!])) as Record<NoticeKind, Email>
    const t = translatorFor(language)
    for (const kind of emailed) {
      const email = rendered('notice.ts', byKind[kind], kind)
      expect(email.subject, kind).not.toBe(t('emails.notice.withheld.subject'))
      // The contentless teaser line is for restricted material only.
      expect(email.text, kind).not.toContain(t('emails.notice.greeting', { hello: '' }).slice(2))
      expect(email.text, kind).toContain(`${siteUrl()}${language === 'de' ? '/de' : ''}/notifications/`)
    }
    expect(byKind['application-received'].subject).toContain(`Ada Lovelace`)
    expect(byKind['application-received'].subject).toContain(projects.green.title)
    expect(byKind['application-received'].text).toContain(applicationMessage)
    expect(byKind['application-approved'].subject).toContain(projects.clear.title)
    expect(byKind['application-approved'].text).toContain(description('clear'))
    expect(byKind['application-rejected'].text).toContain(description('green'))
    expect(byKind['contact-request'].subject).toContain('Tom Dir')
    expect(byKind['contact-request'].text).toContain(`Shall we compare notes on ${word}?`)
    expect(allOf(byKind['contact-request'])).not.toContain(sender.email)
    expect(byKind['contact-accepted'].subject).toContain('Tom Dir')
    expect(byKind['membership-requested'].subject).toContain('Ada Lovelace')
    expect(byKind['invitation-accepted'].subject).toContain('Jonas Becker')
    expect(allOf(byKind['invitation-accepted'])).not.toContain(invitee.email)
    // A mention names who and where, and quotes the post with its mention as a name.
    expect(byKind['discussion-mention'].subject).toContain('Tom Dir')
    expect(byKind['discussion-mention'].subject).toContain(projects.clear.title)
    expect(byKind['discussion-mention'].text).toContain(`What do you think about ${word}, @${user.firstName} Example?`)
  })

  test('the tests rendered every template of src/emails and every kind the outbox sends', () => {
    const helpers = ['layout.ts', 'greeting.ts', 'recipient.ts']
    const templates = fs.readdirSync(path.join(process.cwd(), 'src/emails')).filter((file) => !helpers.includes(file))
    expect([...renderedTemplates].sort()).toEqual(templates.sort())
    // The outbox's kinds, all composed above (a new kind must join this file).
    expect([...NOTIFICATION_KINDS].sort()).toEqual(['agenda-item-reminder', 'event-reminder', 'notice', 'schedule-change', 'weekly-digest'])
  })
})

describe('what a notice e-mail may say of labelled material', () => {
  test.each(LANGUAGES)(
    '%s: CLEAR and GREEN carry the title and the excerpt; AMBER, AMBER+STRICT and RED neither, as today',
    async (language) => {
      const user = recipients[language]
      const t = translatorFor(language)
      const levels: Level[] = ['clear', 'green', ...RESTRICTED]
      const decisions = await Promise.all(levels.map((level) => storeNotice(user, 'application-approved', { project: projects[level].id })))
      const received = await Promise.all(
        levels.map(async (level) => {
          const application = await createDoc(payload, 'project-applications', {
            project: projects[level].id,
            user: (await member('Lin')).id,
            message: `${applicationMessage} (${level})`,
          })
          return storeNotice(user, 'application-received', {
            project: projects[level].id,
            application: application.id,
            actor: applicant.id,
          })
        }),
      )
      const emails = await compose([...decisions, ...received].map((notice) => rowOf('notice', user, { notice_id: notice.id })))
      levels.forEach((level, index) => {
        const decision = rendered('notice.ts', emails[index]!, `decision on ${level}`)
        const application = rendered('notice.ts', emails[levels.length + index]!, `application to ${level}`)
        for (const email of [decision, application]) {
          if (RESTRICTED.includes(level)) {
            expect(allOf(email), level).not.toContain(projects[level].title)
            expect(allOf(email), level).not.toContain(word)
            expect(allOf(email), level).not.toContain('Ada Lovelace')
            expect(email.subject, level).toBe(t('emails.notice.withheld.subject'))
            expect(email.text, level).toContain(
              t('emails.notice.greeting', { hello: t('emails.hello', { named: 'yes', firstName: user.firstName ?? '' }) }),
            )
            expect(email.text, level).toContain(t('emails.notice.withheld.reason'))
          } else {
            expect(email.subject, level).toContain(projects[level].title)
          }
          // Either way: the link that opens the notice, and the one that stops these e-mails.
          expect(email.text, level).toContain('/notifications/')
          expect(email.text, level).toContain(`${t('emails.notice.unsubscribe')}: `)
        }
        if (!RESTRICTED.includes(level)) {
          expect(decision.text, level).toContain(description(level))
          expect(application.text, level).toContain(`${applicationMessage} (${level})`)
        }
      })
    },
  )

  test("the weekly digest lists a restricted notice without its title, a CLEAR one's with it", async () => {
    const reader = await member('Ida', {
      language: 'de',
      weeklyDigest: true,
      noticeEmails: { applicationDecisions: 'digest', newApplications: 'digest', acceptedInvitations: 'digest', contactRequests: 'digest' },
    })
    await storeNotice(reader, 'application-approved', { project: projects.clear.id })
    await storeNotice(reader, 'application-approved', { project: projects.amber.id })
    const [digest] = await compose([rowOf('weekly-digest', reader, { starts_at: inDays(-7) })])
    rendered('weeklyDigest.ts', digest!, 'digest with notices')
    expect(digest!.text).toContain(projects.clear.title)
    expect(allOf(digest!)).not.toContain(projects.amber.title)
    expect(digest!.text).toContain(translatorFor('de')('emails.notice.withheld.item'))
  })

  test.each(LANGUAGES)(
    '%s: the weekly digest lists followed discussions, a CLEAR one by its title, an AMBER one without',
    async (language) => {
      const reader = await member('Vera', { organization: owningOrg.id, language, weeklyDigest: true })
      for (const level of ['clear', 'amber'] as const) {
        await createDoc(payload, 'discussion-subscriptions', { member: reader.id, itemKind: 'project', itemId: projects[level].id })
        for (const n of [1, 2])
          await createDoc(payload, 'discussion-posts', {
            project: projects[level].id,
            author: applicant.id,
            status: 'published',
            body: `Post ${n} ${word}`,
          })
      }
      // Both languages' runs post in the same two threads: the count is all of them (published).
      const postsIn = async (level: Level) =>
        (
          await payload.count({
            collection: 'discussion-posts',
            where: { project: { equals: projects[level].id }, status: { equals: 'published' } },
            overrideAccess: true,
          })
        ).totalDocs
      const [digest] = await compose([rowOf('weekly-digest', reader, { starts_at: inDays(-7) })])
      rendered('weeklyDigest.ts', digest!, `${language} digest with followed discussions`)
      const t = translatorFor(language)
      expect(digest!.text).toContain(t('emails.digest.followed'))
      expect(digest!.text).toContain(t('emails.digest.followedThread', { title: projects.clear.title, count: await postsIn('clear') }))
      expect(digest!.text).toContain(t('emails.digest.followedWithheld', { count: await postsIn('amber') }))
      expect(allOf(digest!)).not.toContain(projects.amber.title)
      expect(allOf(digest!)).not.toContain(`Post 1 ${word}`)
    },
  )

  test('an application to an AMBER project reaches its owner through SMTP without title or message, with its one-click unsubscribe', async () => {
    const owner = await member('Petra', { organization: owningOrg.id })
    const project = (await createDoc(payload, 'projects', {
      title: `Amber mail project ${word}`,
      type: 'Research',
      state: 'call_for_participation',
      startDate: '2031-01-01T00:00:00.000Z',
      owner: owner.id,
      tlp: 'amber',
    })) as Project
    const colleague = await member('Mia', { organization: owningOrg.id })
    await applyToProject({ payload, user: colleague }, { projectId: project.id, message: `Secret plant ${word} details` })
    await runNotificationJob(payload)
    const [mail] = await waitForMail(owner.email, 1)
    expect(mail!.subject).toBe('News for you in the IT/OT Community')
    expect(mail!.text).not.toContain(project.title)
    expect(mail!.text).not.toContain(word)
    expect(mail!.text).toContain('TLP:AMBER or above')
    expect(mail!.text).toMatch(/Open it in the community: http:\/\/localhost:3000\/notifications\/\d+/)
    expect(mail!.text).toMatch(/Stop these e-mails: http:\/\/localhost:3000\/unsubscribe\?token=/)
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=/m)
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
  })
})

describe('names, not addresses', () => {
  const noticeTo = async (user: User, invitationId: number) =>
    (
      await payload.find({
        collection: 'notifications',
        where: { and: [{ recipient: { equals: user.id } }, { invitation: { equals: invitationId } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!

  test.each(LANGUAGES)(
    '%s: an accepted invitation names the invitee; by the address only when nobody of that address has a name',
    async (language) => {
      const inviter = await member('Ines', { language })
      // Accepted by completing the profile: the notice names who accepted.
      const jonas = await member('Jonas', { lastName: 'Becker' })
      const accepted = await createDoc(payload, 'invitations', { email: jonas.email, invitedBy: inviter.id })
      await acceptInvitation(payload, accepted, jonas)
      // A notice stored before notices named the invitee (the demo data's): the account of its address names them.
      const lena = await member('Lena', { lastName: 'Fischer' })
      const older = await createDoc(payload, 'invitations', { email: lena.email, invitedBy: inviter.id })
      const olderNotice = await storeNotice(inviter, 'invitation-accepted', { invitation: older.id })
      // Nobody of that address: the address the inviter typed is all there is.
      const stranger = `no-account-${uniqueTag()}@example.org`
      const unknown = await createDoc(payload, 'invitations', { email: stranger, invitedBy: inviter.id })
      const unknownNotice = await storeNotice(inviter, 'invitation-accepted', { invitation: unknown.id })

      const [toJonas, toLena, toStranger] = await compose(
        [await noticeTo(inviter, accepted.id), olderNotice, unknownNotice].map((notice) =>
          rowOf('notice', inviter, { notice_id: notice.id }),
        ),
      )
      expect((await noticeTo(inviter, accepted.id)).actor).toBe(jonas.id)
      rendered('notice.ts', toJonas!, 'invitation accepted')
      expect(toJonas!.subject).toMatch(/^Jonas Becker /)
      expect(allOf(toJonas!)).not.toContain(jonas.email)
      expect(toLena!.subject).toMatch(/^Lena Fischer /)
      expect(allOf(toLena!)).not.toContain(lena.email)
      expect(toStranger!.subject).toContain(stranger)
    },
  )

  test('the sign-in alert of a client without a browser name, through SMTP, has no "Browser" line in either language', async () => {
    for (const language of LANGUAGES) {
      const admin = await member('Root', { language })
      await sendSecurityEmail(payload, admin, { kind: 'admin-sign-in', method: 'password', userAgent: 'curl/8.4.0' })
      const [mail] = await waitForMail(admin.email, 1)
      const t = translatorFor(language)
      expect(mail!.subject).toBe(t('emails.security.adminSignIn.subject'))
      expect(mail!.text).toContain(t('emails.security.when', { at: 'X' }).split(':')[0]!)
      expect(mail!.text).not.toContain('Browser:')
      expect(mail!.text).not.toMatch(/:[ \t]*\.(\s|$)/)
    }
  })
})
