/**
 * The authorization matrix's part over real HTTP against the built app: what only HTTP proves.
 * File downloads (the page routes and each /api file route), pages, the server actions as the
 * pages call them, the TLP labels' pages, search, downloads, feed, inbox and digest, and one
 * request per API route and method ("API over HTTP": Next's routing, body limits and header
 * handling). The API's sections (REST, GraphQL, custom endpoints, drafts, fields, Payload's
 * collections, globals, TLP reads) run in process: tests/authorization/apiMatrix.test.ts. Both build
 * their rows from tests/policies and tests/authorization/matrix; this one writes its part of
 * docs/authorization-matrix.md and fails on any cell that differs from its rule.
 */
import { expect, test } from '@playwright/test'
import crypto from 'node:crypto'

import type { ActionResult } from '../../../src/lib/shared/actions/actionResult'
import { apiSections } from '../../authorization/matrix/apiRows'
import {
  type CellResult,
  type MatrixRow,
  type Outcome,
  type Row,
  allowed,
  denied,
  describeCell,
  isMismatch,
  runRows,
} from '../../authorization/matrix/cells'
import { type MatrixContext, judge, matrixContext } from '../../authorization/matrix/context'
import { writeMatrixPart } from '../../authorization/matrix/document'
import { TLP_READ, type TlpFixtures, type TlpLevel, membersOnly, only, tlpFixtures, tlpRows } from '../../authorization/matrix/tlp'
import { endpointAccessOf, policyOf } from '../../policies'
import { type HttpActor, type HttpActors, type SetupApi, createActors, organizationOf, setupApi } from '../http/actors'
import { SERVER_ACTIONS } from '../http/memberSiteActions'
import { type ActionReference, callServerAction } from '../http/serverActions'
import { appDatabase } from '../support/appDatabase'
import { useAppServer } from '../support/appServer'

// Hundreds of cells per surface: each test gets more than the default three minutes on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 })

// The outbox collections (outgoing e-mails, schedule changes) are written only by the server's own
// hooks and jobs: their test rows are inserted in SQL.
const database = appDatabase()
// The matrix asks who may read, not how many at once: its downloads (dozens in parallel) wait in
// queues long enough for all of them instead of meeting the pool's or the admission's 503 (their
// own tests: tests/infrastructure/workerLimits.test.ts). Its own server for these limits.
const server = useAppServer(async () => ({ ...(await database).env, CHILD_PROCESS_QUEUE: '500', DOWNLOAD_QUEUE: '500' }))
let api: SetupApi
let actors: HttpActors
let ctx: MatrixContext
let tlp: TlpFixtures
const tag = crypto.randomBytes(3).toString('hex')
const results: CellResult[] = []
/** A row of this runner: its tries get the actor's Playwright request (server actions need it). */
type HttpRow = MatrixRow<HttpActor>

const next = () => ctx.next()
const member = () => ctx.member()
const storeRow: MatrixContext['storeRow'] = (...args) => ctx.storeRow(...args)
const storedRow: MatrixContext['storedRow'] = (...args) => ctx.storedRow(...args)
const shared = () => ctx.shared

/**
 * A labelled copy is made in a child process per download: the matrix asks for many at once, on a
 * CI machine that runs other test files beside it (a CI run saw 15 s pass).
 */
const LABELLING_TIMEOUT_MS = 60_000

/** A file answer: 200 with the bytes; a visitor is sent to /auth (303) or refused (403). */
const downloadOutcome = async (response: {
  status: () => number
  headers: () => Record<string, string>
  body: () => Promise<Buffer>
  text: () => Promise<string>
}) => {
  const status = response.status()
  if (status === 200) {
    expect((await response.body()).length, 'the file has content').toBeGreaterThan(0)
    return allowed(200)
  }
  if (status === 303 || status === 307) {
    expect(response.headers().location, 'sent to sign in').toContain('/auth')
    return denied(status, 'sent to /auth')
  }
  return judge(status, 200, 'download', () => response.text())
}

const downloadRows = (): HttpRow[] => [
  {
    surface: 'File downloads',
    subject: 'documents',
    operation: 'GET /documents/{id}/download',
    rules: '-++++++',
    attempt: async ({ request, user }) => {
      const before = user
        ? await api.count('document-downloads', { '[user][equals]': String(user.id), '[document][equals]': String(shared().document.id) })
        : 0
      const outcome = await downloadOutcome(await request.get(`/documents/${shared().document.id}/download`, { maxRedirects: 0 }))
      // Spec 7: a member's download is recorded.
      if (user)
        expect(
          await api.count('document-downloads', { '[user][equals]': String(user.id), '[document][equals]': String(shared().document.id) }),
        ).toBe(before + (outcome.allowed ? 1 : 0))
      return outcome
    },
  },
  {
    surface: 'File downloads',
    subject: 'documents',
    operation: 'GET /api/documents/file/{filename}',
    rules: endpointAccessOf('documents', 'GET /api/documents/file/{filename}'),
    attempt: async ({ request }) =>
      downloadOutcome(await request.get(`/api/documents/file/${shared().document.filename}`, { maxRedirects: 0 })),
  },
  {
    surface: 'File downloads',
    subject: 'project-documents',
    operation: 'GET /projects/{id}/documents/{documentId}/download',
    rules: '-++++++',
    attempt: async ({ request }) =>
      downloadOutcome(
        await request.get(`/projects/${shared().projectOfDocument.id}/documents/${shared().projectDocument.id}/download`, {
          maxRedirects: 0,
        }),
      ),
  },
  {
    surface: 'File downloads',
    subject: 'project-documents',
    operation: 'GET /api/project-documents/file/{filename}',
    rules: endpointAccessOf('project-documents', 'GET /api/project-documents/file/{filename}'),
    attempt: async ({ request }) =>
      downloadOutcome(await request.get(`/api/project-documents/file/${shared().projectDocument.filename}`, { maxRedirects: 0 })),
  },
  {
    surface: 'File downloads',
    subject: 'media',
    operation: 'GET /api/media/file/{filename}',
    rules: endpointAccessOf('media', 'GET /api/media/file/{filename}'),
    attempt: async ({ request }) => downloadOutcome(await request.get(`/api/media/file/${shared().media.filename}`, { maxRedirects: 0 })),
  },
  {
    surface: 'File downloads',
    subject: 'events',
    operation: 'GET /events/{id}/share-image (link previews: the picture of a published event, for everyone)',
    rules: '+++++++',
    attempt: async ({ request }) => {
      const response = await request.get(`/events/${shared().event.id}/share-image?v=1`, { maxRedirects: 0 })
      if (response.status() !== 302) throw new Error(`/events/{id}/share-image answered ${response.status()}`)
      expect(response.headers().location).toMatch(/\/api\/media\/file\/event-\d+-share-[0-9a-f]{16}(-\d+)?\.png$/)
      return allowed(302)
    },
  },
]

/** A page: denied when it redirects to /auth or shows its sign-in text, allowed when it shows what it is for. */
const page =
  (path: () => string, shows: (actor: HttpActor) => string, refusal: string | null) =>
  async (actor: HttpActor): Promise<Outcome> => {
    const response = await actor.request.get(path(), { maxRedirects: 0 })
    const status = response.status()
    if (status === 307 || status === 303) {
      expect(response.headers().location).toContain('/auth')
      return denied(status, 'sent to /auth')
    }
    const html = await response.text()
    if (refusal && html.includes(refusal)) return denied(status, 'sign-in text')
    if (status === 200 && html.includes(shows(actor))) return allowed(200)
    throw new Error(`${path()}: ${status} without the expected content`)
  }

const pageRows = (): HttpRow[] => [
  {
    surface: 'Pages',
    subject: 'language',
    operation: 'POST /language (the switcher: the cookie, and a member’s own profile)',
    rules: '+++++++',
    attempt: async (actor) => {
      const response = await actor.request.post('/language', { multipart: { language: 'de', path: '/events' }, maxRedirects: 0 })
      if (response.status() !== 303) throw new Error(`POST /language: ${response.status()} ${await response.text()}`)
      // The Location is relative (src/lib/shared/redirects): read against any base.
      expect(new URL(response.headers().location!, 'http://site.invalid').pathname).toBe('/de/events')
      expect(response.headers()['set-cookie']).toContain('site-language=de')
      if (actor.user) {
        expect((await api.find('users', actor.user.id))?.language).toBe('de')
        await api.update('users', actor.user.id, { language: null })
      }
      return allowed(303)
    },
  },
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile',
    rules: '-++++++',
    attempt: page(
      () => '/profile',
      (actor) => actor.user!.email as string,
      'Please sign in to view your profile',
    ),
  },
  // The profile's other tabs (issue 49, item 6): each its own page, the member's own only.
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile/organization (the Organization tab)',
    rules: '-++++++',
    attempt: page(
      () => '/profile/organization',
      () => 'Organization name',
      'Please sign in to view your profile',
    ),
  },
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile/directory (the People directory tab)',
    rules: '-++++++',
    attempt: page(
      () => '/profile/directory',
      () => 'List me in the people directory',
      'Please sign in to view your profile',
    ),
  },
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile/notifications (the Notifications and calendar tab)',
    rules: '-++++++',
    attempt: page(
      () => '/profile/notifications',
      () => 'E-mail notifications',
      'Please sign in to view your profile',
    ),
  },
  {
    surface: 'Pages',
    subject: 'profile',
    operation: 'GET /profile/security (the Security and data tab: the account deletion of the member signed in)',
    rules: '-++++++',
    attempt: page(
      () => '/profile/security',
      (actor) => actor.user!.email as string,
      'Please sign in to view your profile',
    ),
  },
  {
    surface: 'Pages',
    subject: 'search',
    operation: 'GET /search (the site-wide search: public metadata, for everyone)',
    rules: '+++++++',
    attempt: page(
      () => '/search?q=cobalt',
      () => 'Zero Trust for Industrial Control Systems',
      null,
    ),
  },
  {
    surface: 'Pages',
    subject: 'search',
    operation: 'GET /search finding words inside a document’s file (signed-in members only)',
    rules: '-++++++',
    attempt: async (actor) => {
      // 'bottling' is only inside the seeded Zero Trust PDF (src/seed/documents.ts), read at seeding.
      const response = await actor.request.get('/search?q=bottling', { maxRedirects: 0 })
      const html = await response.text()
      if (response.status() !== 200 || !html.includes('role="status"')) throw new Error(`/search: ${response.status()}`)
      return html.includes('Zero Trust for Industrial Control Systems') ? allowed(200) : denied(200, 'not found')
    },
  },
  {
    surface: 'Pages',
    subject: 'directory-profiles',
    // Issue 50, item 3: the discussion composer's @mention suggestions, read as the member (the
    // directory's own access): any signed-in member finds a listed one; visitors 401.
    operation: 'the mention suggestions (GET /api/discussions/mention-suggestions?q=…)',
    rules: '-++++++',
    attempt: async ({ request }) => {
      const word = next()
      const user = await api.create('users', {
        email: `mentionable-${word}@matrix.test`,
        password: 'test-password',
        firstName: 'Mentionable',
      })
      await storeRow('directory-profiles', { member: user.id, name: `Mentionable ${word}` })
      const response = await request.get(`/api/discussions/mention-suggestions?q=${encodeURIComponent(word)}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      })
      if (response.status() === 401) return denied(401, (await response.json()).message)
      if (response.status() !== 200) throw new Error(`mention suggestions: ${response.status()}`)
      const { suggestions } = (await response.json()) as { suggestions: { name: string }[] }
      return suggestions.some((suggestion) => suggestion.name === `Mentionable ${word}`) ? allowed(200) : denied(200, 'not suggested')
    },
  },
  {
    surface: 'Pages',
    subject: 'notifications',
    operation: 'GET /notifications',
    rules: '-++++++',
    attempt: page(
      () => '/notifications',
      () => 'What happened for you',
      'Please sign in to see your notifications',
    ),
  },
  {
    surface: 'Pages',
    subject: 'notifications',
    operation: "GET /notifications/{id} (opens the member's notice, marking it read)",
    rules: '-+-----',
    attempt: async (actor) => {
      const notice = await storeRow('notifications', { recipient: member().id, kind: 'application-approved', noticeKey: `open-${next()}` })
      const response = await actor.request.get(`/notifications/${notice.id}`, { maxRedirects: 0 })
      const [row] = await (
        await database
      ).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [notice.id])
      const location = response.headers().location ?? ''
      const opened = response.status() === 307 && !location.startsWith('/auth')
      expect(row!.read, 'read exactly when opened by its recipient').toBe(opened)
      expect(opened, 'only its recipient opens it').toBe(actor.name === 'member')
      if (opened) return allowed(response.status())
      // The notice's id stays out of the written matrix, which would otherwise change with every run.
      const signIn = location.replace(encodeURIComponent(`/${notice.id}`), encodeURIComponent('/{id}'))
      return denied(response.status(), response.status() === 307 ? `sent to ${signIn}` : `${response.status()} page`)
    },
  },
  {
    surface: 'Pages',
    subject: 'invitations',
    operation: 'GET /invitations',
    rules: '-++++++',
    attempt: page(
      () => '/invitations',
      () => 'Invite experts',
      'Please sign in to manage invitations',
    ),
  },
  {
    surface: 'Pages',
    subject: 'projects',
    operation: 'GET /projects/{id}',
    rules: '-++++++',
    attempt: page(
      () => `/projects/${shared().projectOfDocument.id}`,
      () => 'Project Documents',
      'Sign in to view this project',
    ),
  },
  {
    surface: 'Pages',
    subject: 'admin',
    operation: 'GET /admin/dashboard',
    rules: '----++-',
    // Every admin screen's title ends in the admin's suffix; others never get past the redirect.
    attempt: page(
      () => '/admin/dashboard',
      () => 'IT/OT Community Admin',
      null,
    ),
  },
  {
    surface: 'Pages',
    subject: 'admin',
    // Issue 50: the discussions' moderation queue, a custom view that checks the role itself.
    operation: 'GET /admin/moderation',
    rules: '----++-',
    attempt: page(
      () => '/admin/moderation',
      () => 'IT/OT Community Admin',
      null,
    ),
  },
  {
    surface: 'Pages',
    subject: 'admin',
    operation: 'GET /admin/collections/users',
    rules: '----++-',
    attempt: page(
      () => '/admin/collections/users',
      () => 'IT/OT Community Admin',
      null,
    ),
  },
]

type Refusable = Partial<ActionResult>

/**
 * A server action's answer: HTTP 200 with the action's own result, which says ok or names the
 * refusal (an action cannot answer 4xx itself); the database then says whether anything changed.
 */
async function actionOutcome(
  actor: HttpActor,
  reference: ActionReference,
  args: unknown[],
  written: () => Promise<boolean>,
): Promise<Outcome> {
  const answer = await callServerAction(actor.request, reference, args)
  if (answer.status >= 400 || answer.failed) throw new Error(`${reference.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
  const result = answer.result as Refusable | unknown[]
  // A refusal is a result that is not ok and names the problem (the page shows it as a toast).
  const refused = Array.isArray(result) ? result.length === 0 : result?.ok !== true && Boolean(result?.title || result?.description)
  const wrote = await written()
  expect(wrote, `${reference.name} as ${actor.name}: wrote exactly when it answered ok`).toBe(!refused)
  const message = Array.isArray(result) ? 'empty list' : [result?.title, result?.description].filter(Boolean).join(': ')
  return refused ? denied(answer.status, `"${message}"`) : allowed(answer.status)
}

/**
 * Removals that answer a second click as done (a passkey or session gone already, or never the
 * actor's): the outcome is what the database says, and the answer is never an error.
 */
async function effectOutcome(
  actor: HttpActor,
  reference: ActionReference,
  args: unknown[],
  done: () => Promise<boolean>,
): Promise<Outcome> {
  const answer = await callServerAction(actor.request, reference, args)
  if (answer.status >= 400 || answer.failed) throw new Error(`${reference.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
  const result = answer.result as Refusable
  return (await done())
    ? allowed(answer.status)
    : denied(answer.status, result?.ok ? 'answered done, nothing changed' : `"${result?.description ?? result?.title}"`)
}

/** A passkey of the member's, stored as registration stores one (nobody creates one through the API). */
const memberPasskey = () =>
  storeRow('passkeys', { user: member().id, name: `Laptop ${next()}`, credentialId: `credential-${next()}`, publicKey: 'cHVibGlj' })

const countOf = (collection: string, where: Record<string, string>) => api.count(collection, where)
/** A fresh account listed in the people directory (a row of its own, as the users' hook writes it). */
async function listedAccount(): Promise<Row> {
  const user = await api.create('users', { email: `listed-${next()}@matrix.test`, password: 'test-password', firstName: 'Listed' })
  await storeRow('directory-profiles', { member: user.id, name: `Listed ${next()}` })
  return user
}

/** The organization's sector each try sets, in turn. */
let sectorTurn = 0

const actionRows = (): HttpRow[] => [
  {
    surface: 'Server actions',
    subject: 'markNotificationRead',
    operation: "mark the member's notice read",
    rules: '-+-----',
    attempt: async (actor) => {
      const notice = await storeRow('notifications', { recipient: member().id, kind: 'application-approved', noticeKey: `read-${next()}` })
      return actionOutcome(actor, SERVER_ACTIONS.markNoticeRead, [null, { form: { id: String(notice.id) } }], async () => {
        const [row] = await (
          await database
        ).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [notice.id])
        return row!.read
      })
    },
  },
  {
    surface: 'Server actions',
    subject: 'markAllNotificationsRead',
    operation: "mark all read (the actor's own notices only)",
    rules: '-++++++',
    attempt: async (actor) => {
      const others = await storeRow('notifications', {
        recipient: member().id,
        kind: 'application-approved',
        noticeKey: `others-${next()}`,
      })
      const own = actor.user
        ? await storeRow('notifications', { recipient: actor.user.id, kind: 'application-rejected', noticeKey: `own-${next()}` })
        : null
      const readOf = async (id: number) =>
        (await (await database).query<{ read: boolean }>('SELECT read_at IS NOT NULL AS read FROM notifications WHERE id = $1', [id]))[0]
      const outcome = await actionOutcome(actor, SERVER_ACTIONS.markAllNoticesRead, [null, { form: {} }], async () =>
        own ? Boolean((await readOf(own.id))?.read) : false,
      )
      // Whoever marks all read, another member's notice stays unread.
      if (actor.name !== 'member') expect((await readOf(others.id))?.read).toBe(false)
      return outcome
    },
  },
  {
    surface: 'Server actions',
    subject: 'setEventDateSaved',
    operation: 'save a date (own row)',
    rules: '-++++++',
    attempt: async (actor) => {
      const event = await ctx.fixtures.event()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.saveDate,
        [event.id, true],
        async () => (await countOf('saved-event-dates', { '[event][equals]': String(event.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'setEventDateSaved',
    operation: "remove the member's saved date",
    rules: '-+-----',
    attempt: async (actor) => {
      const event = await ctx.fixtures.event()
      await api.create('saved-event-dates', { event: event.id, user: member().id })
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.saveDate, [event.id, false])
      const left = await countOf('saved-event-dates', { '[event][equals]': String(event.id), '[user][equals]': String(member().id) })
      const result = answer.result as Refusable
      if (left === 0) return allowed(answer.status)
      return denied(answer.status, result?.ok ? "answered ok; the member's row stays" : `"${result?.description}"`)
    },
  },
  {
    surface: 'Server actions',
    subject: 'setAgendaInterest',
    operation: 'mark interest (own row)',
    rules: '-++++++',
    attempt: async (actor) => {
      const item = await ctx.fixtures.agendaItem()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.agendaInterest,
        [item.id, true],
        async () => (await countOf('agenda-interests', { '[agendaItem][equals]': String(item.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'setAgendaInterest',
    operation: "remove the member's interest",
    rules: '-+-----',
    attempt: async (actor) => {
      const item = await ctx.fixtures.agendaItem()
      await api.create('agenda-interests', { agendaItem: item.id, user: member().id })
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.agendaInterest, [item.id, false])
      const left = await countOf('agenda-interests', { '[agendaItem][equals]': String(item.id), '[user][equals]': String(member().id) })
      const result = answer.result as Refusable
      if (left === 0) return allowed(answer.status)
      return denied(answer.status, result?.ok ? "answered ok; the member's row stays" : `"${result?.description}"`)
    },
  },
  {
    surface: 'Server actions',
    subject: 'applyToProject',
    operation: 'apply to a project in call for participation',
    rules: '-++++++',
    attempt: async (actor) => {
      const project = await ctx.fixtures.project()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.apply,
        [project.id, 'Count me in'],
        async () => (await countOf('project-applications', { '[project][equals]': String(project.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'submitSurvey',
    operation: 'answer a sign-in survey',
    rules: '-++++++',
    attempt: async (actor) => {
      const survey = await ctx.fixtures.survey()
      const question = await ctx.fixtures.question(survey.id)
      return actionOutcome(
        actor,
        SERVER_ACTIONS.survey,
        [survey.id, { [question.id]: 'An answer' }],
        async () => (await countOf('survey-responses', { '[survey][equals]': String(survey.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'inviteExpertAction',
    operation: 'invite an expert',
    rules: '-++++++',
    attempt: async (actor) => {
      const email = `expert-${next()}@http.test`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.invite,
        [{}, { form: { email } }],
        async () => (await countOf('invitations', { '[email][equals]': email })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateProfile',
    operation: 'update own profile',
    rules: '-++++++',
    attempt: async (actor) => {
      const jobRole = `Role ${next()}`
      const form = { firstName: actor.name, lastName: 'Tester', jobRole, workingIn: 'OT' }
      return actionOutcome(
        actor,
        SERVER_ACTIONS.profile,
        [null, { form }],
        async () => (await countOf('users', { '[jobRole][equals]': jobRole })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateReminderSettings',
    operation: 'change own e-mail settings (reminders, alerts, notices by e-mail)',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own choice flips; a visitor has none to change.
      const before = actor.user
        ? ((await api.find('users', actor.user.id))?.noticeEmails as { newApplications?: string } | undefined)
        : undefined
      const choice = before?.newApplications === 'site' ? 'email' : 'site'
      const form = {
        eventReminders: 'on',
        weeklyDigest: 'on',
        applicationDecisions: 'email',
        newApplications: choice,
        acceptedInvitations: 'digest',
      }
      return actionOutcome(actor, SERVER_ACTIONS.emailSettings, [null, { form }], async () =>
        actor.user
          ? ((await api.find('users', actor.user.id))?.noticeEmails as { newApplications?: string } | undefined)?.newApplications === choice
          : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'updateDirectorySettings',
    operation: 'join or leave the people directory, choose what it shows',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own listing flips; a visitor has none.
      const listedNow = actor.user ? (await countOf('directory-profiles', { '[member][equals]': String(actor.user.id) })) === 1 : false
      const form: Record<string, string> = { showJobRole: 'on', showSector: 'on' }
      if (!listedNow) form.listed = 'on'
      return actionOutcome(actor, SERVER_ACTIONS.directorySettings, [null, { form }], async () =>
        actor.user ? (await countOf('directory-profiles', { '[member][equals]': String(actor.user.id) })) === (listedNow ? 0 : 1) : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'sendContactRequestAction',
    operation: 'send a contact request to a member of the directory',
    rules: '-++++++',
    attempt: async (actor) => {
      const recipient = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.sendContactRequest,
        [null, { form: { memberId: String(recipient.id), name: 'Listed', message: 'Shall we talk?' } }],
        async () => (await countOf('contact-requests', { '[recipient][equals]': String(recipient.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'answerContactRequestAction',
    operation: 'accept a contact request to the member (its recipient only)',
    rules: '-+-----',
    attempt: async (actor) => {
      // From a fresh account: requests made for the matrix count toward no actor's daily limit.
      const sender = await api.create('users', { email: `sender-${next()}@matrix.test`, password: 'test-password' })
      const request = await storeRow('contact-requests', {
        sender: sender.id,
        recipient: member().id,
        message: `Hello ${next()}`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.answerContactRequest,
        [null, { form: { requestId: String(request.id), answer: 'accepted' } }],
        async () => (await api.find('contact-requests', request.id))?.status === 'accepted',
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'blockMemberAction',
    operation: 'block another member',
    rules: '-++++++',
    attempt: async (actor) => {
      const blocked = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.blockMember,
        [null, { form: { memberId: String(blocked.id) } }],
        async () => (await countOf('member-blocks', { '[blocked][equals]': String(blocked.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'unblockMemberAction',
    operation: "lift one's own block",
    rules: '-++++++',
    attempt: async (actor) => {
      const blocked = await listedAccount()
      // Each actor's own block; a visitor has none (the member's stands in, and stays).
      await storeRow('member-blocks', { blocker: (actor.user ?? member()).id, blocked: blocked.id })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.unblockMember,
        [null, { form: { memberId: String(blocked.id) } }],
        async () => (await countOf('member-blocks', { '[blocked][equals]': String(blocked.id) })) === 0,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'reportMemberAction',
    operation: 'report another member to the admins',
    rules: '-++++++',
    attempt: async (actor) => {
      const reported = await listedAccount()
      return actionOutcome(
        actor,
        SERVER_ACTIONS.reportMember,
        [null, { form: { memberId: String(reported.id), name: 'Listed', reason: 'Spam' } }],
        async () => (await countOf('member-reports', { '[reported][equals]': String(reported.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'reportPostAction',
    operation: "report another member's discussion post to the admins",
    rules: '-++++++',
    attempt: async (actor) => {
      // A published post under a fresh event by a fresh account: every member may read it, nobody tried wrote it.
      const author = await api.create('users', { email: `author-${next()}@matrix.test`, password: 'test-password', firstName: 'Author' })
      const post = await api.create('discussion-posts', {
        event: (await ctx.fixtures.event()).id,
        author: author.id,
        body: `Post ${next()}`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.reportPost,
        [null, { form: { postId: String(post.id), reason: 'Spam' } }],
        async () => (await countOf('discussion-reports', { '[post][equals]': String(post.id) })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'writePostAction',
    operation: 'write a post under an event the member may read',
    rules: '-++++++',
    attempt: async (actor) => {
      const event = await ctx.fixtures.event()
      const body = `Matrix post ${next()}`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.writePost,
        [{ on: `event:${event.id}`, body }],
        async () => (await countOf('discussion-posts', { '[body][equals]': body })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'editPostAction',
    operation: "edit the member's discussion post (its author alone)",
    rules: '-+-----',
    attempt: async (actor) => {
      const post = await api.create('discussion-posts', {
        event: (await ctx.fixtures.event()).id,
        author: member().id,
        body: `Mine ${next()}`,
      })
      const body = `Edited ${next()}`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.editPost,
        [{ postId: post.id, body }],
        async () => (await api.find('discussion-posts', post.id))?.body === body,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'deletePostAction',
    operation: "delete the member's discussion post (its author, or an admin)",
    rules: '-+--++-',
    attempt: async (actor) => {
      const post = await api.create('discussion-posts', {
        event: (await ctx.fixtures.event()).id,
        author: member().id,
        body: `Mine ${next()}`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.deletePost,
        [{ postId: post.id }],
        async () => (await api.find('discussion-posts', post.id))?.status === 'deleted',
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'reactAction',
    operation: "mark another member's discussion post helpful",
    rules: '-++++++',
    attempt: async (actor) => {
      const author = await api.create('users', { email: `author-${next()}@matrix.test`, password: 'test-password', firstName: 'Author' })
      const post = await api.create('discussion-posts', {
        event: (await ctx.fixtures.event()).id,
        author: author.id,
        body: `Post ${next()}`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.reactToPost,
        [{ postId: post.id, kind: 'helpful', on: true }],
        async () => (await api.find('discussion-posts', post.id))?.helpfulCount === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'resumeEmailDelivery',
    operation: 'send e-mails again to own address after a hard bounce',
    rules: '-++++++',
    attempt: async (actor) => {
      // Each actor's own address is marked bounced first; a visitor has none.
      if (actor.user) await api.update('users', actor.user.id, { emailBounce: { at: new Date().toISOString(), reason: '550 matrix' } })
      return actionOutcome(actor, SERVER_ACTIONS.resumeEmails, [null, { form: {} }], async () =>
        actor.user ? !((await api.find('users', actor.user.id))?.emailBounce as { at?: string | null } | undefined)?.at : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'removeMember',
    operation: "take a colleague out of the member's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const colleague = await api.create('users', {
        email: `removed-${next()}@http.test`,
        password: 'test-password',
        firstName: 'Colleague',
        organization: organizationOf(actors.member),
        _verified: true,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.removeOrganizationMember,
        [colleague.id, 'Colleague'],
        async () => (await api.find('users', colleague.id))?.organization == null,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'inviteColleague',
    operation: "invite a colleague into one's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const email = `colleague-${next()}@http.test`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.inviteColleague,
        [email],
        async () => (await countOf('invitations', { '[email][equals]': email, '[suggestedOrganization][exists]': 'true' })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'requestDomain',
    operation: "ask for an e-mail domain of one's organization",
    rules: '---+---',
    attempt: async (actor) => {
      const domain = `asked-${next()}.example`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.requestDomain,
        [domain, `it@${domain}`],
        async () => (await countOf('organization-domains', { '[domain][equals]': domain })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'withdrawDomain',
    operation: "remove an e-mail domain of the member's organization",
    rules: '---+++-',
    attempt: async (actor) => {
      const row = await api.create('organization-domains', {
        organization: organizationOf(actors.member),
        domain: `withdrawn-${next()}.example`,
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.withdrawDomain,
        [row.id],
        async () => (await api.find('organization-domains', row.id)) === null,
      )
    },
  },
  // Membership requests (issue 43, item 1): a new pending request of the claimant to the member's
  // organization for every try; declined (an approval would make the claimant a member for every other row).
  {
    surface: 'Server actions',
    subject: 'decideMembership',
    operation: "decline a membership request to the member's organization",
    rules: '---+++-',
    attempt: async (actor) => {
      const row = await storeRow('membership-requests', {
        user: actors.claimant.user!.id,
        organization: organizationOf(actors.member),
        status: 'pending',
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.decideMembership,
        [row.id, 'decline', 'Claimant'],
        async () => (await storedRow('membership-requests', row.id))?.status === 'declined',
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'withdrawMembership',
    operation: "withdraw the claimant's membership request",
    rules: '------+',
    attempt: async (actor) => {
      const row = await storeRow('membership-requests', {
        user: actors.claimant.user!.id,
        organization: organizationOf(actors.member),
        status: 'pending',
      })
      return actionOutcome(
        actor,
        SERVER_ACTIONS.withdrawMembership,
        [row.id],
        async () => (await storedRow('membership-requests', row.id))?.status === 'withdrawn',
      )
    },
  },
  // "Ask to join" on /profile/organization: only an account without a membership asks (here the claimant; the
  // admins of these actors belong to an organization); a member of an organization is moved only by admins. A new organization for every try; an
  // allowed try is undone in SQL afterwards (its request gone, the earlier pending ones and the
  // affiliation back), so the claimant still claims the member's organization for every other row.
  {
    surface: 'Server actions',
    subject: 'askToJoin',
    operation: 'ask to join an existing organization (only without a membership)',
    rules: '------+',
    attempt: async (actor) => {
      const organization = await api.create('organizations', { name: `Asked ${next()}`, type: 'vendor' })
      const db = await database
      const before = actor.user
        ? {
            pending: await db.query<{ id: number }>(`SELECT id FROM membership_requests WHERE user_id = $1 AND status = 'pending'`, [
              actor.user.id,
            ]),
            affiliation: (
              await db.query<{ affiliation_id: number | null }>('SELECT affiliation_id FROM users WHERE id = $1', [actor.user.id])
            )[0]!.affiliation_id,
          }
        : null
      const asked = async () =>
        actor.user
          ? (
              await db.query(`SELECT 1 FROM membership_requests WHERE user_id = $1 AND organization_id = $2 AND status = 'pending'`, [
                actor.user.id,
                organization.id,
              ])
            ).length === 1
          : false
      const outcome = await actionOutcome(actor, SERVER_ACTIONS.askToJoin, [organization.id], asked)
      if (actor.user && before && outcome.allowed) {
        await db.query('DELETE FROM membership_requests WHERE user_id = $1 AND organization_id = $2', [actor.user.id, organization.id])
        await db.query(`UPDATE membership_requests SET status = 'pending' WHERE id = ANY($1::int[])`, [before.pending.map((row) => row.id)])
        await db.query('UPDATE users SET affiliation_id = $2 WHERE id = $1', [actor.user.id, before.affiliation])
      }
      return outcome
    },
  },
  // The member's own sign-in: passkeys and sessions on /profile/security (issue 23, item 5).
  {
    surface: 'Server actions',
    subject: 'renamePasskey',
    operation: "rename the member's passkey",
    rules: '-+-----',
    attempt: async (actor) => {
      const passkey = await memberPasskey()
      const name = `Renamed ${next()}`
      return actionOutcome(
        actor,
        SERVER_ACTIONS.renamePasskey,
        [passkey.id, name],
        async () => (await storedRow('passkeys', passkey.id))?.name === name,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'removePasskey',
    operation: "remove the member's passkey (another's answers as for one gone already: nothing removed)",
    rules: '-+-----',
    attempt: async (actor) => {
      const passkey = await memberPasskey()
      return effectOutcome(
        actor,
        SERVER_ACTIONS.removePasskey,
        [passkey.id],
        async () => (await storedRow('passkeys', passkey.id)) === null,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'signOutSession',
    operation: "sign out one of the member's sessions (another's: nothing ended)",
    rules: '-+-----',
    attempt: async (actor) => {
      const sessionId = crypto.randomUUID()
      const db = await database
      await db.query(
        `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
         VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM users_sessions WHERE _parent_id = $1), $1, $2, now(), now() + interval '1 day')`,
        [member().id, sessionId],
      )
      return effectOutcome(
        actor,
        SERVER_ACTIONS.signOutSession,
        [sessionId],
        async () => (await db.query('SELECT 1 FROM users_sessions WHERE id = $1', [sessionId])).length === 0,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'saveOrganization',
    // The claimant has none, and while their request is pending creates none (issue 43).
    operation: 'edit own organization (its organization admin; the member who created it through the API: no)',
    rules: '---+++-',
    attempt: async (actor) => {
      const sector = ['Energy & Utilities', 'Mining', 'Automotive'][sectorTurn++ % 3]!
      const organization = actor.user ? await api.find('organizations', organizationOf(actor)) : null
      const before = organization?.sector
      const form = { name: (organization?.name as string) ?? `Visitor Org ${next()}`, type: 'industry', sector }
      return actionOutcome(actor, SERVER_ACTIONS.organization, [null, { form }], async () =>
        organization ? (await api.find('organizations', organization.id))?.sector !== before : false,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'completeProfile',
    operation: 'complete own profile',
    rules: '-++++++',
    attempt: async (actor) => {
      const lastName = `Completed ${next()}`
      // The claimant names the organization they claim again: their request stays as it is.
      const own = actor.user ? (organizationOf(actor) ?? (actor.user.affiliation as number)) : null
      const organization = own ? await api.find('organizations', own) : null
      const form = {
        firstName: actor.name,
        lastName,
        company: (organization?.name as string) ?? 'Nobody Inc',
        companyType: 'industry',
        sector: 'Manufacturing',
        jobRole: 'Engineer',
        workingIn: 'IT',
      }
      return actionOutcome(
        actor,
        SERVER_ACTIONS.completeProfile,
        [{}, { form }],
        async () => (await countOf('users', { '[lastName][equals]': lastName })) === 1,
      )
    },
  },
  {
    surface: 'Server actions',
    subject: 'findCompanies',
    operation: 'search organizations',
    rules: '-++++++',
    attempt: async (actor) => {
      const answer = await callServerAction(actor.request, SERVER_ACTIONS.findCompanies, [shared().memberOrganizationName])
      if (answer.status !== 200 || answer.failed) throw new Error(`findCompanies: ${answer.status}`)
      const found = (answer.result as { name: string }[]).some((organization) => organization.name === shared().memberOrganizationName)
      return found ? allowed(200) : denied(200, 'empty list')
    },
  },
]

/** A page that lists the labelled row (its 200 page shows `text`) or not. */
async function shownOn(request: HttpActor['request'], path: string, text: string): Promise<Outcome> {
  const response = await request.get(path)
  const html = await response.text()
  if (response.status() !== 200) throw new Error(`${path}: ${response.status()}`)
  return html.includes(text) ? allowed(200) : denied(200, 'not shown')
}

/** A labelled download: allowed or not, and its file's name carries its label exactly above GREEN. */
async function labelledDownload(request: HttpActor['request'], path: string, level: TlpLevel): Promise<Outcome> {
  const response = await request.get(path, { maxRedirects: 0, timeout: LABELLING_TIMEOUT_MS })
  const outcome = await downloadOutcome(response)
  if (outcome.allowed)
    expect(
      decodeURIComponent(response.headers()['content-disposition'] ?? '').includes('(TLP-'),
      `${level}: the file's name carries its label exactly above GREEN`,
    ).toBe(level.startsWith('amber') || level === 'red')
  return outcome
}

/** The stored files of labelled rows: only admins read AMBER and above at their own address. */
const STORED_FILE: Record<TlpLevel, string> = {
  clear: '-++++++',
  green: '-++++++',
  amber: '----++-',
  'amber-strict': '----++-',
  red: '----++-',
}

/** Whether the search field's suggestions for a word offer the item (the endpoint the field asks as one types). */
async function suggested(request: HttpActor['request'], word: string, kind: string, id: number) {
  const response = await request.get(`/api/search-suggestions?q=${encodeURIComponent(word)}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  })
  if (response.status() !== 200) throw new Error(`search suggestions: ${response.status()}`)
  const { items } = (await response.json()) as { items: { kind: string; id: number }[] }
  return items.some((item) => item.kind === kind && item.id === id) ? allowed(200) : denied(200, 'not suggested')
}

/** Whether the item's discussion thread answers (its island's request): 200 for its readers, 404 for other members, 401 for visitors. */
async function threadOutcome(request: HttpActor['request'], on: string) {
  const response = await request.get(`/api/discussions?on=${on}`, { headers: { 'sec-fetch-site': 'same-origin' } })
  if (response.status() === 200) return allowed(200)
  if (response.status() === 404 || response.status() === 401) return denied(response.status(), (await response.json()).message)
  throw new Error(`discussion thread: ${response.status()}`)
}

/**
 * The TLP labels' paths that only HTTP serves (tests/authorization/matrix/tlp.ts has the labelled
 * rows and their REST and GraphQL reads): the library, document, project and search pages, the downloads and
 * version history, the stored files, and what tells of new material (the public feed, the inbox,
 * the weekly digest).
 */
const tlpPageRows = (): HttpRow[] => [
  ...tlpRows<Awaited<ReturnType<TlpFixtures['document']>>>('documents', tlp.document, [
    {
      operation: 'the library page (/documents?q=…)',
      rules: TLP_READ,
      attempt: async (actor, doc) => shownOn((actor as HttpActor).request, `/documents?q=${doc.word}`, doc.title),
    },
    {
      operation: "the document's page (/documents/{id})",
      rules: TLP_READ,
      // Its readers get the page; anyone else the 404 a missing document answers (no sign that it exists).
      attempt: async ({ request }, doc) => {
        const response = await request.get(`/documents/${doc.id}`)
        if (response.status() === 404) return denied(404, 'not found')
        if (response.status() !== 200) throw new Error(`document page: ${response.status()}`)
        return (await response.text()).includes(doc.title) ? allowed(200) : denied(200, 'not shown')
      },
    },
    {
      operation: 'the search (/search?q=…)',
      rules: TLP_READ,
      // The query is shown back on the page, and a typo's correction may show another level's
      // item ("Did you mean"): only this item's own result has its word marked as a match.
      attempt: async (actor, doc) => shownOn((actor as HttpActor).request, `/search?q=${doc.word}`, `>${doc.word}</mark>`),
    },
    {
      operation: 'the search suggestions (GET /api/search-suggestions?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, doc) => suggested(request as HttpActor['request'], doc.word, 'document', doc.id),
    },
    {
      operation: 'its discussion (GET /api/discussions?on=document:{id})',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, doc) => threadOutcome(request as HttpActor['request'], `document:${doc.id}`),
    },
    {
      operation: 'GET /documents/{id}/download (AMBER and above: labelled)',
      rules: { ...TLP_READ, clear: '-++++++' },
      attempt: async (actor, doc, level) => labelledDownload((actor as HttpActor).request, `/documents/${doc.id}/download`, level),
    },
    {
      operation: 'the version history (/documents/{id}/versions)',
      rules: { ...TLP_READ, clear: '-++++++' },
      // A visitor is asked to sign in; a member who may not read the document gets a 404.
      attempt: async ({ request }, doc) => {
        const response = await request.get(`/documents/${doc.id}/versions`)
        if (response.status() === 404) return denied(404, 'not found')
        if (response.status() !== 200) throw new Error(`version history: ${response.status()}`)
        return (await response.text()).includes('Version 1') ? allowed(200) : denied(200, 'asked to sign in')
      },
    },
    {
      operation: 'GET /documents/{id}/versions/1/download (an earlier file; AMBER and above: labelled)',
      rules: { ...TLP_READ, clear: '-++++++' },
      attempt: async (actor, doc, level) =>
        labelledDownload((actor as HttpActor).request, `/documents/${doc.id}/versions/1/download`, level),
    },
    {
      operation: 'GET /api/documents/file/{filename} (the stored file)',
      rules: STORED_FILE,
      attempt: async ({ request }, doc) => downloadOutcome(await request.get(`/api/documents/file/${doc.filename}`, { maxRedirects: 0 })),
    },
    {
      operation: 'the Atom feed (/feeds/atom.xml, public)',
      rules: only(['clear'], '+++++++'),
      attempt: async ({ request }, doc) =>
        (await (await request.get('/feeds/atom.xml')).text()).includes(doc.title) ? allowed(200) : denied(200, 'not in the feed'),
    },
    {
      operation: 'the inbox (GET /api/notifications, new documents)',
      // Told as a member of an industry organization: the claimant is a member of none.
      rules: { ...TLP_READ, clear: '-+++++-', green: '-+++++-' },
      attempt: async ({ request }, doc) => {
        // Told when it is first published (a database write in the same transaction): already there.
        const response = await request.get(`/api/notifications?where[document][equals]=${doc.id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'notifications', () => response.text())
        return ((await response.json()).docs as Row[]).length > 0 ? allowed(200) : denied(200, 'not told')
      },
    },
    {
      operation: 'the weekly digest (as an admin previews it for the actor)',
      rules: only(['clear'], '-++++++'),
      attempt: async ({ user }, doc) => {
        if (!user) return denied(0, 'a visitor gets no digest')
        const html = await api.text(`/users/${user.id}/weekly-digest`)
        return html.includes(doc.title) ? allowed(200) : denied(200, 'not in the digest')
      },
    },
  ]),
  ...tlpRows<Awaited<ReturnType<TlpFixtures['project']>>>('projects', tlp.project, [
    {
      operation: 'the projects page (/projects?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => shownOn(request as HttpActor['request'], `/projects?q=${project.word}`, project.title),
    },
    {
      operation: 'the project page (/projects/{id}; a visitor is asked to sign in)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => {
        const response = await request.get(`/projects/${project.id}`)
        return judge(response.status(), 200, 'project page', () => response.text())
      },
    },
    {
      operation: 'the search (/search?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, project) =>
        shownOn(request as HttpActor['request'], `/search?q=${project.word}`, `>${project.word}</mark>`),
    },
    {
      operation: 'the search suggestions (GET /api/search-suggestions?q=…)',
      rules: TLP_READ,
      attempt: async ({ request }, project) => suggested(request as HttpActor['request'], project.word, 'project', project.id),
    },
    {
      operation: 'its discussion (GET /api/discussions?on=project:{id})',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, project) => threadOutcome(request as HttpActor['request'], `project:${project.id}`),
    },
    {
      operation: "GET /projects/{id}/documents/{id}/download (the project's TLP:CLEAR file)",
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, project) =>
        downloadOutcome(await request.get(`/projects/${project.id}/documents/${project.file.id}/download`, { maxRedirects: 0 })),
    },
  ]),
  ...tlpRows<Awaited<ReturnType<TlpFixtures['projectFile']>>>('project-documents', tlp.projectFile, [
    {
      operation: 'the project page lists it (/projects/{id})',
      rules: membersOnly(TLP_READ),
      attempt: async ({ request }, file) => shownOn(request as HttpActor['request'], `/projects/${file.project.id}`, file.title),
    },
    {
      operation: 'GET /projects/{id}/documents/{id}/download (AMBER and above: labelled)',
      rules: membersOnly(TLP_READ),
      attempt: async (actor, file, level) =>
        labelledDownload((actor as HttpActor).request, `/projects/${file.project.id}/documents/${file.id}/download`, level),
    },
    {
      operation: 'GET /api/project-documents/file/{filename} (the stored file)',
      rules: STORED_FILE,
      attempt: async ({ request }, file) =>
        downloadOutcome(await request.get(`/api/project-documents/file/${file.filename}`, { maxRedirects: 0 })),
    },
  ]),
]

/**
 * One request per API route and method over real HTTP (the in-process matrix asks the rest): the
 * REST route's GET, POST (JSON and a multipart upload), PATCH, PUT, DELETE and OPTIONS, custom
 * endpoints and globals through it, and GraphQL's POST, each × the seven actors, judged as in process.
 */
const apiOverHttpRows = (): MatrixRow[] => {
  const sections = apiSections(ctx)
  const pick = (rows: MatrixRow[], operations: string[]) => {
    const picked = rows.filter((row) => operations.includes(row.operation))
    if (picked.length !== operations.length) throw new Error(`API over HTTP: missing one of ${operations.join(', ')}`)
    return picked
  }
  const interests = policyOf('agenda-interests')
  const rows: MatrixRow[] = [
    ...sections.restRows(interests),
    // A file through Next's body parsing and size limit.
    ...pick(sections.restRows(policyOf('documents')), ['POST /api/documents']),
    ...pick(sections.graphqlRows(interests), ['query AgendaInterests', 'mutation createAgendaInterest']),
    ...pick(sections.endpointRows(), [
      'GET /api/health',
      'GET /api/notifications/unread-count',
      'POST /api/survey-questions/{id}/move',
      'GET /api/users/{id}/export',
    ]),
    ...pick(sections.globalRows(), ['GET /api/globals/about-page', 'POST /api/globals/live-session']),
    {
      surface: 'API over HTTP',
      subject: 'agenda-items',
      operation: 'PUT /api/agenda-items/{id} (Payload serves no PUT route: refused for everyone)',
      rules: '-------',
      attempt: async ({ request }) => {
        const item = await ctx.fixtures.agendaItem()
        const response = await request.put(`/api/agenda-items/${item.id}`, { data: { title: `Put ${next()}` } })
        const status = response.status()
        if (status >= 400 && status < 500) return denied(status, 'no route')
        if (status === 501) return denied(status, 'no route')
        return judge(status, 200, 'PUT', () => response.text())
      },
    },
    {
      surface: 'API over HTTP',
      subject: 'agenda-items',
      operation: 'OPTIONS /api/agenda-items (a preflight: answered for everyone)',
      rules: '+++++++',
      attempt: async (actor) => {
        const response = await (actor as HttpActor).request.fetch('/api/agenda-items', { method: 'OPTIONS' })
        return judge(response.status(), response.status() === 204 ? 204 : 200, 'OPTIONS', () => response.text())
      },
    },
  ]
  return rows.map((row) => ({ ...row, surface: 'API over HTTP' }))
}

test.beforeAll(async () => {
  const app = server()
  api = await setupApi(app.url)
  actors = await createActors(app.url, api, tag, { databaseUrl: (await database).url, dataDir: app.dataDir })
  ctx = await matrixContext({ api, query: (await database).query, actors, tag })
  tlp = tlpFixtures(ctx)
})

const check = async (rows: HttpRow[], options?: { serialActors?: boolean; rowsAtOnce?: number }) => {
  const cells = await runRows(rows, actors, options)
  results.push(...cells)
  sectionsRun.add(test.info().title)
  expect(cells.filter(isMismatch).map(describeCell)).toEqual([])
}
/** The tests below that check cells: the document is rewritten only after all of them ran (never after a filtered run, `-g pages`). */
const SECTIONS = 5
const sectionsRun = new Set<string>()

test('API over HTTP: one request per route and method (REST, uploads, endpoints, globals, GraphQL)', async () => {
  // One actor at a time: the globals' rows write the same global.
  await check(apiOverHttpRows(), { serialActors: true })
})

test('file downloads: documents, project documents and images', async () => {
  await check(downloadRows())
})

test('pages: profile, invitations, project detail, admin panel', async () => {
  await check(pageRows())
})

test('TLP labels: every level × actor × page, search, download, stored file, feed, inbox, digest (REST and GraphQL: in process)', async () => {
  const rows = tlpPageRows()
  const labelling = (row: HttpRow) => row.operation.includes('AMBER and above: labelled')
  await check(rows.filter((row) => !labelling(row)))
  // A labelled copy is made in a child process per download, queued behind the pool: one row's
  // seven downloads at a time keep the queue short enough for each to answer within its bound.
  await check(rows.filter(labelling), { rowsAtOnce: 1 })
})

test('server actions, called over HTTP as the pages call them', async () => {
  await check(actionRows(), { serialActors: true })
})

test.afterAll(() => {
  if (sectionsRun.size === SECTIONS) writeMatrixPart('over HTTP', results)
  console.log(
    `Authorization matrix over HTTP: ${results.length} cells, ${results.filter(isMismatch).length} mismatches (docs/authorization-matrix.md)`,
  )
})
