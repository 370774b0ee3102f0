/**
 * The API's sections of the authorization matrix, for either runner: every collection × find,
 * findByID, create, update, delete through REST and GraphQL, the custom endpoints, drafts and
 * versions, field rules (role, e-mail, organization editability, owners and statuses set by the
 * server), Payload's own collections and the globals, each × the seven actors. The in-process
 * matrix (tests/authorization/apiMatrix.test.ts) tries every row; the HTTP matrix tries one row per
 * API route and method over real HTTP (tests/e2e/authorization/authorizationMatrix.e2e.ts).
 */
import { type MatrixActor, type MatrixRow, type Outcome, type Row, allowed, check, denied } from './cells'
import { type MatrixContext, graphql, judge, judgeGraphql, organizationOf, uploads } from './context'
import { EXPORTABLE_COLLECTIONS } from '../../../src/lib/admin/exports/exportableCollections'
import { IMPORTABLE_COLLECTIONS, type ImportableCollection } from '../../../src/lib/admin/imports/importableCollections'
import { STAGED_COLLECTIONS } from '../../../src/lib/content/stagedCollections'
import type { Config } from '../../../src/payload-types'
import { COLLECTION_POLICIES, accessOf, endpointAccessOf, fieldAccessOf, globalAccessOf, policyOf } from '../../policies'
import type { CollectionPolicy } from '../../policies/policy'

type Operation = 'find' | 'findByID' | 'create' | 'update' | 'delete'
/** The app's globals (Payload's own jobs stats is with its collections). */
export type AppGlobal = Exclude<keyof Config['globals'], `payload-${string}`>
/** Every global once: tsc fails here when a global is added without its rows. */
export const EVERY_GLOBAL: Record<AppGlobal, true> = { 'live-session': true, 'about-page': true }

/** The app's collections, through REST and GraphQL (Payload's own have rows of their own below). */
export const APP_POLICIES = COLLECTION_POLICIES.filter((policy) => !policy.slug.startsWith('payload-'))
/** The staged collections (drafts and versions): events, documents, projects, surveys. */
const STAGED_POLICIES = APP_POLICIES.filter((policy) => (STAGED_COLLECTIONS as readonly string[]).includes(policy.slug))

/** Lists compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The API's sections on one context: each a function from nothing (or a policy) to rows. */
export function apiSections(ctx: MatrixContext) {
  const { api, query, actors, fixtures, shared, next, member, storeRow, storedRow } = ctx

  /** An operation of the matrix on the policy's rows: reads try the row a read would. */
  const rowFor = (policy: CollectionPolicy, operation: Exclude<Operation, 'create'>) =>
    policy.matrix.row(fixtures, operation === 'find' || operation === 'findByID' ? 'read' : operation)

  /** REST: the collection's five operations, as this actor. Writes are checked in the database afterwards. */
  const restRows = (policy: CollectionPolicy): MatrixRow[] => {
    const rules = policy.access
    const row = (operation: Operation, rules: string, attempt: (actor: MatrixActor) => Promise<Outcome>): MatrixRow => ({
      surface: 'REST API',
      subject: policy.slug,
      operation: `${{ find: 'GET', findByID: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }[operation]} /api/${policy.slug}${operation === 'find' || operation === 'create' ? '' : '/{id}'}`,
      rules,
      attempt,
    })
    return [
      row('find', rules.read, async ({ request }) => {
        const target = await rowFor(policy, 'find')
        const response = await request.get(`/api/${policy.slug}?where[id][equals]=${target.id}&depth=0`)
        if (response.status() !== 200) return judge(response.status(), 200, 'find', () => response.text())
        const found = ((await response.json()).docs as Row[]).some((doc) => doc.id === target.id)
        return found ? allowed(200) : denied(200, 'row not in the list')
      }),
      row('findByID', rules.read, async ({ request }) => {
        const target = await rowFor(policy, 'findByID')
        const response = await request.get(`/api/${policy.slug}/${target.id}?depth=0`)
        return judge(response.status(), 200, 'findByID', () => response.text())
      }),
      row('create', rules.create, async ({ request }) => {
        const { data, file } = await policy.matrix.create(fixtures)
        const response = file
          ? await request.post(`/api/${policy.slug}?depth=0`, {
              multipart: { _payload: JSON.stringify(data), file: await uploads[file]() },
            })
          : await request.post(`/api/${policy.slug}?depth=0`, { data })
        const outcome = await judge(response.status(), 201, 'create', () => response.text())
        if (outcome.allowed) check((await storedRow(policy.slug, (await response.json()).doc.id)) !== null, 'the created row exists')
        return outcome
      }),
      row('update', rules.update, async ({ request }) => {
        const target = await rowFor(policy, 'update')
        const data = policy.matrix.update(fixtures)
        const response = await request.patch(`/api/${policy.slug}/${target.id}?depth=0`, { data })
        const outcome = await judge(response.status(), 200, 'update', () => response.text())
        // An allowed update stored the value (its answer is the stored row; other actors may write the
        // same row at once); a refused one did not (values are unique, or differ from the row's own).
        const stored = outcome.allowed ? (await response.json()).doc : await storedRow(policy.slug, target.id)
        for (const [field, value] of Object.entries(data)) {
          if (outcome.allowed) check(same(stored?.[field], value), `${policy.slug}.${field} after the update`)
          else check(!same(stored?.[field], value), `${policy.slug}.${field} after a refused update`)
        }
        return outcome
      }),
      row('delete', rules.delete, async ({ request }) => {
        const target = await rowFor(policy, 'delete')
        const response = await request.delete(`/api/${policy.slug}/${target.id}`)
        const outcome = await judge(response.status(), 200, 'delete', () => response.text())
        check(
          ((await storedRow(policy.slug, target.id)) === null) === outcome.allowed,
          'the row is gone exactly when the delete was allowed',
        )
        return outcome
      }),
    ]
  }

  /** The same five operations through GraphQL (queries and mutations by Payload's generated names). */
  const graphqlRows = (policy: CollectionPolicy): MatrixRow[] => {
    const rules = policy.access
    if (!policy.matrix.graphql) throw new Error(`tests/policies/${policy.slug}.ts names no GraphQL queries (matrix.graphql)`)
    // A collection GraphQL does not know at all (graphQL: false): the REST rows are all there is.
    if (policy.matrix.graphql === 'none') return []
    const { one, many, defaults } = policy.matrix.graphql
    const row = (operation: string, rules: string, attempt: (actor: MatrixActor) => Promise<Outcome>): MatrixRow => ({
      surface: 'GraphQL',
      subject: policy.slug,
      operation,
      rules,
      attempt,
    })
    const hasId = (id: number) => (value: unknown) => (value as Row).id === id
    return [
      row(`query ${many}`, rules.read, async (actor) => {
        const target = await rowFor(policy, 'find')
        const answer = await graphql(actor, `query { ${many}(where: { id: { equals: ${target.id} } }) { docs { id } } }`)
        return judgeGraphql(answer, many, (value) => ((value as { docs: Row[] }).docs ?? []).some((doc) => doc.id === target.id))
      }),
      row(`query ${one}`, rules.read, async (actor) => {
        const target = await rowFor(policy, 'findByID')
        return judgeGraphql(await graphql(actor, `query { ${one}(id: ${target.id}) { id } }`), one, hasId(target.id))
      }),
      row(`mutation create${one}`, rules.create, async (actor) => {
        const { data, file } = await policy.matrix.create(fixtures)
        const answer = await graphql(actor, `mutation ($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, {
          data: { ...data, ...defaults },
        })
        // GraphQL carries no files: an upload collection lets the actor past access, then wants the file.
        if (file && answer.errors?.[0]?.message === 'No files were uploaded.')
          return allowed(answer.status, 'past access; GraphQL carries no file')
        return judgeGraphql(answer, `create${one}`, (value) => typeof (value as Row).id === 'number')
      }),
      row(`mutation update${one}`, rules.update, async (actor) => {
        const target = await rowFor(policy, 'update')
        const answer = await graphql(
          actor,
          `mutation ($data: mutation${one}UpdateInput!) { update${one}(id: ${target.id}, data: $data) { id } }`,
          {
            data: policy.matrix.update(fixtures),
          },
        )
        return judgeGraphql(answer, `update${one}`, hasId(target.id))
      }),
      row(`mutation delete${one}`, rules.delete, async (actor) => {
        const target = await rowFor(policy, 'delete')
        const outcome = judgeGraphql(
          await graphql(actor, `mutation { delete${one}(id: ${target.id}) { id } }`),
          `delete${one}`,
          hasId(target.id),
        )
        check(
          ((await api.find(policy.slug, target.id)) === null) === outcome.allowed,
          'the row is gone exactly when the delete was allowed',
        )
        return outcome
      }),
    ]
  }

  /** A JSON answer with a message: allowed on `success`, denied on 401/403/404. */
  const endpointOutcome = async (response: { status: () => number; text: () => Promise<string> }, success = 200) =>
    judge(response.status(), success, 'endpoint', () => response.text())

  // An admin runs at most EXPORTS_AT_ONCE_PER_ADMIN exports at once (src/lib/admin/exports/exportPlaces.ts)
  // and the matrix runs rows side by side: its exports take turns, each read to its end.
  let exportTurn: Promise<unknown> = Promise.resolve()
  const oneExportAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = exportTurn.then(run, run)
    exportTurn = turn.catch(() => undefined)
    return turn
  }

  /**
   * Live questions (issue 50, item 2): a session of the shared published event happening now, and
   * a fresh question in it per try, by a member of its own (nobody votes for their own question).
   */
  const liveSession = async () => {
    const now = Date.now()
    return storeRow('agenda-items', {
      event: shared.event.id,
      title: `Live session ${next()}`,
      startTime: new Date(now - 30 * 60_000).toISOString(),
      endTime: new Date(now + 60 * 60_000).toISOString(),
    })
  }
  const liveQuestion = async () => {
    const author = await storeRow('users', { email: `asker-${next()}@matrix.test`, password: 'test-password' })
    return storeRow('live-questions', {
      agendaItem: (await liveSession()).id,
      author: author.id,
      text: `Live question ${next()}`,
      status: 'open',
      voteCount: 0,
    })
  }
  const questionRow = async (id: number) =>
    (
      await query<{ status: string; votes: number; count: number }>(
        'SELECT status, vote_count::int AS votes, (SELECT count(*)::int FROM live_question_votes WHERE question_id = $1) AS count FROM live_questions WHERE id = $1',
        [id],
      )
    )[0]!
  const liveQuestionRows = (): MatrixRow[] => [
    {
      surface: 'Custom endpoints',
      subject: 'live-questions',
      operation: 'GET /api/live-questions/session/{id}',
      rules: endpointAccessOf('live-questions', 'GET /api/live-questions/session/{id}'),
      attempt: async ({ request }) => {
        const question = await liveQuestion()
        const { agendaItem } = (
          await query<{ agendaItem: number }>('SELECT agenda_item_id AS "agendaItem" FROM live_questions WHERE id = $1', [question.id])
        )[0]!
        const response = await request.get(`/api/live-questions/session/${agendaItem}`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) {
          const answer = (await response.json()) as { live: boolean; questions: Row[] }
          check(answer.live && answer.questions.some((row) => row.id === question.id), 'the live session lists its question')
          check(response.headers()['cache-control'] === 'private, no-store', 'never kept by a cache')
        }
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'live-questions',
      operation: 'POST /api/live-questions/session/{id}',
      rules: endpointAccessOf('live-questions', 'POST /api/live-questions/session/{id}'),
      attempt: async ({ request, user }) => {
        const session = await liveSession()
        const response = await request.post(`/api/live-questions/session/${session.id}`, {
          data: { text: `Asked in the matrix ${next()}` },
        })
        const outcome = await endpointOutcome(response)
        const stored = await query<{ author: number }>('SELECT author_id AS author FROM live_questions WHERE agenda_item_id = $1', [
          session.id,
        ])
        check(stored.length === (outcome.allowed ? 1 : 0), 'a question exactly when asking was allowed')
        if (outcome.allowed) check(Number(stored[0]!.author) === user?.id, 'the asker is its author')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'live-questions',
      operation: 'POST /api/live-questions/{id}/vote',
      rules: endpointAccessOf('live-questions', 'POST /api/live-questions/{id}/vote'),
      attempt: async ({ request }) => {
        const question = await liveQuestion()
        const outcome = await endpointOutcome(await request.post(`/api/live-questions/${question.id}/vote`, { data: {} }))
        const stored = await questionRow(question.id)
        check(
          stored.votes === stored.count && stored.count === (outcome.allowed ? 1 : 0),
          'one vote counted exactly when voting was allowed',
        )
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'live-questions',
      operation: 'DELETE /api/live-questions/{id}/vote',
      rules: endpointAccessOf('live-questions', 'DELETE /api/live-questions/{id}/vote'),
      attempt: async ({ request }) => {
        const question = await liveQuestion()
        const outcome = await endpointOutcome(await request.delete(`/api/live-questions/${question.id}/vote`, { data: {} }))
        const stored = await questionRow(question.id)
        check(stored.votes === 0 && stored.count === 0, 'no vote, none counted')
        return outcome
      },
    },
    ...(['answer', 'hide'] as const).map((action): MatrixRow => ({
      surface: 'Custom endpoints',
      subject: 'live-questions',
      operation: `POST /api/live-questions/{id}/${action}`,
      rules: endpointAccessOf('live-questions', `POST /api/live-questions/{id}/${action}`),
      attempt: async ({ request }) => {
        const question = await liveQuestion()
        const outcome = await endpointOutcome(await request.post(`/api/live-questions/${question.id}/${action}`, { data: {} }))
        const { status } = await questionRow(question.id)
        check(status === (outcome.allowed ? { answer: 'answered', hide: 'hidden' }[action] : 'open'), `the status after ${action}`)
        return outcome
      },
    })),
  ]

  const endpointRows = (): MatrixRow[] => [
    {
      surface: 'Custom endpoints',
      subject: 'project-applications',
      operation: 'POST /api/project-applications/{id}/review',
      rules: endpointAccessOf('project-applications', 'POST /api/project-applications/{id}/review'),
      attempt: async ({ request }) => {
        const application = await api.create('project-applications', { project: (await fixtures.project()).id, user: member().id })
        const outcome = await endpointOutcome(
          await request.post(`/api/project-applications/${application.id}/review`, { data: { decision: 'approve' } }),
        )
        check((await api.find('project-applications', application.id))?.status === (outcome.allowed ? 'approved' : 'pending'), 'the status')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'survey-questions',
      operation: 'POST /api/survey-questions/{id}/move',
      rules: endpointAccessOf('survey-questions', 'POST /api/survey-questions/{id}/move'),
      attempt: async ({ request }) => {
        const survey = await fixtures.survey()
        await fixtures.question(survey.id)
        const second = await fixtures.question(survey.id)
        const outcome = await endpointOutcome(await request.post(`/api/survey-questions/${second.id}/move`, { data: { direction: 'up' } }))
        check((await api.find('survey-questions', second.id))?.orderIndex === (outcome.allowed ? 0 : 1), 'the order')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'invitations',
      operation: 'POST /api/invitations/{id}/send',
      rules: endpointAccessOf('invitations', 'POST /api/invitations/{id}/send'),
      attempt: async ({ request }) => {
        const invitation = await api.create('invitations', { email: `send-${next()}@http.test`, invitedBy: member().id })
        const outcome = await endpointOutcome(await request.post(`/api/invitations/${invitation.id}/send`))
        check((await api.find('invitations', invitation.id))?.status === (outcome.allowed ? 'sent' : 'pending'), 'the status')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'email-outbox',
      operation: 'POST /api/email-outbox/{id}/retry',
      rules: endpointAccessOf('email-outbox', 'POST /api/email-outbox/{id}/retry'),
      attempt: async ({ request }) => {
        const failed = await storeRow('email-outbox', {
          kind: 'event-reminder',
          user: member().id,
          deliveryKey: `retry-${next()}`,
          status: 'failed',
          attempts: 5,
          lastError: 'Matrix: the mail server refused',
        })
        const outcome = await endpointOutcome(await request.post(`/api/email-outbox/${failed.id}/retry`, { data: {} }))
        const [row] = await query<{ status: string }>('SELECT status FROM email_outbox WHERE id = $1', [failed.id])
        check(row?.status === (outcome.allowed ? 'pending' : 'failed'), 'the status')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'discussion-reports',
      operation: 'GET /api/discussion-reports/queue',
      rules: endpointAccessOf('discussion-reports', 'GET /api/discussion-reports/queue'),
      attempt: async ({ request }) => {
        const response = await request.get('/api/discussion-reports/queue?page=1')
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) check(Array.isArray((await response.json()).entries), 'a page of entries')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'discussion-reports',
      operation: 'POST /api/discussion-reports/queue/{id}',
      rules: endpointAccessOf('discussion-reports', 'POST /api/discussion-reports/queue/{id}'),
      attempt: async ({ request }) => {
        // The member's post waiting for approval: an admin's Approve publishes it.
        const post = await api.create('discussion-posts', {
          event: (await fixtures.event()).id,
          author: member().id,
          body: `Waiting ${next()}`,
          status: 'waiting',
        })
        const outcome = await endpointOutcome(await request.post(`/api/discussion-reports/queue/${post.id}`, { data: { act: 'approve' } }))
        check((await api.find('discussion-posts', post.id))?.status === (outcome.allowed ? 'published' : 'waiting'), 'the status')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'notifications',
      operation: 'GET /api/notifications/unread-count',
      rules: endpointAccessOf('notifications', 'GET /api/notifications/unread-count'),
      attempt: async ({ request, user }) => {
        const unread = async () =>
          (
            await query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND read_at IS NULL', [
              user?.id ?? 0,
            ])
          )[0]!.n
        const before = await unread()
        const response = await request.get('/api/notifications/unread-count')
        const outcome = await endpointOutcome(response)
        // Each member's own number, as stored (other tries may add to an admin's inbox meanwhile).
        if (outcome.allowed) {
          const after = await unread()
          const { unread: answered } = (await response.json()) as { unread: number }
          check(
            answered >= Math.min(before, after) && answered <= Math.max(before, after),
            `unread ${answered} between ${before} and ${after}`,
          )
        }
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'organizations',
      operation: 'GET /api/organizations/member-summary',
      rules: endpointAccessOf('organizations', 'GET /api/organizations/member-summary'),
      attempt: async ({ request }) => {
        const response = await request.get(`/api/organizations/member-summary?ids=${organizationOf(actors.member)}`)
        const outcome = await endpointOutcome(response)
        // The member and their organization's admin.
        if (outcome.allowed) check((await response.json())[organizationOf(actors.member)].count === 2, 'two members')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'organizations',
      operation: 'GET /api/organizations/{id}/members',
      rules: endpointAccessOf('organizations', 'GET /api/organizations/{id}/members'),
      attempt: async ({ request }) => {
        const response = await request.get(`/api/organizations/${organizationOf(actors.member)}/members`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) {
          const { members } = (await response.json()) as { members: Row[] }
          check(
            members.some((row) => row.id === member().id),
            'the member is listed',
          )
          // Its members' names and addresses only: nothing else of their accounts.
          const shown = ['createdAt', 'email', 'firstName', 'id', 'jobRole', 'lastActiveAt', 'lastName', 'organizationAdmin']
          for (const row of members)
            check(
              Object.keys(row).every((key) => shown.includes(key)),
              `only ${shown.join(', ')}`,
            )
        }
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'organizations',
      operation: 'DELETE /api/organizations/{id}/members/{memberId}',
      rules: endpointAccessOf('organizations', 'DELETE /api/organizations/{id}/members/{memberId}'),
      attempt: async ({ request }) => {
        // A colleague of the member's made for the try: the removal takes them out of the organization.
        const colleague = await api.create('users', {
          email: `colleague-${next()}@http.test`,
          password: 'test-password',
          firstName: 'Colleague',
          organization: organizationOf(actors.member),
          _verified: true,
        })
        const response = await request.delete(`/api/organizations/${organizationOf(actors.member)}/members/${colleague.id}`)
        const outcome = await endpointOutcome(response)
        const after = await api.find('users', colleague.id)
        check((after?.organization ?? null) === (outcome.allowed ? null : organizationOf(actors.member)), 'the organization')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'organizations',
      operation: 'POST /api/organizations/{id}/domains',
      rules: endpointAccessOf('organizations', 'POST /api/organizations/{id}/domains'),
      attempt: async ({ request }) => {
        const domain = `matrix-${next()}.example`
        const response = await request.post(`/api/organizations/${organizationOf(actors.member)}/domains`, {
          data: { domain, address: `it@${domain}` },
        })
        const outcome = await endpointOutcome(response)
        check((await api.count('organization-domains', { '[domain][equals]': domain })) === (outcome.allowed ? 1 : 0), 'the domain')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'surveys',
      operation: 'GET /api/surveys/{id}/answers.csv',
      rules: endpointAccessOf('surveys', 'GET /api/surveys/{id}/answers.csv'),
      attempt: async ({ request }) => {
        const response = await request.get(`/api/surveys/${(await fixtures.survey()).id}/answers.csv`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) check(/^Submitted at,Question,Answer/.test((await response.text()).split('\n')[0]!), 'the CSV header')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'users',
      operation: 'POST /api/users/unlock',
      rules: endpointAccessOf('users', 'POST /api/users/unlock'),
      attempt: async ({ request }) => endpointOutcome(await request.post('/api/users/unlock', { data: { email: member().email } })),
    },
    {
      surface: 'Custom endpoints',
      subject: 'users',
      operation: 'GET /api/users/{id}/export',
      rules: endpointAccessOf('users', 'GET /api/users/{id}/export'),
      attempt: async ({ request }) => {
        const response = await request.get(`/api/users/${member().id}/export`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) check(Boolean(response.headers()['content-disposition']?.includes('attachment')), 'an attachment')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'users',
      operation: 'GET /api/users/{id}/weekly-digest',
      rules: endpointAccessOf('users', 'GET /api/users/{id}/weekly-digest'),
      attempt: async ({ request }) => {
        const response = await request.get(`/api/users/${member().id}/weekly-digest`)
        const outcome = await endpointOutcome(response)
        if (outcome.allowed) check(Boolean(response.headers()['content-type']?.includes('text/html')), 'HTML')
        return outcome
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'users',
      operation: 'POST /api/users/{id}/reset-second-step',
      rules: endpointAccessOf('users', 'POST /api/users/{id}/reset-second-step'),
      attempt: async ({ request }) => {
        // A throwaway account: a reset signs its owner out everywhere.
        const target = await api.create('users', {
          email: `reset-${next()}@http.test`,
          password: 'test-password',
          firstName: 'Reset',
          _verified: true,
        })
        return endpointOutcome(await request.post(`/api/users/${target.id}/reset-second-step`, { data: {} }))
      },
    },
    {
      surface: 'Custom endpoints',
      subject: 'users',
      operation: 'POST /api/users/confirm-session',
      rules: endpointAccessOf('users', 'POST /api/users/confirm-session'),
      // Every session may try its own second step: a wrong code is judged (400, or 409 without an
      // authenticator app); a visitor has no session to confirm (401).
      attempt: async ({ request }) => {
        const response = await request.post('/api/users/confirm-session', { data: { code: '000000' } })
        if (response.status() === 400 || response.status() === 409) return allowed(response.status())
        return judge(response.status(), 200, 'confirm-session', () => response.text())
      },
    },
    // The lists' exports (issue 20): the member's own row, as JSON.
    ...EXPORTABLE_COLLECTIONS.map((slug): MatrixRow => ({
      surface: 'Custom endpoints',
      subject: slug,
      operation: `GET /api/${slug}/export`,
      rules: endpointAccessOf(slug, `GET /api/${slug}/export`),
      attempt: ({ request }) =>
        oneExportAtATime(async () => {
          const response = await request.get(`/api/${slug}/export?format=json&where[id][equals]=${slug === 'users' ? member().id : 0}`)
          const outcome = await endpointOutcome(response)
          if (outcome.allowed) {
            check(Boolean(response.headers()['content-disposition']?.includes(`filename="${slug}-`)), 'the file name')
            check(
              same(
                (await response.json()).map((row: { id: number }) => row.id),
                slug === 'users' ? [member().id] : [],
              ),
              'the rows',
            )
          }
          return outcome
        }),
    })),
    // The lists' CSV import (issue 48): the dry run writes nothing, the confirm the file's one row.
    ...IMPORTABLE_COLLECTIONS.flatMap((slug): MatrixRow[] => {
      const csv = { headers: { 'Content-Type': 'text/csv' } }
      const preview = `/api/${slug}/import/preview`
      return [
        {
          surface: 'Custom endpoints',
          subject: slug,
          operation: `POST ${preview}`,
          rules: endpointAccessOf(slug, `POST ${preview}`),
          attempt: async ({ request }) => {
            const file = await importFile(slug)
            const response = await request.post(preview, { ...csv, data: file.csv })
            const outcome = await endpointOutcome(response)
            if (outcome.allowed) check((await response.json()).counts.create === 1, 'one row to create')
            check((await file.written()) === 0, 'nothing written')
            return outcome
          },
        },
        {
          surface: 'Custom endpoints',
          subject: slug,
          operation: `POST /api/${slug}/import`,
          rules: endpointAccessOf(slug, `POST /api/${slug}/import`),
          attempt: async ({ request }) => {
            const file = await importFile(slug)
            // The actor's own preview, where they may have one; a plan for nobody otherwise.
            const planned = await request.post(preview, { ...csv, data: file.csv })
            const plan = planned.status() === 200 ? (await planned.json()).fingerprint : '0'.repeat(64)
            const outcome = await endpointOutcome(await request.post(`/api/${slug}/import?plan=${plan}`, { ...csv, data: file.csv }))
            check((await file.written()) === (outcome.allowed ? 1 : 0), 'the row written exactly when allowed')
            return outcome
          },
        },
      ]
    }),
    {
      surface: 'Custom endpoints',
      subject: 'health',
      operation: 'GET /api/health',
      rules: '+++++++',
      attempt: async ({ request }) => endpointOutcome(await request.get('/api/health')),
    },
    ...liveQuestionRows(),
  ]

  /** A CSV file of one new row for a collection's import, and how many rows of it are saved. */
  async function importFile(slug: ImportableCollection): Promise<{ csv: string; written: () => Promise<number> }> {
    const word = `import-${next()}`
    switch (slug) {
      case 'organizations':
        return {
          csv: `Organization Name,Organization Type\n${word},vendor\n`,
          written: () => api.count('organizations', { '[name][equals]': word }),
        }
      case 'speakers':
        return {
          csv: `Event,First Name,Last Name\n${(await fixtures.event()).id},Ada,${word}\n`,
          written: () => api.count('speakers', { '[lastName][equals]': word }),
        }
      case 'agenda-items':
        return {
          csv: `Event,Title,Start Time,End Time\n${(await fixtures.event()).id},${word},2030-05-01T09:00:00Z,2030-05-01T10:00:00Z\n`,
          written: () => api.count('agenda-items', { '[title][equals]': word }),
        }
      case 'invitations':
        return {
          csv: `Email\n${word}@matrix.test\n`,
          written: () => api.count('invitations', { '[email][equals]': `${word}@matrix.test` }),
        }
    }
  }

  /** A row of a staged collection, stored as a draft (never published) or published. */
  async function stagedRow(policy: (typeof STAGED_POLICIES)[number], status: 'draft' | 'published'): Promise<Row> {
    const { data, file } = await policy.matrix.create(fixtures)
    return storeRow(policy.slug, { ...data, _status: status }, file)
  }

  /**
   * Drafts and versions (issue 20): a draft read by id with draft=true is the admins' alone (404
   * for everyone else); the versions list and restoring a version are admins' too.
   */
  const stagedRows = (): MatrixRow[] =>
    STAGED_POLICIES.flatMap((policy): MatrixRow[] => [
      {
        surface: 'Drafts and versions',
        subject: policy.slug,
        operation: `GET /api/${policy.slug}/{id}?draft=true (a draft)`,
        rules: endpointAccessOf(policy.slug, `GET /api/${policy.slug}/{id}?draft=true`),
        attempt: async ({ request }) => {
          const draft = await stagedRow(policy, 'draft')
          const response = await request.get(`/api/${policy.slug}/${draft.id}?draft=true&depth=0`)
          const outcome = await endpointOutcome(response)
          if (outcome.allowed) check((await response.json())._status === 'draft', 'a draft')
          return outcome
        },
      },
      {
        surface: 'Drafts and versions',
        subject: policy.slug,
        operation: `GET /api/${policy.slug}/versions`,
        rules: endpointAccessOf(policy.slug, `GET /api/${policy.slug}/versions`),
        attempt: async ({ request }) => {
          const row = await stagedRow(policy, 'published')
          const response = await request.get(`/api/${policy.slug}/versions?where[parent][equals]=${row.id}&depth=0`)
          const outcome = await endpointOutcome(response)
          if (outcome.allowed) check((await response.json()).totalDocs === 1, 'one version')
          return outcome
        },
      },
      {
        surface: 'Drafts and versions',
        subject: policy.slug,
        operation: `POST /api/${policy.slug}/versions/{id} (restore)`,
        rules: endpointAccessOf(policy.slug, `POST /api/${policy.slug}/versions/{id}`),
        attempt: async ({ request }) => {
          const row = await stagedRow(policy, 'published')
          await api.update(policy.slug, row.id, { title: `Changed ${next()}` })
          const versions = (await api.get(`/api/${policy.slug}/versions?where[parent][equals]=${row.id}&sort=createdAt&depth=0`)) as {
            docs: { id: number }[]
          }
          const outcome = await endpointOutcome(await request.post(`/api/${policy.slug}/versions/${versions.docs[0]!.id}?depth=0`))
          check(
            ((await api.find(policy.slug, row.id))?.title === row.title) === outcome.allowed,
            'the first title is back exactly when allowed',
          )
          return outcome
        },
      },
    ])

  /**
   * Field rules: a write that names a field only some may set. Refused writes answer 403, or
   * succeed with the field ignored ("ignored"); the database says which value stands.
   */
  const fieldRows = (): MatrixRow[] => {
    const patch =
      (slug: string, target: () => Promise<Row>, data: Record<string, unknown>, field: string, reset?: (row: Row) => Promise<unknown>) =>
      async ({ request }: MatrixActor): Promise<Outcome> => {
        const row = await target()
        const before = await api.find(slug, row.id)
        const response = await request.patch(`/api/${slug}/${row.id}?depth=0`, { data })
        const after = await api.find(slug, row.id)
        if (reset && !same(after?.[field], before?.[field])) await reset(before!)
        if (response.status() === 200) return same(after?.[field], data[field]) ? allowed(200) : denied(200, 'ignored')
        return judge(response.status(), 200, `PATCH ${slug}`, () => response.text())
      }
    const createWith =
      (slug: string, data: () => Promise<Record<string, unknown>>, field: string, wanted: (value: unknown) => boolean) =>
      async ({ request }: MatrixActor): Promise<Outcome> => {
        const response = await request.post(`/api/${slug}?depth=0`, { data: await data() })
        if (response.status() !== 201) return judge(response.status(), 201, `POST ${slug}`, () => response.text())
        const stored = await api.find(slug, (await response.json()).doc.id)
        return wanted(stored?.[field]) ? allowed(201) : denied(201, 'ignored')
      }
    const restore = (slug: string, field: string) => (row: Row) => api.update(slug, row.id, { [field]: row[field] })
    // The member names the other member; everyone else names the member.
    const someoneElse = (actor: MatrixActor) => (actor.name === 'member' ? actors.otherMember.user!.id : member().id)
    return [
      {
        surface: 'Field rules',
        subject: 'users.role',
        operation: "change the member's role to admin",
        rules: fieldAccessOf('users', 'role'),
        attempt: patch('users', async () => member(), { role: 'admin' }, 'role', restore('users', 'role')),
      },
      {
        surface: 'Field rules',
        subject: 'users.email',
        operation: "change the member's e-mail",
        rules: fieldAccessOf('users', 'email'),
        attempt: (actor) =>
          patch(
            'users',
            async () => member(),
            { email: `changed-${next()}@http.test` },
            'email',
            async (row) => {
              // A changed address is unconfirmed until its link is opened, and so is the member's session:
              // the old address comes back and the super admin confirms it, as the actors' were.
              await restore('users', 'email')(row)
              await api.update('users', row.id, { _verified: true })
            },
          )(actor),
      },
      {
        // Confirmation proves the address (issue 16 item 3): only admins set it by hand.
        surface: 'Field rules',
        subject: 'users._verified',
        operation: "mark the member's e-mail address unconfirmed",
        rules: fieldAccessOf('users', '_verified'),
        attempt: patch('users', async () => member(), { _verified: false }, '_verified', restore('users', '_verified')),
      },
      {
        surface: 'Field rules',
        subject: 'users.lastActiveAt',
        operation: "set the member's last online time",
        rules: fieldAccessOf('users', 'lastActiveAt'),
        attempt: patch(
          'users',
          async () => member(),
          { lastActiveAt: '2020-01-01T00:00:00.000Z' },
          'lastActiveAt',
          restore('users', 'lastActiveAt'),
        ),
      },
      {
        surface: 'Field rules',
        subject: 'users.emailBounce',
        operation: "mark the member's address as bounced",
        rules: fieldAccessOf('users', 'emailBounce'),
        attempt: patch(
          'users',
          async () => member(),
          { emailBounce: { at: '2020-01-01T00:00:00.000Z', reason: '550 matrix' } },
          'emailBounce',
          async (row) => api.update('users', row.id, { emailBounce: { at: null, reason: null } }),
        ),
      },
      {
        surface: 'Field rules',
        subject: 'organizations.userEditable',
        operation: "switch off editing of the member's organization",
        rules: fieldAccessOf('organizations', 'userEditable'),
        attempt: patch(
          'organizations',
          async () => ({ id: organizationOf(actors.member) }),
          { userEditable: false },
          'userEditable',
          restore('organizations', 'userEditable'),
        ),
      },
      {
        surface: 'Field rules',
        subject: 'users.organizationAdmin',
        operation: 'make the member an admin of their organization',
        rules: fieldAccessOf('users', 'organizationAdmin'),
        attempt: patch(
          'users',
          async () => member(),
          { organizationAdmin: true },
          'organizationAdmin',
          restore('users', 'organizationAdmin'),
        ),
      },
      {
        surface: 'Field rules',
        subject: 'organizations.createdBy',
        operation: "make someone else the creator of the member's organization",
        rules: fieldAccessOf('organizations', 'createdBy'),
        attempt: async (actor) => {
          const row = { id: organizationOf(actors.member) }
          const response = await actor.request.patch(`/api/organizations/${row.id}?depth=0`, {
            data: { createdBy: actors.otherMember.user!.id },
          })
          const after = await api.find('organizations', row.id)
          const changed = after?.createdBy === actors.otherMember.user!.id
          if (changed) await api.update('organizations', row.id, { createdBy: member().id })
          if (response.status() === 200) return changed ? allowed(200) : denied(200, 'ignored')
          return judge(response.status(), 200, 'PATCH organizations', () => response.text())
        },
      },
      {
        surface: 'Field rules',
        subject: 'users.organization',
        operation: "move the member to the other member's organization",
        rules: fieldAccessOf('users', 'organization'),
        attempt: (actor) =>
          patch(
            'users',
            async () => member(),
            { organization: organizationOf(actors.otherMember) },
            'organization',
            restore('users', 'organization'),
          )(actor),
      },
      {
        // Issue 43, item 1: membership comes from proof; nobody joins by writing their own row, the
        // claimant included (the visitor tries the claimant's row).
        surface: 'Field rules',
        subject: 'users.organization (own)',
        operation: 'become a member of an organization by writing one’s own account',
        rules: fieldAccessOf('users', 'organization (own)'),
        attempt: async (actor) => {
          const joined = await api.create('organizations', { name: `Joined by writing ${next()}`, type: 'industry' })
          return patch(
            'users',
            async () => actor.user ?? actors.claimant.user!,
            { organization: joined.id },
            'organization',
            restore('users', 'organization'),
          )(actor)
        },
      },
      {
        // The affiliation is only shown: every member names theirs freely.
        surface: 'Field rules',
        subject: 'users.affiliation (own)',
        operation: 'name another organization as one’s affiliation',
        rules: fieldAccessOf('users', 'affiliation (own)'),
        attempt: async (actor) =>
          patch(
            'users',
            async () => actor.user ?? actors.claimant.user!,
            { affiliation: organizationOf(actors.otherMember) },
            'affiliation',
            restore('users', 'affiliation'),
          )(actor),
      },
      {
        surface: 'Field rules',
        subject: 'invitations.domains',
        operation: 'invite with company domains',
        rules: fieldAccessOf('invitations', 'domains'),
        attempt: createWith(
          'invitations',
          async () => ({ email: `domains-${next()}@http.test`, domains: 'matrix.example' }),
          'domains',
          (value) => value === 'matrix.example',
        ),
      },
      {
        surface: 'Field rules',
        subject: 'invitations.suggestedOrganization',
        operation: 'invite with a suggested organization',
        rules: fieldAccessOf('invitations', 'suggestedOrganization'),
        attempt: createWith(
          'invitations',
          async () => ({ email: `suggested-${next()}@http.test`, suggestedOrganization: organizationOf(actors.otherMember) }),
          'suggestedOrganization',
          (value) => value === organizationOf(actors.otherMember),
        ),
      },
      {
        surface: 'Field rules',
        subject: 'organizations (not user-editable)',
        operation: "edit the other member's own organization",
        rules: fieldAccessOf('organizations', '(not user-editable)'),
        attempt: patch('organizations', async () => ({ id: organizationOf(actors.otherMember) }), { sector: `Sector ${next()}` }, 'sector'),
      },
      {
        surface: 'Field rules',
        subject: 'project-applications.status',
        operation: 'apply with status approved',
        rules: fieldAccessOf('project-applications', 'status'),
        attempt: createWith(
          'project-applications',
          async () => ({ project: (await fixtures.project()).id, status: 'approved' }),
          'status',
          (value) => value === 'approved',
        ),
      },
      {
        surface: 'Field rules',
        subject: 'invitations.status',
        operation: 'invite with status accepted',
        // The invitation's life is the server's: nobody's request sets it (collections/Invitations/index.ts).
        rules: fieldAccessOf('invitations', 'status'),
        attempt: createWith(
          'invitations',
          async () => ({ email: `status-${next()}@http.test`, status: 'accepted' }),
          'status',
          (value) => value === 'accepted',
        ),
      },
      {
        surface: 'Field rules',
        subject: 'saved-event-dates.user',
        operation: "save a date in another member's name",
        rules: fieldAccessOf('saved-event-dates', 'user'),
        attempt: async (actor) => {
          const owner = someoneElse(actor)
          return createWith(
            'saved-event-dates',
            async () => ({ event: (await fixtures.event()).id, user: owner }),
            'user',
            (value) => value === owner,
          )(actor)
        },
      },
      {
        surface: 'Field rules',
        subject: 'survey-responses.user',
        operation: "answer in another member's name",
        rules: fieldAccessOf('survey-responses', 'user'),
        attempt: async (actor) => {
          const owner = someoneElse(actor)
          return createWith(
            'survey-responses',
            async () => ({
              survey: shared.survey.id,
              question: (await fixtures.question(shared.survey.id)).id,
              responseValue: 'yes',
              user: owner,
            }),
            'user',
            (value) => value === owner,
          )(actor)
        },
      },
    ]
  }

  /**
   * Payload's own collections and global (access/payloadCollections.ts): document locks, preferences,
   * jobs, migrations, key-value and jobs stats, through their REST routes.
   */
  const payloadCollectionRows = (): MatrixRow[] => {
    const row = (subject: string, operation: string, rules: string, attempt: (actor: MatrixActor) => Promise<Outcome>): MatrixRow => ({
      surface: "Payload's collections",
      subject,
      operation,
      rules,
      attempt,
    })
    /** A lock on the super admin's account, taken by the super admin (the policy file's row). */
    const superAdminLock = () => policyOf('payload-locked-documents').matrix.row(fixtures, 'read')
    const lockExists = async (id: number) => (await api.find('payload-locked-documents', id)) !== null
    return [
      row(
        'payload-locked-documents',
        'GET /api/payload-locked-documents/{id}',
        accessOf('payload-locked-documents').read,
        async ({ request }) => {
          const lock = await superAdminLock()
          const response = await request.get(`/api/payload-locked-documents/${lock.id}?depth=0`)
          return judge(response.status(), 200, 'read lock', () => response.text())
        },
      ),
      row(
        'payload-locked-documents',
        "POST /api/payload-locked-documents (the super admin's account, in the admin's name)",
        accessOf('payload-locked-documents').create,
        async ({ request, user }) => {
          const response = await request.post('/api/payload-locked-documents?depth=0', {
            data: {
              document: { relationTo: 'users', value: actors.superAdmin.user!.id },
              user: { relationTo: 'users', value: actors.admin.user!.id },
            },
          })
          const outcome = await judge(response.status(), 201, 'create lock', () => response.text())
          // A lock always names whoever took it.
          if (outcome.allowed)
            check(same((await response.json()).doc.user, { relationTo: 'users', value: user!.id }), 'the lock names its taker')
          return outcome
        },
      ),
      row(
        'payload-locked-documents',
        'PATCH /api/payload-locked-documents/{id}',
        accessOf('payload-locked-documents').update,
        async ({ request }) => {
          const lock = await superAdminLock()
          const response = await request.patch(`/api/payload-locked-documents/${lock.id}?depth=0`, { data: { globalSlug: `x-${next()}` } })
          return judge(response.status(), 200, 'update lock', () => response.text())
        },
      ),
      row(
        'payload-locked-documents',
        'DELETE /api/payload-locked-documents/{id}',
        accessOf('payload-locked-documents').delete,
        async ({ request }) => {
          const lock = await superAdminLock()
          const response = await request.delete(`/api/payload-locked-documents/${lock.id}`)
          const outcome = await judge(response.status(), 200, 'delete lock', () => response.text())
          check((await lockExists(lock.id)) === !outcome.allowed, 'the lock is gone exactly when the delete was allowed')
          return outcome
        },
      ),
      row(
        'payload-preferences',
        'POST /api/payload-preferences/{key} (own)',
        accessOf('payload-preferences').create,
        async ({ request }) => {
          const response = await request.post(`/api/payload-preferences/matrix-${next()}`, { data: { value: { open: true } } })
          if (response.status() === 200 && (await response.json()).doc?.user) return allowed(200)
          return judge(response.status(), 200, 'save preference', () => response.text())
        },
      ),
      row(
        'payload-preferences',
        "GET /api/payload-preferences?where[id] (the member's)",
        accessOf('payload-preferences').read,
        async ({ request }) => {
          const key = `matrix-${next()}`
          const saved = await actors.member.request.post(`/api/payload-preferences/${key}`, { data: { value: { mine: true } } })
          const id = (await saved.json()).doc.id as number
          const response = await request.get(`/api/payload-preferences?where[id][equals]=${id}&depth=0`)
          if (response.status() !== 200) return judge(response.status(), 200, 'read preference', () => response.text())
          return ((await response.json()).docs as Row[]).some((doc) => doc.id === id) ? allowed(200) : denied(200, 'row not in the list')
        },
      ),
      ...(['payload-jobs', 'payload-kv'] as const).flatMap((slug) => [
        row(slug, `GET /api/${slug}`, accessOf(slug).read, async ({ request }) => {
          const response = await request.get(`/api/${slug}?depth=0`)
          return judge(response.status(), 200, `read ${slug}`, () => response.text())
        }),
        row(slug, `POST /api/${slug}`, accessOf(slug).create, async ({ request }) => {
          const response = await request.post(`/api/${slug}?depth=0`, {
            data: { taskSlug: 'pruneNotificationHistory', input: {}, queue: 'matrix', key: `matrix-${next()}`, data: {} },
          })
          return judge(response.status(), 201, `create ${slug}`, () => response.text())
        }),
      ]),
      row('payload-migrations', 'GET /api/payload-migrations', accessOf('payload-migrations').read, async ({ request }) => {
        const response = await request.get('/api/payload-migrations')
        // Payload serves no routes for it (501); its local API access is closed too.
        if (response.status() === 501) return denied(501, 'no route')
        return judge(response.status(), 200, 'read migrations', () => response.text())
      }),
      row('payload-jobs-stats', 'GET /api/globals/payload-jobs-stats', globalAccessOf('payload-jobs-stats').read, async ({ request }) => {
        const response = await request.get('/api/globals/payload-jobs-stats')
        return judge(response.status(), 200, 'read jobs stats', () => response.text())
      }),
      row(
        'payload-jobs-stats',
        'POST /api/globals/payload-jobs-stats',
        globalAccessOf('payload-jobs-stats').update,
        async ({ request }) => {
          const response = await request.post('/api/globals/payload-jobs-stats', { data: { stats: {} } })
          return judge(response.status(), 200, 'update jobs stats', () => response.text())
        },
      ),
    ]
  }

  /** The app's globals (site settings), through REST and GraphQL: everyone reads, admins update. */
  const globalRows = (): MatrixRow[] => {
    const row = (subject: AppGlobal, operation: string, rules: string, attempt: (actor: MatrixActor) => Promise<Outcome>): MatrixRow => ({
      surface: 'Globals',
      subject,
      operation,
      rules,
      attempt,
    })
    const storedUrl = async ({ request }: MatrixActor) =>
      ((await (await request.get('/api/globals/live-session?depth=0')).json()) as { url?: string }).url
    return [
      row('live-session', 'GET /api/globals/live-session', globalAccessOf('live-session').read, async ({ request }) => {
        const response = await request.get('/api/globals/live-session?depth=0')
        return judge(response.status(), 200, 'read live session', () => response.text())
      }),
      row('live-session', 'POST /api/globals/live-session', globalAccessOf('live-session').update, async (actor) => {
        const url = `https://presentation.example/${next()}`
        const response = await actor.request.post('/api/globals/live-session?depth=0', { data: { url } })
        const outcome = await judge(response.status(), 200, 'update live session', () => response.text())
        const stored = await storedUrl(actor)
        check((stored === url) === outcome.allowed, 'the address changed exactly when allowed')
        return outcome
      }),
      row('live-session', 'query LiveSession', globalAccessOf('live-session').read, async (actor) =>
        judgeGraphql(await graphql(actor, 'query { LiveSession { url } }'), 'LiveSession', () => true),
      ),
      row('live-session', 'mutation updateLiveSession', globalAccessOf('live-session').update, async (actor) => {
        const url = `https://presentation.example/${next()}`
        const answer = await graphql(actor, 'mutation ($url: String) { updateLiveSession(data: { url: $url }) { url } }', { url })
        return judgeGraphql(answer, 'updateLiveSession', (value) => (value as { url?: string }).url === url)
      }),
      row('about-page', 'GET /api/globals/about-page', globalAccessOf('about-page').read, async ({ request }) => {
        const response = await request.get('/api/globals/about-page?depth=0')
        return judge(response.status(), 200, 'read the about page', () => response.text())
      }),
      row('about-page', 'POST /api/globals/about-page', globalAccessOf('about-page').update, async (actor) => {
        const title = `About ${next()}`
        const response = await actor.request.post('/api/globals/about-page?depth=0', { data: { title } })
        const outcome = await judge(response.status(), 200, 'update the about page', () => response.text())
        const stored = ((await (await actor.request.get('/api/globals/about-page?depth=0')).json()) as { title?: string }).title
        check((stored === title) === outcome.allowed, 'the title changed exactly when allowed')
        return outcome
      }),
      row('about-page', 'mutation updateAboutPage', globalAccessOf('about-page').update, async (actor) => {
        const title = `About ${next()}`
        const answer = await graphql(actor, 'mutation ($title: String!) { updateAboutPage(data: { title: $title }) { title } }', { title })
        return judgeGraphql(answer, 'updateAboutPage', (value) => (value as { title?: string }).title === title)
      }),
    ]
  }

  return { restRows, graphqlRows, endpointRows, stagedRows, fieldRows, payloadCollectionRows, globalRows }
}
