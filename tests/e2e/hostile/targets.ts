/**
 * Every endpoint, form and server action of the app, each with a generator of bad requests:
 * one table, so a new endpoint or action is one more entry. Each request must be refused with
 * a 4xx and a message (a server action: its own refusal in a 200 Flight answer, as React
 * delivers a returned value), never a 5xx, and must write nothing.
 */
import fc from 'fast-check'

import {
  badId,
  badRelation,
  badRichText,
  hostileText,
  hugeText,
  junkFields,
  missingId,
  notADate,
  notAJsonBody,
  notAnEmail,
  notAnOption,
  numberThatIsNoId,
  tooLong,
  withBreaker,
  wrongType,
} from './values'
import { EXPORTABLE_COLLECTIONS } from '../../../src/lib/admin/exports/exportableCollections'
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORTABLE_COLLECTIONS,
  type ImportableCollection,
} from '../../../src/lib/admin/imports/importableCollections'
import { STAGED_COLLECTIONS } from '../../../src/lib/content/stagedCollections'
import { QUESTION_MAX_LENGTH } from '../../../src/lib/liveQuestions/liveQuestionRules'
import { MAX_STATE_KEYS, parseStateKeys } from '../../../src/lib/platform/memberState/memberState'
import { NOTICE_EMAIL_TOPICS } from '../../../src/lib/reach/notifications/noticeEmails'
import type { ActionResult } from '../../../src/lib/shared/actions/actionResult'
import { NOTICE_DELIVERIES } from '../../../src/lib/shared/enums'
import type { Config } from '../../../src/payload-types'
import { COLLECTION_POLICIES } from '../../policies'
import { field } from '../../policies/breakers'
import type { BodyRules as CollectionRules, HostileFixtures } from '../../policies/policy'
import type { ActorName } from '../http/actors'
import { SERVER_ACTIONS } from '../http/memberSiteActions'
import type { ActionReference, FormFields, FormFile } from '../http/serverActions'

/** Who sends it, when the request itself decides (else the target's actor). */
type Sender = { as?: ActorName }

export type { HostileFixtures }

export type HttpRequest = Sender & {
  kind: 'http'
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  /** A JSON body, sent as application/json. */
  json?: unknown
  /** A raw body with its content type (malformed JSON and the like). */
  raw?: { body: string | Buffer; contentType: string }
  multipart?: Record<string, string | FormFile>
  /** Headers of the request's own beyond the actor's (a webhook's secret); a raw body's Content-Type wins. */
  headers?: Record<string, string>
}
/** A server action called as React's client does, with these (bad) arguments (`action`: where a target tries several). */
export type ActionCall = Sender & { kind: 'action'; args: unknown[]; action?: ActionReference }
/** A server action request with a body no client would send. */
export type RawActionCall = {
  kind: 'raw-action'
  body: { data: string; contentType: string } | { multipart: Record<string, string> }
  actionId?: string
}
/** A form posted without JavaScript, with the hidden fields the page rendered. */
export type FormPost = { kind: 'form'; fields: FormFields }
export type HostileRequest = HttpRequest | ActionCall | RawActionCall | FormPost

export type HostileTarget = {
  name: string
  actor: ActorName | fc.Arbitrary<ActorName>
  /** How many generated requests this target gets; the sum is at least 5,000. */
  runs: number
  /** For server actions and forms: which action, on which page. */
  action?: ActionReference
  /** Texts one of which a refused form shows (forms posted without JavaScript answer a page). */
  formRefusals?: string[]
  /**
   * Searches and page queries answer a harmless (empty or ordinary) result to any input rather
   * than a refusal (an action: its result; a page: `{ status, text }`).
   */
  harmlessAnswer?: (result: unknown) => boolean
  requests: (fixtures: HostileFixtures) => fc.Arbitrary<HostileRequest>
}

const ACTORS: ActorName[] = ['visitor', 'member', 'otherMember', 'organizationAdmin', 'admin', 'superAdmin']
const anyActor = fc.constantFrom(...ACTORS)

const get = (path: string): HttpRequest => ({ kind: 'http', method: 'GET', path })
const send = (method: HttpRequest['method'], path: string, json?: unknown): HttpRequest => ({ kind: 'http', method, path, json })
/**
 * One path segment. A segment of '.' or '..' (encoded or not) is resolved by the client's URL
 * parser and never reaches the server, so it is sent with a letter after it.
 */
const segment = (id: string | number) => {
  const text = encodeURIComponent(String(id))
  return /^\.{1,2}$/.test(text) ? `${text}x` : text
}

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Files whose name or declared type lies about their content, or that are empty. */
const disguisedFile = (kind: 'image' | 'document'): fc.Arbitrary<FormFile> =>
  fc.constantFrom<FormFile>(
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
    {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a windows program') },
    {
      name: 'slides.pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      buffer: Buffer.from('PK\x03\x04 not really a zip'),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text\u0000with\u0000binary') },
    { name: 'page.txt', mimeType: 'text/html', buffer: Buffer.from('<h1>html</h1>') },
    { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    {
      name: '../../../etc/passwd',
      mimeType: kind === 'image' ? 'image/png' : 'application/pdf',
      buffer: Buffer.from('root:x:0:0:root:/root:/bin/bash'),
    },
    { name: 'truncated.png', mimeType: 'image/png', buffer: kind === 'image' ? Buffer.from('GIF89a-but-not-really') : pngHeader },
  )

/** Payload's `where` operators; anything else is no operator. */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'and',
  'or',
])

/** Query strings that are no valid `where`: unknown fields and operators, geo operators, malformed JSON, ids that are no ids. */
const badWhere = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-zA-Z]{2,10}$/).map((name) => `zz${name}`),
      fc.constantFrom('equals', 'like', 'in'),
    )
    .map(([field, op]) => `where[${field}][${op}]=1`),
  fc
    .tuple(
      fc.constantFrom('id', 'createdAt'),
      fc.stringMatching(/^[a-z_]{3,12}$/).filter((op) => !OPERATORS.has(op)),
    )
    .map(([field, op]) => `where[${field}][${op}]=1`),
  fc
    .tuple(fc.constantFrom('near', 'within', 'intersects'), hostileText)
    .map(([op, value]) => `where[id][${op}]=${encodeURIComponent(value)}`),
  fc.constantFrom('where=abc', 'where=[1,2]', 'where="x"', 'where={bad', 'where=null', 'where[or]=5'),
  // Payload reads ids with parseFloat: '0x10' would be the id 0, a valid (empty) query.
  fc
    .array(
      fc.oneof(badId, fc.constantFrom('abc', 'x')).filter((id) => Number.isNaN(parseFloat(id)) && !id.includes(',')),
      { minLength: 1, maxLength: 3 },
    )
    .map((ids) => `where[id][in]=${ids.map(encodeURIComponent).join(',')}`),
  fc.constantFrom("' OR 1=1 --", '<script>', '..', 'a.b.c.d', '1').map((field) => `where[${encodeURIComponent(field)}][equals]=1`),
  // Text operators on a rich text (stored as the editor's JSON) were database errors (500).
  fc
    .tuple(fc.constantFrom('description', 'additionalInformation', 'bio'), fc.constantFrom('like', 'contains', 'not_like'))
    .map(([field, op]) => `where[or][0][${field}][${op}]=x`),
)

/** A tag's description is plain text (collections/Tags.ts), so the rich-text operators above are a valid query there. */
const badWhereIn = (slug: string, where: string) => !(slug === 'tags' && where.includes('[description]'))

/** The app's collections (Payload's own, payload-*, are not the product's). */
type Slug = Exclude<keyof Config['collections'], `payload-${string}`>

/** Every collection's create rules, from its policy file (tests/policies/<collection>.ts). */
const COLLECTION_RULES = Object.fromEntries(
  COLLECTION_POLICIES.flatMap((policy) => (policy.body ? [[policy.slug, policy.body]] : [])),
) as Record<Slug, CollectionRules>

const COLLECTIONS = Object.keys(COLLECTION_RULES) as Slug[]
/** Collections without versions (the staged ones have them: drafts, issue 20). */
const UNVERSIONED = COLLECTIONS.filter((slug) => !(STAGED_COLLECTIONS as readonly string[]).includes(slug))

/** The body of a bad create: multipart with a disguised (or no) file for uploads, else JSON. */
const createRequest = (slug: Slug, rules: CollectionRules, f: HostileFixtures): fc.Arbitrary<HttpRequest> =>
  fc
    .tuple(rules.breakers(f), junkFields, rules.file ? fc.option(disguisedFile(rules.file), { nil: undefined }) : fc.constant(undefined))
    .map(([breaker, junk, file]) => {
      const data = withBreaker(rules.valid(f), junk, breaker)
      if (!rules.file) return { ...send('POST', `/api/${slug}`, data), as: rules.creator }
      // An upload with a valid body needs a bad file to be refused; without one it is refused for the missing file.
      return {
        kind: 'http',
        as: rules.creator,
        method: 'POST',
        path: `/api/${slug}`,
        multipart: { _payload: JSON.stringify(data), ...(file ? { file } : {}) },
      }
    })

/** Form state React passes as the first argument of a form action: any value, it is ignored. */
const formState = fc.oneof(fc.constant(null), fc.constant({}), wrongType)
/** A form argument, or something that is no form at all. */
const notAForm = fc.oneof(wrongType, hostileText, fc.constant(null))
/** An action that returns nothing: React's Flight answer encodes that as `$undefined`. */
const answersNothing = (result: unknown) => result === undefined || result === '$undefined'
/** What a browser answers to a passkey prompt, in outline, with contents no authenticator made. */
const passkeyAnswer = fc.record({
  id: fc.constantFrom('AAAA', 'not-a-credential'),
  rawId: fc.constant('AAAA'),
  type: fc.constant('public-key'),
  response: fc.dictionary(fc.constantFrom('clientDataJSON', 'authenticatorData', 'signature', 'attestationObject'), hostileText),
})
const callWith = (args: fc.Arbitrary<unknown[]>): fc.Arbitrary<ActionCall> => args.map((values) => ({ kind: 'action', args: values }))
const formOf = (fields: fc.Arbitrary<Record<string, string | FormFile>>) => fields.map((form) => ({ form }))
/** Form fields as strings (forms carry text): the valid ones, with one breaker over them. */
const formFields = (valid: Record<string, string>, breakers: fc.Arbitrary<Record<string, string | FormFile>>) =>
  breakers.map((breaker) => ({ ...valid, ...breaker }))
const asText = (value: fc.Arbitrary<unknown>) => value.map((entry) => (typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? '')))

/** Unsubscribe tokens the server did not sign: text, and `<member>.<topic>.<signature>` with a made-up signature. */
const unsubscribeToken = fc.oneof(
  hostileText,
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 1, max: 20 }).map(String), badId),
      fc.constantFrom<string>('reminders', 'schedule-changes', 'weekly-digest', ...NOTICE_EMAIL_TOPICS, 'everything'),
      fc.string({ maxLength: 64 }),
    )
    .map((parts) => parts.join('.')),
)
/**
 * Words cut (by whole characters) until their encoded query fits a request line Node.js takes: a
 * longer one (emoji encode to 12 characters each) is refused with a 431 before the app sees it.
 */
const withinRequestLine = (words: string) => {
  let characters = [...words]
  while (encodeURIComponent(characters.join('')).length > 6000) characters = characters.slice(0, Math.floor(characters.length * 0.8))
  return characters.join('')
}
/** A page query's answer: its ordinary page (200, recognised by `shows`), or a refusal (4xx). */
const ordinaryPage =
  (shows: (html: string) => boolean) =>
  (result: unknown): boolean => {
    const { status, text } = result as { status: number; text: string }
    return status === 200 ? shows(text) : status >= 400 && status < 500
  }
/** Weekly-digest tokens the server did not sign: text, and `<member>.<signature>` with a made-up signature. */
const weeklyDigestToken = fc.oneof(
  hostileText,
  fc.tuple(fc.oneof(fc.integer({ min: 1, max: 20 }).map(String), badId), fc.string({ maxLength: 64 })).map((parts) => parts.join('.')),
)
const profileBreakers = fc.oneof(
  fc.constant({ firstName: '' }),
  field('firstName', tooLong(100)),
  field('jobRole', tooLong(200)),
  field('workingIn', asText(notAnOption(['IT', 'OT', '']))),
)
const organizationBreakers = fc.oneof(
  fc.constant({ name: '' }),
  field('name', tooLong(200)),
  field('type', asText(notAnOption(['vendor', 'industry', 'academia', 'government', 'non-profit']))),
  field('sector', asText(notAnOption(['Manufacturing', 'Energy & Utilities', 'Oil & Gas', '']))),
  field(
    'logo',
    disguisedFile('image').filter((file) => file.buffer.length > 0),
  ),
)
const completeProfileBreakers = fc.oneof(
  fc.constantFrom('firstName', 'lastName', 'company', 'jobRole').map((name) => ({ [name]: '' })),
  field('company', tooLong(200)),
  field('companyType', asText(notAnOption(['vendor', 'industry', 'academia', 'government', 'non-profit']))),
  field(
    'companyId',
    badId.filter((id) => id !== ''),
  ),
  field('workingIn', asText(notAnOption(['IT', 'OT', '']))),
)

/**
 * Replies by e-mail set up, on the hostile suites' servers (the HTTP suite's app server, the
 * in-process runner's environment): without them the inbound webhook answers every request 404
 * ("not set up"), and nothing behind its secret is ever reached.
 */
export const INBOUND_EMAIL_ENV = {
  EMAIL_REPLY_ADDRESS: 'reply@in.hostile.test',
  EMAIL_REPLY_SECRET: 'hostile-reply-secret-0123456789abcdef0123456789',
  INBOUND_EMAIL_SECRET: 'hostile-inbound-secret-0123456789abcdef',
}

/** The webhook's Authorization as the mail provider sends it (mostly), a wrong one, or none. */
const inboundAuthorization = fc.oneof(
  { weight: 4, arbitrary: fc.constant(`Bearer ${INBOUND_EMAIL_ENV.INBOUND_EMAIL_SECRET}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `Bearer ${INBOUND_EMAIL_ENV.INBOUND_EMAIL_SECRET}x`,
      `Basic ${Buffer.from(`user:${INBOUND_EMAIL_ENV.INBOUND_EMAIL_SECRET}`).toString('base64')}`,
      'Bearer',
      `Bearer ${'x'.repeat(600)}`,
    ),
  },
  { weight: 1, arbitrary: fc.constant(null) },
)

/** A reply address of the right mailbox and shape whose tag was not signed with its secret. */
const forgedReplyAddress = fc
  .tuple(
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
  )
  .map(([member, post, day, signature]) => {
    const [local, domain] = INBOUND_EMAIL_ENV.EMAIL_REPLY_ADDRESS.split('@')
    return `${local}+${member.toString(36)}-${post.toString(36)}-${day.toString(36)}-${signature}@${domain}`
  })

/**
 * The API routes' targets (REST, GraphQL and the app's endpoints under /api): sent in process,
 * every run, through the app's own route exports (tests/security/hostileApi.test.ts), and a
 * sample of each over HTTP (tests/e2e/authorization/hostileInput.e2e.ts).
 */
export const API_TARGETS: HostileTarget[] = [
  {
    // The mail provider's inbound webhook for replies by e-mail (issue 50), on servers where replies
    // by e-mail are set up (INBOUND_EMAIL_ENV): mostly with the webhook's secret, as the provider
    // sends it, so bodies malformed, oversize, of the wrong shape or with a forged reply address
    // meet the checks behind it; some with a wrong secret or none, refused before the body is read.
    name: 'inbound e-mail webhook with bad bodies',
    actor: anyActor,
    runs: 60,
    requests: () =>
      fc
        .tuple(
          fc.oneof(
            fc
              .record({
                to: fc.oneof(hostileText, wrongType, forgedReplyAddress),
                from: fc.oneof(hostileText, wrongType, fc.constant('member@example.com')),
                text: fc.oneof(hostileText, tooLong(300_000)),
              })
              .map((body) => send('POST', '/api/discussions/email-replies', body)),
            notAJsonBody.map((body) => ({
              ...send('POST', '/api/discussions/email-replies'),
              raw: { body, contentType: 'application/json' },
            })),
          ),
          inboundAuthorization,
        )
        .map(([request, authorization]) => (authorization ? { ...request, headers: { Authorization: authorization } } : request)),
  },
  // REST: Payload's collection endpoints.
  {
    name: 'REST find with a bad where',
    actor: anyActor,
    runs: 206,
    requests: () =>
      fc
        .tuple(fc.constantFrom(...COLLECTIONS), badWhere)
        .filter(([slug, where]) => badWhereIn(slug, where))
        .map(([slug, where]) => get(`/api/${slug}?${where}`)),
  },
  {
    name: 'REST findByID with a bad id',
    actor: anyActor,
    runs: 181,
    requests: () => fc.tuple(fc.constantFrom(...COLLECTIONS), badId).map(([slug, id]) => get(`/api/${slug}/${segment(id)}`)),
  },
  {
    name: 'REST create with bad data, by whoever may create there',
    actor: 'admin',
    runs: 568,
    requests: (f) => fc.constantFrom(...COLLECTIONS).chain((slug) => createRequest(slug, COLLECTION_RULES[slug], f)),
  },
  {
    name: 'REST create as a visitor (sign-up, and answers, which only admins create over REST)',
    actor: 'visitor',
    runs: 86,
    requests: (f) =>
      fc
        .constantFrom<Slug>('users', 'survey-responses')
        .chain((slug) => createRequest(slug, COLLECTION_RULES[slug], f).map((request) => ({ ...request, as: 'visitor' as const }))),
  },
  {
    name: 'REST writes a member may not make: answers, steering invitations, moving to another organization',
    actor: 'member',
    runs: 86,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(fc.constantFrom('9999', '0', '<b>5</b>', 'yes'), junkFields)
          .map(([responseValue, junk]) =>
            send(
              'POST',
              '/api/survey-responses',
              withBreaker({}, junk, { survey: f.survey.id, question: f.requiredQuestion.id, responseValue }),
            ),
          ),
        fc
          .tuple(
            fc.oneof(fc.constant({ domains: 'gmail.com' }), fc.constant({ suggestedOrganization: f.otherOrganization.id })),
            hostileText,
          )
          .map(([steering, email]) => send('POST', '/api/invitations', { email: `x${email.length}@hostile.test`, ...steering })),
        fc
          .constantFrom<unknown>(f.otherOrganization.id, null, String(f.otherOrganization.id))
          .map((organization) => send('PATCH', `/api/users/${f.users.member.id}`, { organization })),
        // Only admins make a member an organization admin (issue 23, item 6).
        fc
          .constantFrom<unknown>(true, 'true', 1)
          .map((organizationAdmin) => send('PATCH', `/api/users/${f.users.member.id}`, { organizationAdmin })),
      ),
  },
  {
    name: "Payload's own collections: locks, preferences, jobs, migrations, key-value, jobs stats",
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 86,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom(f.users.superAdmin.id, f.users.admin.id, f.users.member.id),
            fc.constantFrom(f.users.admin.id, f.users.superAdmin.id),
          )
          .map(([document, user]) =>
            send('POST', '/api/payload-locked-documents', {
              document: { relationTo: 'users', value: document },
              user: { relationTo: 'users', value: user },
            }),
          ),
        fc
          .tuple(
            fc.constantFrom('GET', 'PATCH', 'DELETE') as fc.Arbitrary<'GET' | 'PATCH' | 'DELETE'>,
            fc.oneof(badId, missingId.map(String)),
          )
          .map(([method, id]) =>
            send(method, `/api/payload-locked-documents/${segment(id)}`, method === 'PATCH' ? { globalSlug: 'x' } : undefined),
          ),
        fc.constantFrom('payload-locked-documents', 'payload-jobs', 'payload-kv').map((slug) => get(`/api/${slug}`)),
        fc
          .constantFrom('payload-jobs', 'payload-kv')
          .map((slug) => send('POST', `/api/${slug}`, { taskSlug: 'pruneNotificationHistory', key: 'hostile', data: {}, input: {} })),
        fc.oneof(wrongType, hostileText).map((stats) => send('POST', '/api/globals/payload-jobs-stats', { stats })),
        fc.constant(get('/api/globals/payload-jobs-stats')),
      ),
  },
  {
    // The operator's endpoints (issue 46): they only answer GET on their own paths, and the metrics
    // say they are off where no token or allowed address is set (as on the test servers).
    name: 'The health and metrics endpoints: other methods, made-up paths below them, the metrics without their token',
    actor: anyActor,
    runs: 24,
    requests: () =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom<HttpRequest['method']>('POST', 'PATCH', 'DELETE'),
            fc.constantFrom('/api/health', '/api/health/live', '/api/health/ready', '/api/metrics'),
            fc.oneof(wrongType, hostileText),
          )
          .map(([method, path, body]) => send(method, path, { body })),
        fc.oneof(hostileText, badId.map(String)).map((tail) => get(`/api/health/x${segment(tail)}`)),
        hostileText.map((query) => get(`/api/metrics?name=${encodeURIComponent(query)}`)),
      ),
  },
  {
    name: 'The live session global: addresses that are not https, wrong types, hostile and long text',
    // Members and visitors are refused outright; admins are told what is wrong with the address.
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'admin', 'admin'),
    runs: 86,
    requests: () =>
      fc
        .oneof(
          wrongType,
          // Not blank: a blank address is stored as null, which ends the live session (an admin's allowed write).
          hostileText.filter((text) => text.trim() !== ''),
          tooLong(2000).map((text) => `https://presentation.example/${text}`),
          fc.constantFrom(
            'http://presentation.example/live',
            'javascript:alert(1)',
            'data:text/html,<b>x</b>',
            '//evil.example',
            'ftp://x.example',
            'https://',
          ),
        )
        .map((url) => send('POST', '/api/globals/live-session', { url })),
  },
  {
    name: 'The about page global: bad rich text, missing or long titles, bad core values',
    // Members and visitors are refused outright; admins are told what is wrong.
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'admin', 'admin'),
    runs: 60,
    requests: () =>
      fc
        .oneof(
          badRichText(10000).map((body) => ({ body })),
          fc.oneof(fc.constant(null), wrongType, tooLong(200)).map((title) => ({ title })),
          notAnOption(['handshake', 'lightbulb', 'shield', 'users', 'network', 'factory']).map((icon) => ({
            values: [{ title: 'Value', icon, text: 'Text' }],
          })),
          fc.constant({ values: Array.from({ length: 7 }, (_, i) => ({ title: `Value ${i}`, icon: 'shield', text: 'Text' })) }),
          fc.constant({ values: [{ title: 'Value', icon: 'shield' }] }),
          tooLong(500).map((text) => ({ values: [{ title: 'Value', icon: 'shield', text }] })),
        )
        .map((body) => send('POST', '/api/globals/about-page', body)),
  },
  {
    name: 'REST update with bad data',
    actor: 'admin',
    runs: 155,
    requests: (f) =>
      fc.constantFrom(...COLLECTIONS.filter((slug) => COLLECTION_RULES[slug].updatable)).chain((slug) =>
        fc.tuple(COLLECTION_RULES[slug].breakers(f), junkFields).map(([breaker, junk]) => {
          // Updates are partial: a missing required field is sent as null, which is refused.
          const nulled = Object.fromEntries(Object.entries(breaker).map(([key, value]) => [key, value === undefined ? null : value]))
          return send(
            'PATCH',
            `/api/${slug}/${COLLECTION_RULES[slug].updatable!(f)}`,
            withBreaker({}, junk, Object.keys(nulled).length ? nulled : { title: null }),
          )
        }),
      ),
  },
  {
    name: "REST update and delete of someone else's rows, or of ids that are no ids",
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 155,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom('PATCH', 'DELETE') as fc.Arbitrary<'PATCH' | 'DELETE'>,
            fc.constantFrom(
              `/api/saved-event-dates/${f.otherSavedDate.id}`,
              `/api/organizations/${f.otherOrganization.id}`,
              `/api/events/${f.event.id}`,
              `/api/users/${f.users.otherMember.id}`,
              `/api/users/${f.users.superAdmin.id}`,
              `/api/project-applications/${f.reviewedApplication.id}`,
              `/api/documents/${f.document.id}`,
            ),
            junkFields,
          )
          .map(([method, path, junk]) =>
            send(
              method,
              path,
              method === 'PATCH' ? withBreaker({}, junk, { title: 'Taken over', role: 'super_admin', sector: 'Taken over' }) : undefined,
            ),
          ),
        fc
          .tuple(fc.constantFrom('PATCH', 'DELETE') as fc.Arbitrary<'PATCH' | 'DELETE'>, fc.constantFrom(...COLLECTIONS), badId)
          .map(([method, slug, id]) => send(method, `/api/${slug}/${segment(id)}`, method === 'PATCH' ? { title: 'x' } : undefined)),
      ),
  },
  {
    name: 'REST bulk update and delete with a bad where',
    actor: fc.constantFrom<ActorName>('member', 'admin'),
    runs: 86,
    requests: () =>
      fc
        .tuple(fc.constantFrom('PATCH', 'DELETE') as fc.Arbitrary<'PATCH' | 'DELETE'>, fc.constantFrom(...COLLECTIONS), badWhere)
        .filter(([, slug, where]) => badWhereIn(slug, where))
        .map(([method, slug, where]) => send(method, `/api/${slug}?${where}`, method === 'PATCH' ? { title: 'Bulk' } : undefined)),
  },
  {
    name: 'REST and auth endpoints with malformed JSON',
    actor: anyActor,
    runs: 155,
    requests: (f) =>
      fc
        .tuple(
          fc.constantFrom<[HttpRequest['method'], string]>(
            ['POST', '/api/events'],
            ['POST', '/api/saved-event-dates'],
            ['PATCH', `/api/users/${f.users.member.id}`],
            ['POST', '/api/users/login'],
            ['POST', '/api/users/forgot-password'],
            ['POST', '/api/users/reset-password'],
            ['POST', '/api/users/confirm-session'],
            ['POST', '/api/invitations'],
            ['POST', `/api/project-applications/${f.reviewedApplication.id}/review`],
            ['POST', `/api/survey-questions/${f.firstQuestion.id}/move`],
          ),
          notAJsonBody,
        )
        .map(([[method, path], body]) => ({ kind: 'http', method, path, raw: { body, contentType: 'application/json' } })),
  },
  {
    name: 'auth endpoints: sign-in, reset, unlock, logout, refresh, verify with bad bodies',
    actor: anyActor,
    runs: 155,
    requests: () =>
      fc.oneof(
        fc
          .tuple(fc.oneof(notAnEmail, fc.constant(undefined)), fc.oneof(wrongType, hostileText, hugeText, fc.constant(undefined)))
          .map(([email, password]) => send('POST', '/api/users/login', { email, password })),
        fc.oneof(wrongType, fc.constant(undefined)).map((email) => send('POST', '/api/users/forgot-password', { email })),
        fc
          .tuple(fc.oneof(hostileText, wrongType), fc.oneof(hostileText, wrongType))
          .map(([token, password]) => send('POST', '/api/users/reset-password', { token, password })),
        hostileText.map((email) => send('POST', '/api/users/unlock', { email })),
        hostileText.map((token) => send('POST', `/api/users/verify/${segment(token)}`)),
        fc.constant(send('POST', '/api/users/first-register', { email: 'first@hostile.test', password: 'long-enough' })),
        // The second step (issue 23, item 5): codes of every wrong shape, for every actor's session.
        fc
          .oneof(wrongType, hostileText, hugeText, fc.constant(undefined))
          .map((code) => send('POST', '/api/users/confirm-session', { code })),
        fc.oneof(wrongType, hostileText, hugeText).map((recoveryCode) => send('POST', '/api/users/confirm-session', { recoveryCode })),
      ),
  },
  {
    name: 'uploads: disguised files',
    actor: fc.constantFrom<ActorName>('member', 'admin'),
    runs: 86,
    requests: (f) =>
      fc.oneof(
        disguisedFile('image').map((file) => ({
          kind: 'http' as const,
          method: 'POST' as const,
          path: '/api/media',
          multipart: { _payload: JSON.stringify({ alt: 'Disguised' }), file },
        })),
        disguisedFile('document').map((file) => ({
          kind: 'http' as const,
          method: 'POST' as const,
          path: '/api/project-documents',
          multipart: { _payload: JSON.stringify({ project: f.project.id, title: 'Disguised' }), file },
        })),
      ),
  },
  {
    // Payload routes /versions, /versions/:id (and its restore) for every collection, versions or
    // not, and answered 500 there even to admins; sign-in and file routes only exist where the
    // collection has accounts or files. (The staged collections' versions are in the HTTP matrix.)
    name: 'REST routes of features a collection does not have (versions, sign-in, files), also as admins',
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'admin', 'admin', 'superAdmin'),
    runs: 155,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...UNVERSIONED), fc.constantFrom('', '/1', `/${f.event.id}`, '/abc', '/99999999999'))
          .map(([slug, id]) => get(`/api/${slug}/versions${id}`)),
        fc
          .tuple(fc.constantFrom(...UNVERSIONED), fc.constantFrom('1', String(f.event.id)))
          .map(([slug, id]) => send('POST', `/api/${slug}/versions/${id}`)),
        fc
          .tuple(
            fc.constantFrom(...COLLECTIONS.filter((slug) => slug !== 'users')),
            fc.constantFrom(
              'me',
              'init',
              'login',
              'logout',
              'refresh-token',
              'unlock',
              'forgot-password',
              'reset-password',
              'first-register',
              'verify/abc',
            ),
            fc.constantFrom<HttpRequest['method']>('GET', 'POST'),
          )
          .map(([slug, word, method]) => send(method, `/api/${slug}/${word}`, method === 'POST' ? {} : undefined)),
        fc
          .tuple(
            fc.constantFrom(...COLLECTIONS.filter((slug) => !COLLECTION_RULES[slug].file)),
            fc.constantFrom('file/logo.png', 'paste-url'),
          )
          .map(([slug, word]) => get(`/api/${slug}/${word}`)),
        fc
          .tuple(fc.constantFrom(...COLLECTIONS), fc.constantFrom('unknown', 'versions', 'restore', 'zz/zz'))
          .map(([slug, word]) => get(`/api/${slug}/${f.event.id}/${word}`)),
      ),
  },

  // GraphQL.
  {
    name: 'GraphQL with malformed bodies and queries',
    actor: anyActor,
    runs: 86,
    requests: () =>
      fc.oneof(
        notAJsonBody.map((body) => ({
          kind: 'http' as const,
          method: 'POST' as const,
          path: '/api/graphql',
          raw: { body, contentType: 'application/json' },
        })),
        fc
          .oneof(hostileText, fc.constantFrom('{', 'query {', '{ Events { docs { id } }', 'mutation { }', '{ __proto__ }'))
          .map((query) => send('POST', '/api/graphql', { query })),
        wrongType.map((query) => send('POST', '/api/graphql', { query })),
      ),
  },
  {
    name: 'GraphQL queries and mutations with bad arguments',
    actor: anyActor,
    runs: 181,
    requests: (f) =>
      fc.oneof(
        fc.stringMatching(/^[A-Z][a-zA-Z]{2,12}$/).map((name) => send('POST', '/api/graphql', { query: `{ Zz${name} { docs { id } } }` })),
        badId.map((id) => send('POST', '/api/graphql', { query: `query ($id: Int!) { Event(id: $id) { id } }`, variables: { id } })),
        fc
          .constantFrom('Users', 'Invitations', 'SavedEventDates')
          .map((many) => send('POST', '/api/graphql', { query: `{ ${many}(where: { zzUnknown: { equals: 1 } }) { docs { id } } }` })),
        fc.tuple(tooLong(200), notADate).map(([title, date]) =>
          send('POST', '/api/graphql', {
            query: 'mutation ($data: mutationEventInput!) { createEvent(data: $data) { id } }',
            variables: { data: { title, date } },
          }),
        ),
        badRelation.map((event) =>
          send('POST', '/api/graphql', {
            query: 'mutation ($data: mutationSavedEventDateInput!) { createSavedEventDate(data: $data) { id } }',
            variables: { data: { event } },
          }),
        ),
        // Someone else's rows, as a member.
        fc.constant({
          ...send('POST', '/api/graphql', { query: `mutation { deleteSavedEventDate(id: ${f.otherSavedDate.id}) { id } }` }),
          as: 'member' as const,
        }),
        fc.constant({
          ...send('POST', '/api/graphql', {
            query: `mutation { updateUser(id: ${f.users.superAdmin.id}, data: { firstName: "Taken" }) { id } }`,
          }),
          as: 'admin' as const,
        }),
        notAnEmail.map((email) =>
          send('POST', '/api/graphql', {
            query: 'mutation ($data: mutationInvitationInput!) { createInvitation(data: $data) { id } }',
            variables: { data: { email } },
          }),
        ),
      ),
  },

  // The app's own endpoints.
  {
    name: 'custom endpoints: review, move, send, member summary, member state, health',
    actor: fc.constantFrom<ActorName>('member', 'admin', 'admin'),
    runs: 155,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(badId, fc.oneof(hostileText, wrongType))
          .map(([id, decision]) => send('POST', `/api/project-applications/${segment(id)}/review`, { decision })),
        fc
          .oneof(hostileText, wrongType, fc.constant(undefined))
          .map((decision) => send('POST', `/api/project-applications/${f.reviewedApplication.id}/review`, { decision })),
        fc
          .constantFrom('approve', 'reject')
          .map((decision) => send('POST', `/api/project-applications/${f.reviewedApplication.id}/review`, { decision })),
        fc
          .tuple(badId, fc.oneof(hostileText, wrongType))
          .map(([id, direction]) => send('POST', `/api/survey-questions/${segment(id)}/move`, { direction })),
        fc.constant(send('POST', `/api/survey-questions/${f.firstQuestion.id}/move`, { direction: 'up' })),
        fc.oneof(badId, missingId.map(String)).map((id) => send('POST', `/api/invitations/${segment(id)}/send`)),
        fc.constant(send('POST', `/api/invitations/${f.sentInvitation.id}/send`)),
        fc
          .array(
            badId.filter((id) => !id.includes(',')),
            { minLength: 1, maxLength: 4 },
          )
          .map((ids) => get(`/api/organizations/member-summary?ids=${ids.map(encodeURIComponent).join(',')}`)),
        fc.constantFrom<HttpRequest['method']>('POST', 'PATCH', 'DELETE').map((method) => send(method, '/api/health')),
        fc
          .oneof(
            hostileText,
            badId.map((id) => `saved-event:${id}`),
            fc.constant(Array.from({ length: MAX_STATE_KEYS + 1 }, (_, index) => `agenda:${index + 1}`).join(',')),
          )
          .filter((keys) => parseStateKeys(keys) === null)
          .map((keys) => get(`/api/member-state?keys=${encodeURIComponent(keys)}`)),
      ),
  },
  {
    // Issue 20: the operations view's Retry. Only super admins get past the role check; their
    // bad ids name no e-mail (404), and any body but an empty object is refused (400).
    name: 'custom endpoint: retry a failed e-mail',
    actor: fc.constantFrom<ActorName>('member', 'admin', 'superAdmin', 'superAdmin'),
    runs: 86,
    requests: () =>
      fc.oneof(
        fc.oneof(badId, missingId.map(String)).map((id) => send('POST', `/api/email-outbox/${segment(id)}/retry`, {})),
        fc
          .tuple(
            missingId,
            junkFields.filter((junk) => Object.keys(junk).length > 0),
          )
          .map(([id, junk]) => send('POST', `/api/email-outbox/${id}/retry`, junk)),
        fc.tuple(missingId, fc.oneof(hostileText, wrongType)).map(([id, body]) => send('POST', `/api/email-outbox/${id}/retry`, body)),
        fc.tuple(missingId, notAJsonBody).map(([id, body]): HttpRequest => ({
          kind: 'http',
          method: 'POST',
          path: `/api/email-outbox/${id}/retry`,
          raw: { body, contentType: 'application/json' },
        })),
      ),
  },
  {
    // Issue 50, item 2: live questions. The fixture's session is in 2030 (not happening now), so
    // every question and vote on it is refused (409) whatever its text; bad ids name nothing
    // (404); oversize, mistyped and extra fields are refused (400); a visitor is asked to sign in
    // (401); a member may not mark answered or hide (403). Two votes at once and a blocked pair
    // are tests/liveQuestions/liveQuestions.test.ts's (they succeed, or show nothing).
    name: 'live questions: bad ids, oversize and mistyped questions, a session not happening now, moderation by members',
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'otherMember', 'admin'),
    runs: 120,
    requests: (f) =>
      fc.oneof(
        fc
          .tuple(fc.oneof(badId, missingId.map(String)), fc.oneof(hostileText, wrongType))
          .map(([id, text]) => send('POST', `/api/live-questions/session/${segment(id)}`, { text })),
        fc
          .oneof(hostileText, wrongType, tooLong(QUESTION_MAX_LENGTH), hugeText, fc.constant(undefined))
          .map((text) => send('POST', `/api/live-questions/session/${f.agendaItem.id}`, { text })),
        fc
          .tuple(
            hostileText,
            junkFields.filter((junk) => Object.keys(junk).length > 0),
          )
          .map(([text, junk]) => send('POST', `/api/live-questions/session/${f.agendaItem.id}`, { ...junk, text })),
        notAJsonBody.map((body): HttpRequest => ({
          kind: 'http',
          method: 'POST',
          path: `/api/live-questions/session/${f.agendaItem.id}`,
          raw: { body, contentType: 'application/json' },
        })),
        fc.oneof(badId, missingId.map(String)).map((id) => get(`/api/live-questions/session/${segment(id)}`)),
        fc.constant({ ...get(`/api/live-questions/session/${f.agendaItem.id}`), as: 'visitor' as const }),
        fc
          .tuple(
            fc.oneof(badId, missingId.map(String), fc.constant(String(f.liveQuestion.id))),
            fc.constantFrom<HttpRequest['method']>('POST', 'DELETE'),
          )
          .map(([id, method]) => send(method, `/api/live-questions/${segment(id)}/vote`, {})),
        fc
          .tuple(fc.constantFrom('POST', 'DELETE') as fc.Arbitrary<HttpRequest['method']>, fc.oneof(hostileText, wrongType))
          .map(([method, junk]) => send(method, `/api/live-questions/${f.liveQuestion.id}/vote`, { junk })),
        fc
          .tuple(fc.oneof(badId, missingId.map(String)), fc.constantFrom('answer', 'hide'))
          .map(([id, action]) => send('POST', `/api/live-questions/${segment(id)}/${action}`, {})),
        fc
          .constantFrom('answer', 'hide')
          .map((action) => ({ ...send('POST', `/api/live-questions/${f.liveQuestion.id}/${action}`, {}), as: 'member' as const })),
        fc
          .tuple(fc.constantFrom('answer', 'hide'), fc.oneof(hostileText, wrongType))
          .map(([action, status]) => send('POST', `/api/live-questions/${f.liveQuestion.id}/${action}`, { status })),
      ),
  },
  {
    // Issue 50: the moderation queue and its acts. Only admins get past the role check; their bad
    // ids name no post (404), an act that is none, junk beside it, a body that is no JSON and a
    // page that is no whole number from 1 to 500 are refused (400).
    name: 'custom endpoints: the moderation queue and its acts',
    actor: fc.constantFrom<ActorName>('member', 'admin', 'admin', 'superAdmin'),
    runs: 90,
    requests: (f) =>
      fc.oneof(
        fc.oneof(badId, missingId.map(String)).map((id) => send('POST', `/api/discussion-reports/queue/${segment(id)}`, { act: 'hide' })),
        fc
          .oneof(
            hostileText.filter((act) => !['hide', 'restore', 'approve', 'delete', 'warn'].includes(act)),
            wrongType,
            fc.constant(undefined),
          )
          .map((act) => send('POST', `/api/discussion-reports/queue/${f.otherPost.id}`, { act })),
        fc
          .tuple(
            missingId,
            junkFields.filter((junk) => Object.keys(junk).length > 0),
          )
          .map(([id, junk]) => send('POST', `/api/discussion-reports/queue/${id}`, { act: 'warn', ...junk })),
        fc.tuple(missingId, notAJsonBody).map(([id, body]): HttpRequest => ({
          kind: 'http',
          method: 'POST',
          path: `/api/discussion-reports/queue/${id}`,
          raw: { body, contentType: 'application/json' },
        })),
        fc
          .oneof(
            hostileText.filter((page) => !/^\d{1,3}$/.test(page)),
            fc.constantFrom('0', '-1', '1.5', '501', '999', '1e3', '', 'page'),
          )
          .map((page) => get(`/api/discussion-reports/queue?page=${encodeURIComponent(page)}`)),
        fc.constant(get('/api/discussion-reports/queue?page=1&page=2')),
      ),
  },
  {
    name: 'list exports: bad formats, filters, sorts, searches and limits (members are refused outright)',
    actor: fc.constantFrom<ActorName>('member', 'admin', 'admin', 'superAdmin'),
    runs: 120,
    requests: () =>
      fc
        .tuple(
          fc.constantFrom(...EXPORTABLE_COLLECTIONS),
          fc.oneof(
            badWhere.map((where) => `format=csv&${where}`),
            fc
              .oneof(hostileText, fc.constantFrom('', 'xml', 'CSV', 'csv,json', 'xlsx'))
              .filter((format) => format !== 'csv' && format !== 'json')
              .map((format) => `format=${encodeURIComponent(format)}`),
            fc.constantFrom('format[]=csv', 'format[a]=json', 'format=csv&format=json'),
            fc
              .oneof(
                hostileText,
                fc.constantFrom('hash', 'salt', '-sessions', 'calendarFeedKey', 'a,b', '--createdAt', 'organization.name'),
              )
              .filter((sort) => !/^-?(id|createdAt|updatedAt|email|name|status|type|sector)$/.test(sort))
              .map((sort) => `format=json&sort=${encodeURIComponent(sort)}`),
            tooLong(400).map((search) => `format=csv&search=${encodeURIComponent(search)}`),
            fc.constantFrom(
              'format=csv&limit=100000',
              'format=json&limit=0',
              'format=csv&depth=10',
              // The export links' check before the download (issue 48): only check=1 is one.
              'format=csv&check=yes',
              'format=json&check[]=1',
              'format=csv&check=1&sort=hash',
              'format=csv&where[id][in]=' + Array.from({ length: 501 }, (_, index) => index + 1).join(','),
            ),
          ),
        )
        .map(([slug, query]) => get(`/api/${slug}/export?${query}`)),
  },
  {
    // Issue 48: the lists' CSV import. Members are refused outright; an admin's file that cannot
    // be read as a whole (over the size cap, another type, not UTF-8, binary, no rows, unknown,
    // doubled or missing columns, a quote never closed, too many rows) is 4xx before any row is
    // read, and a confirm without its preview's plan, or with another, writes nothing.
    name: 'CSV imports: bad files, types, sizes and plans (members are refused outright)',
    actor: fc.constantFrom<ActorName>('member', 'admin', 'admin', 'superAdmin'),
    runs: 120,
    requests: (f) => {
      /** A file each import would take: only ever confirmed with a wrong plan below. */
      const goodFile = (slug: ImportableCollection) =>
        ({
          organizations: 'Organization Name,Organization Type\nHostile import,vendor\n',
          speakers: `Event,First Name,Last Name\n${f.event.id},Ada,Hostile\n`,
          'agenda-items': `Event,Title,Start Time,End Time\n${f.event.id},Hostile,2031-01-01 09:00,2031-01-01 10:00\n`,
          invitations: 'Email\nhostile.import@hostile.test\n',
        })[slug]
      const csv = (body: string | Buffer, contentType = 'text/csv') => ({ body, contentType })
      const badFile = fc.oneof(
        hostileText.map((text) => csv(text)),
        fc.constantFrom(
          csv(''),
          csv('\uFEFF\r\n\r\n'),
          csv('Organization Name\n'),
          csv('Email,Email\nx@hostile.test,y@hostile.test\n'),
          csv('Organization Type\nvendor\n'),
          csv('Event,Title\n1,"never closed\n'),
          csv('First Name,Last Name\nAda,Lovelace\n'),
          csv(Buffer.from([0x45, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xc3, 0x28, 0x0a])),
          csv(Buffer.from('Email\nx\u0000@hostile.test\n')),
          csv(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61)),
          csv(`Email\n${'x@hostile.test\n'.repeat(IMPORT_MAX_ROWS + 1)}`),
        ),
      )
      const wrongType = fc.constantFrom('text/plain', 'application/octet-stream', 'multipart/form-data; boundary=x', 'text/csvx')
      const badPlan = fc.oneof(
        fc.constant(''),
        hostileText.map((text) => `plan=${encodeURIComponent(text)}`),
        fc.constantFrom('plan=', 'plan[]=a', `plan=${'A'.repeat(64)}`, `plan=${'a'.repeat(63)}`),
        // The form of a plan, not the preview's: 409, nothing written.
        fc.stringMatching(/^[0-9a-f]{64}$/).map((plan) => `plan=${plan}`),
      )
      const post = (path: string, raw: { body: string | Buffer; contentType: string }): HttpRequest => ({
        kind: 'http',
        method: 'POST',
        path,
        raw,
      })
      return fc.constantFrom(...IMPORTABLE_COLLECTIONS).chain((slug) =>
        fc.oneof(
          badFile.map((raw) => post(`/api/${slug}/import/preview`, raw)),
          fc.tuple(badFile, badPlan).map(([raw, plan]) => post(`/api/${slug}/import?${plan}`, raw)),
          wrongType.map((type) => post(`/api/${slug}/import/preview`, csv(goodFile(slug), type))),
          badPlan.map((plan) => post(`/api/${slug}/import?${plan}`, csv(goodFile(slug)))),
        ),
      )
    },
  },
]

/**
 * What only the HTTP server answers: pages, downloads, forms, server actions, and uploads over
 * the body limit. Sent over HTTP only, every run.
 */
export const HTTP_TARGETS: HostileTarget[] = [
  {
    name: 'uploads: oversized files (over 5 MB images, over 25 MB documents)',
    actor: 'admin',
    runs: 4,
    requests: () =>
      fc.constantFrom(5 * 1024 * 1024 + 1, 6 * 1024 * 1024, 26 * 1024 * 1024).map((size) => {
        const buffer = Buffer.alloc(size, 0)
        pngHeader.copy(buffer)
        // fast-check prints a failing value: a file of megabytes is named by its size instead.
        const file = (name: string, mimeType: string) => ({ name, mimeType, buffer, [fc.toStringMethod]: () => `(${name}, ${size} bytes)` })
        return size > 25 * 1024 * 1024
          ? {
              kind: 'http' as const,
              method: 'POST' as const,
              path: '/api/documents',
              multipart: {
                _payload: JSON.stringify({ title: 'Huge', company: 'ACME', documentType: 'Report' }),
                file: file('huge.pdf', 'application/pdf'),
              },
            }
          : {
              kind: 'http' as const,
              method: 'POST' as const,
              path: '/api/media',
              multipart: { _payload: JSON.stringify({ alt: 'Huge' }), file: file('huge.png', 'image/png') },
            }
      }),
  },

  {
    name: 'download routes with bad and mismatched ids',
    actor: fc.constantFrom<ActorName>('member', 'admin'),
    runs: 86,
    requests: (f) =>
      fc.oneof(
        fc.oneof(badId, missingId.map(String)).map((id) => get(`/documents/${segment(id)}/download`)),
        fc
          .tuple(fc.oneof(badId, missingId.map(String)), fc.oneof(badId, missingId.map(String)))
          .map(([project, id]) => get(`/projects/${segment(project)}/documents/${segment(id)}/download`)),
        // A real document of one project, asked for under another.
        fc.constant(get(`/projects/${f.otherProject.id}/documents/${f.projectDocument.id}/download`)),
        fc
          .oneof(hostileText, fc.constantFrom('..%2F..%2Fpayload.config.ts', 'missing.pdf'))
          .map((name) => get(`/api/documents/file/${segment(name)}`)),
      ),
  },

  {
    // A document's page (issue 48): a bad or missing id is its not-found page, a 404 like that of
    // a document the reader may not read, never an error nor a page.
    name: "a document's page with bad and missing ids",
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 30,
    harmlessAnswer: ordinaryPage(() => false),
    requests: () => fc.oneof(badId, missingId.map(String)).map((id) => get(`/documents/${segment(id)}`)),
  },

  {
    // The site-wide search answers any query string with its page (results, none, or a clamped
    // page), never an error: words with SQL and tsquery syntax, unbalanced quotes, 1,000
    // characters (longer query strings Node.js itself refuses with a 431, before the app), pages
    // out of range, unknown types, repeated parameters.
    name: 'site-wide search with hostile query strings',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 69,
    harmlessAnswer: (result) => {
      const { status, text } = result as { status: number; text: string }
      return status === 200 && text.includes('id="site-search-query"') && !/Failed query|node_modules/.test(text)
    },
    requests: () =>
      fc.oneof(
        fc
          .oneof(
            hostileText,
            tooLong(1000),
            fc.constantFrom(
              "'; DROP TABLE search_entries; --",
              '"unbalanced quote',
              "it's O'Reilly's",
              '((( ))) !! <-> :* & | \\',
              '-',
              '"" OR 1=1',
              '%00%27',
              'zero trust',
            ),
          )
          .map((words) => get(`/search?q=${encodeURIComponent(withinRequestLine(words))}`)),
        fc
          .constantFrom(
            'page=-1',
            'page=999999',
            'page=0',
            'page=abc',
            'page=1e308',
            'type=bogus',
            'type[]=event',
            'q[]=a&q[]=b',
            'type=event&type=bogus',
            'q=',
          )
          .map((query) => get(`/search?q=trust&${query}`)),
      ),
  },
  {
    // The search field's suggestions answer any text with their JSON (none, or words and items),
    // never an error: the same hostile words as the search, unknown languages, repeated parameters.
    name: 'search suggestions with hostile query strings',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 40,
    harmlessAnswer: (result) => {
      const { status, text } = result as { status: number; text: string }
      if (status !== 200) return false
      const answer = JSON.parse(text) as { words?: unknown; items?: unknown }
      return Array.isArray(answer.words) && Array.isArray(answer.items)
    },
    requests: () =>
      fc.oneof(
        fc
          .oneof(
            hostileText,
            tooLong(1000),
            fc.constantFrom("'; DROP TABLE search_vocabulary; --", '%_\\%', '"unbalanced', '((( ))) :* & |', 'ze', 'zero tr'),
          )
          .map((words) => get(`/api/search-suggestions?q=${encodeURIComponent(withinRequestLine(words))}`)),
        fc
          .constantFrom('lang=xx', 'lang[]=de', 'q[]=a&q[]=b', 'q=', 'lang=de&lang=en', 'q=%00')
          .map((query) => get(`/api/search-suggestions?q=trust&${query}`)),
      ),
  },
  {
    // The discussion islands' route (issue 50): unknown item kinds, bad ids and pages, repeated and
    // missing parameters answer 400, items out of sight 404, visitors 401; a sound question its page.
    name: 'discussion thread route with hostile query strings',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 40,
    harmlessAnswer: (result) => {
      const { status, text } = result as { status: number; text: string }
      const answer = JSON.parse(text) as { kind?: string; posts?: unknown; replies?: unknown; message?: string }
      return status === 200
        ? Array.isArray(answer.posts) || Array.isArray(answer.replies)
        : status < 500 && typeof answer.message === 'string'
    },
    requests: (f) =>
      fc.oneof(
        fc
          .oneof(hostileText, tooLong(1000), fc.constantFrom('event:0', 'events:1', 'document:abc', 'event:1e3', 'project:99999999999'))
          .map((on) => get(`/api/discussions?on=${encodeURIComponent(withinRequestLine(on))}`)),
        fc
          .constantFrom(
            'page=0',
            'page=-1',
            'page=abc',
            'page=1e308',
            'page=99999',
            'post=abc',
            'post=2000000000',
            'replies=abc',
            'replies=2000000000',
            'on[]=event',
            'lang=xx',
            'page=1&page=2',
          )
          .map((query) => get(`/api/discussions?on=event:${f.event.id}&${query}`)),
      ),
  },
  {
    // The composer's @mention suggestions (issue 50, item 3): any text answers its JSON (a short
    // list of names) or a 400 for a prefix out of 2 to 50 characters, visitors 401; never a 5xx.
    name: 'mention suggestions route with hostile query strings',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 40,
    harmlessAnswer: (result) => {
      const { status, text } = result as { status: number; text: string }
      const answer = JSON.parse(text) as { suggestions?: unknown; message?: string }
      return status === 200
        ? Array.isArray(answer.suggestions) && answer.suggestions.length <= 8
        : [400, 401].includes(status) && typeof answer.message === 'string'
    },
    requests: () =>
      fc.oneof(
        fc
          .oneof(hostileText, tooLong(1000), fc.constantFrom('%%', '__', '%_\\%', "'; DROP TABLE directory_profiles; --", 'le', 'a\u0000b'))
          .map((words) => get(`/api/discussions/mention-suggestions?q=${encodeURIComponent(withinRequestLine(words))}`)),
        fc
          .constantFrom('lang=xx', 'lang[]=de', 'q[]=ab&q[]=cd', 'q=', 'q=%00%00', 'q=ab&q=cd', 'lang=de&lang=en')
          .map((query) => get(`/api/discussions/mention-suggestions?${query}`)),
      ),
  },
  {
    // Opening a notice: ids that name none, another member's, and the count as a visitor.
    name: 'notice routes with bad and foreign ids',
    actor: 'member',
    runs: 69,
    requests: (f) =>
      fc.oneof(
        fc.oneof(badId, missingId.map(String), fc.constant(String(f.otherNotice.id))).map((id) => get(`/notifications/${segment(id)}`)),
        fc.constant({ ...get('/api/notifications/unread-count'), as: 'visitor' as const }),
      ),
  },
  {
    // The profile's tabs (issue 49, item 6): made-up tabs are not found; the tabs ignore unknown
    // parameters and the Organization tab's member page clamps any value; a visitor gets the sign-in text.
    name: 'profile tabs: made-up tabs and hostile query strings',
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'organizationAdmin'),
    runs: 40,
    harmlessAnswer: ordinaryPage((html) => /aria-label="(Profile sections|Profilbereiche)"|Please sign in to view your profile/.test(html)),
    requests: () =>
      fc.oneof(
        hostileText
          .filter((word) => !['export', 'organization', 'directory', 'notifications', 'security'].includes(word))
          .map((word) => get(`/profile/${segment(withinRequestLine(word))}`)),
        fc
          .tuple(
            fc.constantFrom('/profile', '/profile/organization', '/profile/directory', '/profile/notifications', '/profile/security'),
            fc.oneof(hostileText, tooLong(1000), fc.constantFrom('-1', '0', '1e308', 'NaN', '999999')),
            fc.constantFrom('page', 'tab', 'page[]'),
          )
          .map(([path, value, name]) => get(`${path}?${name}=${encodeURIComponent(withinRequestLine(value))}`)),
      ),
  },
  {
    // Each is refused for its language; a good language with any return path is a choice, not bad input.
    name: 'language switch: languages the site does not have, with hostile return paths',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 69,
    requests: () =>
      fc
        .tuple(
          fc.oneof(hostileText, fc.constantFrom('', 'fr', 'EN', 'de ', 'en-US', 'x-default')),
          fc.oneof(hostileText, fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example/', '/de/../../etc')),
        )
        .filter(([language]) => language !== 'en' && language !== 'de')
        .map(([language, path]): HttpRequest => ({ kind: 'http', method: 'POST', path: '/language', multipart: { language, path } })),
  },

  // Server actions, with the arguments React's client would encode.
  {
    name: 'action setEventDateSaved',
    actor: 'member',
    action: SERVER_ACTIONS.saveDate,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(fc.oneof(badId, badRelation, missingId), fc.constant(true)),
          fc.tuple(
            fc.constant(f.event.id),
            fc.oneof(hostileText, fc.integer(), fc.constant(null), fc.array(fc.boolean(), { minLength: 1, maxLength: 2 })),
          ),
          fc.tuple(fc.constant(String(f.event.id)), fc.boolean()),
        ),
      ),
  },
  {
    name: 'action setAgendaInterest',
    actor: 'member',
    action: SERVER_ACTIONS.agendaInterest,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(fc.oneof(badId, badRelation, missingId), fc.constant(true)),
          fc.tuple(fc.constant(f.agendaItem.id), fc.oneof(hostileText, fc.integer(), fc.constant(null))),
        ),
      ),
  },
  {
    name: 'action applyToProject',
    actor: 'member',
    action: SERVER_ACTIONS.apply,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(fc.oneof(badId, badRelation, missingId), hostileText),
          fc.tuple(fc.constant(f.closedProject.id), hostileText),
          fc.tuple(fc.constant(f.project.id), fc.oneof(wrongType, tooLong(2000), hugeText)),
        ),
      ),
  },
  {
    name: 'action submitSurvey',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.survey,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(fc.oneof(badId, badRelation, missingId), fc.constant({ [f.requiredQuestion.id]: 'yes' })),
          fc.tuple(fc.constant(f.inactiveSurvey.id), fc.constant({})),
          // An answer over 5,000 characters is refused, not cut.
          tooLong(5000).map((text) => [f.survey.id, { [f.requiredQuestion.id]: text }]),
          // The required question unanswered, with hostile answers to questions of other surveys.
          fc.tuple(
            fc.constant(f.survey.id),
            fc.dictionary(fc.integer({ min: 1, max: 99999 }).map(String), hostileText, { maxKeys: 3 }).map((answers) => {
              delete answers[String(f.requiredQuestion.id)]
              return answers
            }),
          ),
          fc.tuple(
            fc.constant(f.survey.id),
            fc.oneof(
              wrongType,
              hostileText,
              fc.constant(null),
              fc.dictionary(
                fc.constant(String(f.requiredQuestion.id)),
                fc.oneof(fc.integer(), fc.boolean(), fc.dictionary(fc.string(), fc.string())),
              ),
            ),
          ),
        ),
      ),
  },
  {
    name: 'action inviteExpertAction',
    actor: 'member',
    action: SERVER_ACTIONS.invite,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(formState, formOf(field('email', asText(notAnEmail)))),
          fc.tuple(formState, fc.constant({ form: { email: f.sentInvitation.email as string } })),
          fc.tuple(formState, notAForm),
          fc.tuple(formState, formOf(tooLong(254).map((local) => ({ email: `${local}@example.org` })))),
        ),
      ),
  },
  {
    name: 'action updateProfile',
    actor: 'member',
    action: SERVER_ACTIONS.profile,
    runs: 69,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(formFields({ firstName: 'Maria', lastName: 'Weber', jobRole: 'Engineer', workingIn: 'OT' }, profileBreakers)),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // Another member's notice, ids that name none, and anything that is no form: each refused, nothing marked.
    name: 'action markNotificationRead',
    actor: fc.constantFrom<ActorName>('member', 'admin'),
    action: SERVER_ACTIONS.markNoticeRead,
    runs: 60,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(formState, formOf(fc.oneof(badId, missingId.map(String), fc.constant(String(f.otherNotice.id))).map((id) => ({ id })))),
          fc.tuple(formState, formOf(fc.constant({}))),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // Marks the caller's own notices, whatever else is sent: a visitor is refused.
    name: 'action markAllNotificationsRead (as a visitor)',
    actor: 'visitor',
    action: SERVER_ACTIONS.markAllNoticesRead,
    runs: 34,
    requests: () => callWith(fc.tuple(formState, fc.oneof(notAForm, formOf(fc.constant({ id: '1' }))))),
  },
  {
    // A choice of e-mail for a kind of notice that is not one: refused, nothing changed.
    name: 'action updateReminderSettings',
    actor: 'member',
    action: SERVER_ACTIONS.emailSettings,
    runs: 52,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                {
                  eventReminders: 'on',
                  weeklyDigest: 'on',
                  applicationDecisions: 'email',
                  newApplications: 'digest',
                  acceptedInvitations: 'site',
                },
                fc.oneof(...NOTICE_EMAIL_TOPICS.map((name) => field(name, asText(notAnOption([...NOTICE_DELIVERIES]))))),
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // The directory's settings are checkboxes (any value but 'on' is off): only what is no form is refused.
    name: 'action updateDirectorySettings',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.directorySettings,
    runs: 26,
    requests: () => callWith(fc.tuple(formState, notAForm)),
  },
  {
    // Nobody, oneself, a member not in the directory, an empty or too long message, no form: each refused, nothing stored.
    name: 'action sendContactRequestAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.sendContactRequest,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                { memberId: String(f.users.otherMember.id), message: 'Hello' },
                fc.oneof(
                  field('memberId', asText(fc.oneof(badId, missingId))),
                  fc.constant({ memberId: String(f.users.member.id) }),
                  field('message', tooLong(1000)),
                  fc.constant({ message: '   ' }),
                ),
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // Requests that are none or not the caller's, answers that are not one: refused, nothing answered.
    name: 'action answerContactRequestAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member', 'admin'),
    action: SERVER_ACTIONS.answerContactRequest,
    runs: 52,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                { requestId: '1', answer: 'accepted' },
                fc.oneof(
                  field('requestId', asText(fc.oneof(badId, missingId))),
                  field('answer', asText(notAnOption(['accepted', 'declined']))),
                ),
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // Issue 50: reporting no post, one out of sight, or without a reason (or with a reason too long): refused.
    name: 'action reportPostAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.reportPost,
    runs: 40,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                { postId: String(f.otherPost.id), reason: 'Spam' },
                fc.oneof(
                  field('postId', asText(fc.oneof(badId, missingId))),
                  field('reason', tooLong(1000)),
                  fc.constant({ reason: '' }),
                  fc.constant({ reason: '   ' }),
                ),
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // Issue 50: a post under no item, an unknown kind of item, one out of sight, an empty or far too
    // long text, a reply to no post, other types and extra fields: refused, nothing written.
    name: 'action writePostAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.writePost,
    runs: 60,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            fc.oneof(
              fc.record({
                on: fc.oneof(hostileText, fc.constantFrom('event:0', 'events:1', 'document:-1', 'event:1e3', `event:${f.event.id} `)),
                body: fc.constant('Hello'),
              }),
              fc.record({ on: missingId.map((id) => `event:${id}`), body: fc.constant('Hello') }),
              fc.record({
                on: fc.constant(`event:${f.event.id}`),
                body: fc.oneof(tooLong(40_000), fc.constantFrom('', '   ', '\n\t', '\u0000')),
              }),
              fc.record({ on: fc.constant(`event:${f.event.id}`), body: fc.constant('Hello'), replyTo: fc.oneof(badId, missingId) }),
              fc.record({ on: fc.constant(`event:${f.event.id}`), body: fc.constant('Hello'), quotes: missingId }),
              fc.record({ on: fc.constant(`event:${f.event.id}`), body: wrongType }),
              fc.record({ on: fc.constant(`event:${f.event.id}`), body: fc.constant('Hello'), status: fc.constant('published') }),
            ),
          ),
          fc.constantFrom<unknown[]>([], [null], ['text'], [{}, {}]),
        ),
      ),
  },
  {
    // Editing, deleting or reacting to no post, another member's (editing and deleting), with a
    // bad text or an unknown reaction: refused, nothing written.
    name: 'actions editPostAction, deletePostAction and reactAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 60,
    requests: (f) =>
      fc
        .tuple(
          fc.constantFrom(SERVER_ACTIONS.editPost, SERVER_ACTIONS.deletePost, SERVER_ACTIONS.reactToPost),
          fc.oneof(
            fc.record({
              postId: fc.oneof(badId, missingId, wrongType),
              body: fc.constant('Hello'),
              kind: fc.constant('helpful'),
              on: fc.constant(true),
            }),
            fc.record({
              postId: fc.constant(f.otherPost.id),
              body: fc.oneof(tooLong(40_000), fc.constant('')),
              kind: fc.constantFrom('love', '', 'HELPFUL'),
              on: fc.constant(true),
            }),
            fc.record({ postId: fc.constant(f.otherPost.id), kind: fc.constant('helpful'), on: fc.oneof(hostileText, fc.constant(null)) }),
          ),
        )
        .map(([action, input]): ActionCall => {
          // Each action's own fields, so every call is refused for what it carries: another's post to edit or
          // delete, a bad id, a bad text or an unknown reaction.
          const { postId, body, kind, on } = input as Record<string, unknown>
          const args =
            action === SERVER_ACTIONS.editPost ? { postId, body } : action === SERVER_ACTIONS.deletePost ? { postId } : { postId, kind, on }
          return { kind: 'action', action, args: [args] }
        }),
  },
  {
    // Issue 50: following an unknown kind of item, no item, or with a flag that is neither yes nor no: refused, nothing written.
    name: 'action setThreadFollowed',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.followThread,
    runs: 40,
    requests: () =>
      fc
        .oneof(
          fc.tuple(fc.constantFrom<unknown>('comment', '', 'Document', null, 7), fc.constant<unknown>(1), fc.constant<unknown>(true)),
          fc.tuple(fc.constant<unknown>('document'), fc.oneof(badId, missingId, wrongType), fc.constant<unknown>(true)),
          fc.tuple(fc.constant<unknown>('document'), fc.constant<unknown>(1), fc.oneof(hostileText, fc.constant(null))),
        )
        .map((args): ActionCall => ({ kind: 'action', action: SERVER_ACTIONS.followThread, args })),
  },
  {
    // Blocking nobody or oneself, unblocking with a bad id, reporting nobody, oneself, or without a reason: refused.
    name: 'actions blockMemberAction, unblockMemberAction and reportMemberAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.blockMember,
    runs: 52,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(fc.oneof(asText(fc.oneof(badId, missingId)), fc.constant(String(f.users.member.id))).map((memberId) => ({ memberId }))),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action unblockMemberAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.unblockMember,
    runs: 26,
    requests: () =>
      callWith(fc.oneof(fc.tuple(formState, formOf(asText(badId).map((memberId) => ({ memberId })))), fc.tuple(formState, notAForm))),
  },
  {
    name: 'action reportMemberAction',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.reportMember,
    runs: 43,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                { memberId: String(f.users.otherMember.id), reason: 'Spam' },
                fc.oneof(
                  field('memberId', asText(fc.oneof(badId, missingId))),
                  fc.constant({ memberId: String(f.users.member.id) }),
                  field('reason', tooLong(1000)),
                  fc.constant({ reason: '' }),
                ),
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // A profile that is none (or not listed), bad pages of requests: not found, or the ordinary page.
    name: 'people directory profiles with bad ids',
    actor: 'member',
    runs: 34,
    requests: () => fc.oneof(badId, missingId.map(String)).map((id) => get(`/people/${segment(id)}`)),
  },
  {
    // Any text, sector, focus, interest and page: the directory's ordinary page (an empty list, or the first or last page).
    name: 'people directory search with hostile queries',
    actor: 'member',
    runs: 52,
    harmlessAnswer: ordinaryPage((html) => html.includes('data-testid="people-count"') || html.includes('role="alert"')),
    requests: () =>
      fc
        .tuple(hostileText, hostileText, hostileText, fc.oneof(hostileText, fc.constantFrom('-1', '0', '51', '1e9', 'NaN')))
        .map(([q, sector, interest, page]) =>
          get(
            `/people?q=${encodeURIComponent(q)}&sector=${encodeURIComponent(sector)}&workingIn=${encodeURIComponent(interest)}&interest=${encodeURIComponent(interest)}&page=${encodeURIComponent(page)}`,
          ),
        ),
  },
  {
    name: 'contact requests page with hostile page numbers',
    actor: 'member',
    runs: 17,
    harmlessAnswer: ordinaryPage((html) => html.includes('id="received"')),
    requests: () =>
      fc
        .oneof(hostileText, fc.constantFrom('-1', '0', '1e9', 'NaN'))
        .map((page) =>
          get(`/people/requests?received=${encodeURIComponent(page)}&sent=${encodeURIComponent(page)}&blocked=${encodeURIComponent(page)}`),
        ),
  },
  {
    // Tokens that are not the server's: garbage, and well-formed ones with a made-up signature.
    name: 'action confirmUnsubscribe',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.unsubscribe,
    runs: 52,
    requests: () =>
      callWith(fc.oneof(fc.tuple(formState, formOf(unsubscribeToken.map((token) => ({ token })))), fc.tuple(formState, notAForm))),
  },
  {
    // The welcome e-mail's weekly-digest link with tokens that are not the server's: nobody's digest is turned on.
    name: 'action confirmWeeklyDigest',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.weeklyDigest,
    runs: 52,
    requests: () =>
      callWith(fc.oneof(fc.tuple(formState, formOf(weeklyDigestToken.map((token) => ({ token })))), fc.tuple(formState, notAForm))),
  },
  {
    // 'Send e-mails again' takes no input and clears only the caller's own bounce: a visitor is refused, whatever is sent.
    name: 'action resumeEmailDelivery (as a visitor)',
    actor: 'visitor',
    action: SERVER_ACTIONS.resumeEmails,
    runs: 26,
    requests: () => callWith(fc.tuple(formState, fc.oneof(notAForm, formOf(fc.constant({ id: '1' }))))),
  },
  {
    // An admin's digest preview of ids that are no member's, or no id at all.
    name: 'weekly digest preview with bad ids',
    actor: fc.constantFrom<ActorName>('admin', 'member'),
    runs: 34,
    requests: () => fc.oneof(badId, missingId.map(String)).map((id) => get(`/api/users/${segment(id)}/weekly-digest`)),
  },
  {
    // A super admin's reset of a second step for ids that are no account's, or no id at all (a real
    // id would sign its account out everywhere, which is the matrix's to check).
    name: 'second-step reset with bad ids',
    actor: fc.constantFrom<ActorName>('superAdmin', 'admin', 'member'),
    runs: 34,
    requests: () => fc.oneof(badId, missingId.map(String)).map((id) => send('POST', `/api/users/${segment(id)}/reset-second-step`, {})),
  },
  {
    // An organization's admin pages (issue 23, item 6) with ids that are no organization's or
    // member's, and domain requests no organization may have: not domains, public mail services,
    // a confirmation address elsewhere, bodies of the wrong shape.
    name: 'organization admins: members and domains with bad ids and bodies',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member', 'admin'),
    runs: 60,
    requests: (f) =>
      fc.oneof(
        fc.oneof(badId, missingId.map(String)).map((id) => get(`/api/organizations/${segment(id)}/members`)),
        fc
          .oneof(badId, missingId.map(String))
          .map((id) => send('DELETE', `/api/organizations/${f.memberOrganization.id}/members/${segment(id)}`)),
        fc.oneof(badId, missingId.map(String)).map((id) => send('POST', `/api/organizations/${segment(id)}/domains`, {})),
        fc
          .tuple(
            fc.oneof(wrongType, hostileText, hugeText, fc.constantFrom<unknown>('gmail.com', 'mail.gmx.de', 'web.de', 'a..b', '@', 'x')),
            fc.oneof(wrongType, hostileText, fc.constant('it@elsewhere.example'), fc.constant(undefined)),
          )
          .map(([domain, address]) => send('POST', `/api/organizations/${f.memberOrganization.id}/domains`, { domain, address })),
      ),
  },
  // An organization admin's page (issue 23, item 6) with ids that are no member's or domain's,
  // addresses and domains no organization may have, arguments of the wrong shape: refused, nothing stored or sent.
  {
    name: 'action removeMember',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member'),
    action: SERVER_ACTIONS.removeOrganizationMember,
    runs: 26,
    requests: (f) => callWith(fc.tuple(fc.oneof(badId, numberThatIsNoId, missingId, fc.constant(f.users.otherMember.id)), hostileText)),
  },
  {
    name: 'action inviteColleague',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member'),
    action: SERVER_ACTIONS.inviteColleague,
    runs: 26,
    requests: () => callWith(fc.tuple(fc.oneof(notAnEmail, wrongType))),
  },
  {
    name: 'action requestDomain',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member'),
    action: SERVER_ACTIONS.requestDomain,
    runs: 26,
    requests: () =>
      callWith(
        fc.tuple(
          fc.oneof(wrongType, hugeText, fc.constantFrom<unknown>('gmail.com', 'mail.gmx.de', 'a..b', '@')),
          fc.oneof(wrongType, fc.constant('it@elsewhere.example')),
        ),
      ),
  },
  {
    name: 'action withdrawDomain',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member'),
    action: SERVER_ACTIONS.withdrawDomain,
    runs: 26,
    requests: () => callWith(fc.tuple(fc.oneof(badId, numberThatIsNoId, missingId))),
  },
  {
    // Membership requests (issue 43, item 1): ids that are no request, decisions that are none.
    name: 'action decideMembership',
    actor: fc.constantFrom<ActorName>('organizationAdmin', 'member', 'claimant'),
    action: SERVER_ACTIONS.decideMembership,
    runs: 26,
    requests: () =>
      callWith(
        fc.tuple(fc.oneof(badId, numberThatIsNoId, missingId), fc.oneof(fc.constantFrom('approve', 'decline'), hostileText), hostileText),
      ),
  },
  {
    name: 'action withdrawMembership',
    actor: fc.constantFrom<ActorName>('claimant', 'member'),
    action: SERVER_ACTIONS.withdrawMembership,
    runs: 26,
    requests: () => callWith(fc.tuple(fc.oneof(badId, numberThatIsNoId, missingId))),
  },
  {
    // "Ask to join" on /profile/organization: ids that are no organization (words, fractions, beyond the id
    // column, the column's largest values), numbers too large to be a row, other types.
    name: 'action askToJoin',
    actor: fc.constantFrom<ActorName>('claimant', 'member', 'admin'),
    action: SERVER_ACTIONS.askToJoin,
    runs: 26,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            fc.oneof(
              badId,
              missingId,
              // A whole number among the doubles could name a real organization: a valid ask, no hostile one.
              wrongType.filter((value) => !(Number.isInteger(value) && (value as number) > 0 && (value as number) < 2_000_000_000)),
              numberThatIsNoId,
            ),
          ),
          fc.constantFrom<unknown[]>([], [null], [1, 2]),
        ),
      ),
  },
  {
    // A domain confirmation link's page with keys that are no request's: nothing confirmed.
    name: 'action confirmDomain',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.confirmDomain,
    runs: 26,
    requests: () => callWith(fc.oneof(fc.tuple(formState, formOf(hostileText.map((token) => ({ token })))), fc.tuple(formState, notAForm))),
  },
  {
    // The member's own account, confirmed by typing its address: any other text (another member's address too) is refused.
    name: 'action deleteAccount',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.deleteAccount,
    runs: 26,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(fc.oneof(hostileText, fc.constant(f.users.otherMember.email as string)).map((confirmEmail) => ({ confirmEmail }))),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    // A visitor has no calendar address to renew.
    name: 'action regenerateCalendarFeed (as a visitor)',
    actor: 'visitor',
    action: SERVER_ACTIONS.regenerateCalendarFeed,
    runs: 12,
    requests: () => callWith(fc.tuple(formState, notAForm)),
  },
  {
    // The site's activity ping answers nothing and records nothing for a visitor, whatever is sent.
    name: 'action pingActivity (as a visitor)',
    actor: 'visitor',
    action: SERVER_ACTIONS.pingActivity,
    runs: 12,
    harmlessAnswer: answersNothing,
    requests: () => callWith(fc.array(fc.oneof(hostileText, wrongType), { maxLength: 2 })),
  },
  {
    // Signing out ends only the caller's own session: a visitor's is a redirect home that ends nothing.
    name: 'action signOut (as a visitor)',
    actor: 'visitor',
    action: SERVER_ACTIONS.signOut,
    runs: 6,
    harmlessAnswer: answersNothing,
    requests: () => callWith(fc.array(fc.oneof(hostileText, wrongType), { maxLength: 2 })),
  },
  // Passkeys, the authenticator app and sessions (issue 23, item 5).
  {
    // Steps one of adding a passkey, setting up an app, and signing out everywhere: the member's own, so a visitor is refused.
    name: 'security actions of a signed-in member (as a visitor)',
    actor: 'visitor',
    runs: 30,
    requests: () =>
      fc
        .tuple(
          fc.constantFrom(
            SERVER_ACTIONS.startAddingPasskey,
            SERVER_ACTIONS.startAuthenticatorApp,
            SERVER_ACTIONS.signOutEverywhere,
            SERVER_ACTIONS.newRecoveryCodes,
            SERVER_ACTIONS.removeAuthenticatorApp,
            SERVER_ACTIONS.startPasskeyConfirm,
          ),
          fc.array(fc.oneof(hostileText, wrongType), { maxLength: 2 }),
        )
        .map(([action, args]): ActionCall => ({ kind: 'action', action, args })),
  },
  {
    name: 'action finishAddingPasskey',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.finishAddingPasskey,
    runs: 26,
    // Not a passkey's answer, or one without this browser's challenge (none was asked for).
    requests: () => callWith(fc.tuple(fc.oneof(wrongType, hostileText, passkeyAnswer), fc.oneof(hostileText, fc.constant(undefined)))),
  },
  {
    name: 'action renamePasskey',
    actor: 'member',
    action: SERVER_ACTIONS.renamePasskey,
    runs: 26,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(fc.oneof(badId, numberThatIsNoId, missingId, fc.constant(f.otherPasskey.id)), fc.constant('Work laptop')),
          fc.tuple(fc.constant(f.otherPasskey.id), fc.oneof(wrongType, tooLong(100), fc.constant('   '))),
        ),
      ),
  },
  {
    name: 'action removePasskey and signOutSession with ids that are none',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 26,
    requests: () =>
      fc
        .oneof(
          fc.tuple(fc.constant(SERVER_ACTIONS.removePasskey), fc.tuple(fc.oneof(badId, numberThatIsNoId, wrongType))),
          fc.tuple(fc.constant(SERVER_ACTIONS.signOutSession), fc.tuple(fc.oneof(hostileText, wrongType, fc.constant('not-a-session')))),
        )
        .map(([action, args]): ActionCall => ({ kind: 'action', action, args })),
  },
  {
    // Another member's passkey or session, or one gone already: answered as done (a second click
    // is routine), and nothing removed (the table check at the end).
    name: "action removePasskey and signOutSession with another member's",
    actor: 'member',
    runs: 20,
    harmlessAnswer: (result) => (result as Partial<ActionResult> | undefined)?.ok === true,
    requests: (f) =>
      fc
        .oneof(
          fc.tuple(fc.constant(SERVER_ACTIONS.removePasskey), fc.tuple(fc.oneof(missingId, fc.constant(f.otherPasskey.id)))),
          fc.tuple(fc.constant(SERVER_ACTIONS.signOutSession), fc.tuple(fc.oneof(fc.uuid(), fc.constant(f.otherSessionId)))),
        )
        .map(([action, args]): ActionCall => ({ kind: 'action', action, args })),
  },
  {
    // Codes of the wrong form, or a right-looking one with no key being set up in this browser.
    name: 'action finishAuthenticatorApp',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.finishAuthenticatorApp,
    runs: 26,
    requests: () => callWith(fc.tuple(fc.oneof(wrongType, hostileText, fc.constant('123 456'), fc.stringMatching(/^\d{6}$/)))),
  },
  {
    // The second step with codes of an account that has no authenticator app and no recovery codes.
    name: 'action confirmWithAppCode and confirmWithRecovery',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 26,
    requests: () =>
      fc
        .tuple(
          fc.constantFrom(SERVER_ACTIONS.confirmWithAppCode, SERVER_ACTIONS.confirmWithRecovery),
          fc.oneof(wrongType, hostileText, tooLong(40), fc.stringMatching(/^\d{6}$/)),
          fc.oneof(hostileText, fc.constant('//evil.example'), fc.constant(null)),
        )
        .map(([action, code, from]): ActionCall => ({ kind: 'action', action, args: [code, from] })),
  },
  {
    // Passkey answers that are none, or with no challenge in this browser: refused, nobody signed in.
    name: 'action finishPasskeyConfirm and finishPasskeySignIn',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    runs: 26,
    requests: () =>
      fc
        .tuple(
          fc.constantFrom(SERVER_ACTIONS.finishPasskeyConfirm, SERVER_ACTIONS.finishPasskeySignIn),
          fc.oneof(wrongType, hostileText, passkeyAnswer),
          fc.oneof(hostileText, fc.constant('//evil.example'), fc.constant(null)),
        )
        .map(([action, answer, from]): ActionCall => ({ kind: 'action', action, args: [answer, from] })),
  },
  {
    // Anyone may ask for a sign-in challenge: it is only a cookie, whatever is sent with it.
    name: 'action startPasskeySignIn',
    actor: 'visitor',
    action: SERVER_ACTIONS.startPasskeySignIn,
    runs: 6,
    harmlessAnswer: (result) => (result as Partial<ActionResult> | undefined)?.ok === true,
    requests: () => callWith(fc.array(fc.oneof(hostileText, wrongType), { maxLength: 2 })),
  },
  {
    // Mail apps' one-click unsubscribe (RFC 8058) with tokens that are not the server's.
    name: 'one-click unsubscribe with bad tokens',
    actor: 'visitor',
    runs: 34,
    requests: () =>
      unsubscribeToken.map((token) => ({
        ...get(`/unsubscribe/one-click?token=${encodeURIComponent(token)}`),
        method: 'POST' as const,
        raw: { body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
      })),
  },
  {
    name: 'action saveOrganization',
    actor: fc.constantFrom<ActorName>('member', 'otherMember'),
    action: SERVER_ACTIONS.organization,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(formFields({ name: f.memberOrganizationName, type: 'industry', sector: 'Manufacturing' }, organizationBreakers)),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action completeProfile',
    actor: 'member',
    action: SERVER_ACTIONS.completeProfile,
    runs: 69,
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              formFields(
                {
                  firstName: 'Maria',
                  lastName: 'Weber',
                  company: f.memberOrganizationName,
                  companyType: 'industry',
                  jobRole: 'Engineer',
                  workingIn: 'OT',
                },
                completeProfileBreakers,
              ),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action findCompanies (a search: any text finds nothing harmful)',
    actor: 'member',
    action: SERVER_ACTIONS.findCompanies,
    runs: 60,
    harmlessAnswer: (result) => Array.isArray(result),
    requests: () => callWith(fc.oneof(hostileText, hugeText, wrongType).map((text) => [text])),
  },
  {
    name: 'action signIn',
    actor: 'visitor',
    action: SERVER_ACTIONS.signIn,
    runs: 69,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(
              fc
                .tuple(asText(notAnEmail), asText(fc.oneof(hostileText, fc.constant(''))), hostileText)
                .map(([email, password, from]) => ({ email, password, from })),
            ),
          ),
          fc.tuple(
            formState,
            formOf(
              hostileText.map((local) => ({
                email: `nobody-${encodeURIComponent(local).slice(0, 20)}@hostile.test`,
                password: 'wrong-password',
              })),
            ),
          ),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action signUp',
    actor: 'visitor',
    action: SERVER_ACTIONS.signUp,
    runs: 69,
    // A refusal with its message, or for a taken address exactly the answer a new one gets,
    // 'check your inbox' (issue 16 item 9).
    harmlessAnswer: (result) => {
      const answer = result as ActionResult<{ checkInbox?: unknown }> | null
      return (answer?.ok === false && Boolean(answer.description)) || typeof answer?.data?.checkInbox === 'string'
    },
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(formState, formOf(asText(notAnEmail).map((email) => ({ email, password: 'long-enough' })))),
          fc.tuple(formState, formOf(fc.string({ maxLength: 5 }).map((password) => ({ email: 'short.password@hostile.test', password })))),
          fc.tuple(formState, fc.constant({ form: { email: f.memberEmail, password: 'long-enough' } })),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action requestPasswordReset',
    actor: 'visitor',
    action: SERVER_ACTIONS.resetPassword,
    runs: 60,
    requests: () => callWith(fc.oneof(fc.tuple(formState, formOf(field('email', asText(notAnEmail)))), fc.tuple(formState, notAForm))),
  },
  {
    name: 'action resendVerificationEmail',
    actor: 'visitor',
    action: SERVER_ACTIONS.resendVerification,
    runs: 60,
    // A refusal with its message, or the same 'sent' for every address (only one waiting for a
    // link gets an e-mail).
    harmlessAnswer: (result) => {
      const answer = result as ActionResult | null
      return (answer?.ok === false && Boolean(answer.description)) || answer?.ok === true
    },
    requests: (f) =>
      callWith(
        fc.oneof(
          fc.tuple(formState, formOf(field('email', asText(notAnEmail)))),
          fc.tuple(formState, fc.constant({ form: { email: f.memberEmail } })),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'action setNewPassword',
    actor: 'visitor',
    action: SERVER_ACTIONS.newPassword,
    runs: 60,
    requests: () =>
      callWith(
        fc.oneof(
          fc.tuple(
            formState,
            formOf(fc.tuple(hostileText, hostileText).map(([token, password]) => ({ token, password, confirmPassword: password }))),
          ),
          fc.tuple(formState, formOf(fc.constant({ token: 'abc', password: 'long-enough', confirmPassword: 'different' }))),
          fc.tuple(formState, notAForm),
        ),
      ),
  },
  {
    name: 'server action requests no client sends (malformed bodies, unknown ids)',
    actor: fc.constantFrom<ActorName>('visitor', 'member'),
    action: SERVER_ACTIONS.saveDate,
    runs: 120,
    requests: () =>
      fc.oneof(
        notAJsonBody.map((data) => ({ kind: 'raw-action' as const, body: { data, contentType: 'text/plain;charset=UTF-8' } })),
        fc
          .constantFrom('{"a":1}', '"text"', '5', '["$@1"]', '["$Q9", true]', '["$K1"]', '["$h1"]', '[1,"$T"]')
          .map((data) => ({ kind: 'raw-action' as const, body: { data, contentType: 'text/plain;charset=UTF-8' } })),
        fc
          .constantFrom<Record<string, string>>({ '0': '{bad' }, { '0': '["$@1"]' }, { '0': '["$Q2"]', '2': '{bad' }, { '1': '[1]' })
          .map((multipart) => ({ kind: 'raw-action' as const, body: { multipart } })),
        fc.oneof(fc.stringMatching(/^[0-9a-f]{42}$/), hostileText).map((actionId) => ({
          kind: 'raw-action' as const,
          body: { data: '[1,true]', contentType: 'text/plain;charset=UTF-8' },
          actionId: actionId.replace(/[^\x21-\x7e]/g, 'x') || 'x',
        })),
      ),
  },

  // Forms posted without JavaScript (the hidden fields from the page, bad values from the generator).
  {
    name: 'form without JavaScript: reset password',
    actor: 'visitor',
    action: SERVER_ACTIONS.resetPassword,
    runs: 52,
    formRefusals: ['Please enter a valid email address.'],
    requests: () => asText(notAnEmail).map((email) => ({ kind: 'form' as const, fields: { email } })),
  },
  {
    name: 'form without JavaScript: invite an expert',
    actor: 'member',
    action: SERVER_ACTIONS.invite,
    runs: 52,
    formRefusals: ['Please enter a valid email address.', 'An invitation has already been sent to this email address.'],
    requests: (f) =>
      fc
        .oneof(asText(notAnEmail), fc.constant(f.sentInvitation.email as string))
        .map((email) => ({ kind: 'form' as const, fields: { email } })),
  },
  {
    name: 'form without JavaScript: profile',
    actor: 'member',
    action: SERVER_ACTIONS.profile,
    runs: 52,
    formRefusals: ['Error updating profile'],
    requests: () =>
      formFields({ firstName: 'Maria', lastName: 'Weber', jobRole: 'Engineer', workingIn: 'OT' }, profileBreakers).map((fields) => ({
        kind: 'form' as const,
        fields,
      })),
  },
]

export const TARGETS: HostileTarget[] = [...API_TARGETS, ...HTTP_TARGETS]
