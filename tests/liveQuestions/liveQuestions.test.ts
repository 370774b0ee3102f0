/**
 * Live questions during a session (issue 50, item 2), on the real database: members ask and
 * upvote in a session happening now; a vote counts once however many arrive at once; the list
 * orders by votes, then time; nothing is asked or voted outside the session; the rate limits; an
 * admin marks answered or hides; a blocked pair does not see each other's questions; a visitor and
 * a member who may not read the session get nothing; and no write tells the page cache.
 */
import { sql } from '@payloadcms/db-postgres'
import { handleEndpoints } from 'payload'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import config from '@payload-config'

import { askQuestion } from '../../src/lib/liveQuestions/askQuestion'
import { QUESTIONS_SHOWN } from '../../src/lib/liveQuestions/liveQuestionRules'
import { hideQuestion, markAnswered } from '../../src/lib/liveQuestions/moderateQuestion'
import { sessionQuestions } from '../../src/lib/liveQuestions/sessionQuestions'
import { voteForQuestion } from '../../src/lib/liveQuestions/voteForQuestion'
import { withdrawVote } from '../../src/lib/liveQuestions/withdrawVote'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { useActors } from '../support/payload'
import { rest, tokenOf } from '../support/rest'
import { watchStatements } from '../support/sqlStatements'

const given = useActors()
const tag = uniqueTag()
const as = (user: User) => ({ payload: given.payload, user })
const MINUTE = 60_000

/** An event's session from `startOffset` to `endOffset` minutes from now; the event published unless `draft`. */
async function session(startOffset: number, endOffset: number, { draft = false } = {}) {
  const now = Date.now()
  const event = await given.payload.create({
    collection: 'events',
    data: {
      title: `Live event ${tag}`,
      date: new Date(now + startOffset * MINUTE).toISOString(),
      _status: draft ? 'draft' : 'published',
    } as never,
    overrideAccess: true,
  })
  return given.payload.create({
    collection: 'agenda-items',
    data: {
      event: event.id,
      title: `Live session ${tag}`,
      startTime: new Date(now + startOffset * MINUTE).toISOString(),
      endTime: new Date(now + endOffset * MINUTE).toISOString(),
    } as never,
    overrideAccess: true,
  })
}
const liveSession = () => session(-10, 50)

/** Members of the test's own, as many as asked. */
async function members(count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => createUser(given.payload, { email: `${prefix}-${index}-${tag}@test.example` })),
  )
}

/** The question's stored count beside its number of vote rows. */
async function counts(questionId: number) {
  const { rows } = await given.payload.db.drizzle.execute(
    sql`SELECT vote_count AS "voteCount", (SELECT count(*)::int FROM live_question_votes WHERE question_id = ${questionId}) AS "rows"
        FROM live_questions WHERE id = ${questionId}`,
  )
  const row = rows[0] as { voteCount: number; rows: number }
  return { voteCount: Number(row.voteCount), rows: Number(row.rows) }
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string; status?: number }) => error.code ?? String(error.status),
  )

let asker: User
let voters: User[]
beforeAll(async () => {
  asker = await createUser(given.payload, { email: `asker-${tag}@test.example` })
  voters = await members(12, 'voter')
})

describe('asking and voting', () => {
  test('a vote sent many times at once counts once; many members at once count each', async () => {
    const item = await liveSession()
    const { id } = await askQuestion(as(asker), { agendaItemId: item.id, text: 'Will the slides be shared?' })
    const [twice] = voters
    const answers = await Promise.all(Array.from({ length: 5 }, () => voteForQuestion(as(twice!), { questionId: id })))
    expect(answers.every((answer) => answer.voted)).toBe(true)
    expect(await counts(id)).toEqual({ voteCount: 1, rows: 1 })

    await Promise.all(
      voters.slice(1).flatMap((voter) => [voteForQuestion(as(voter), { questionId: id }), voteForQuestion(as(voter), { questionId: id })]),
    )
    expect(await counts(id)).toEqual({ voteCount: voters.length, rows: voters.length })

    // Withdrawn twice at once: taken off once, and voting again counts again.
    await Promise.all([withdrawVote(as(twice!), { questionId: id }), withdrawVote(as(twice!), { questionId: id })])
    expect(await counts(id)).toEqual({ voteCount: voters.length - 1, rows: voters.length - 1 })
    expect((await voteForQuestion(as(twice!), { questionId: id })).voteCount).toBe(voters.length)
  })

  test('the list orders by votes, then by time, and marks the reader’s own and voted questions', async () => {
    const item = await liveSession()
    const [first, second, third] = voters
    const early = await askQuestion(as(first!), { agendaItemId: item.id, text: `Early ${tag}` })
    const popular = await askQuestion(as(second!), { agendaItemId: item.id, text: `Popular ${tag}` })
    const late = await askQuestion(as(third!), { agendaItemId: item.id, text: `Late ${tag}` })
    await voteForQuestion(as(first!), { questionId: popular.id })
    await voteForQuestion(as(third!), { questionId: popular.id })
    await voteForQuestion(as(second!), { questionId: late.id })

    const list = await sessionQuestions(as(first!), { agendaItemId: item.id })
    expect(list.live).toBe(true)
    expect(list.total).toBe(3)
    expect(list.questions.map((question) => question.id)).toEqual([popular.id, late.id, early.id])
    expect(list.questions.map((question) => [question.voteCount, question.mine, question.voted])).toEqual([
      [2, false, true],
      [1, false, false],
      [0, true, false],
    ])
  })

  test('the list holds the top questions only, with the total beside them', async () => {
    const item = await liveSession()
    // Stored as askQuestion stores them (without counting anyone's rate limit), by the voters in turn.
    const ids = sql.raw(voters.map((voter) => voter.id).join(','))
    await given.payload.db.drizzle.execute(sql`
      INSERT INTO live_questions (agenda_item_id, author_id, text, status, vote_count, updated_at, created_at)
      SELECT ${item.id}, (ARRAY[${ids}])[1 + n % ${voters.length}], 'Question ' || n, 'open', n % 7, now(), now()
      FROM generate_series(1, ${QUESTIONS_SHOWN + 5}) AS n`)
    const list = await sessionQuestions(as(asker), { agendaItemId: item.id })
    expect(list.questions).toHaveLength(QUESTIONS_SHOWN)
    expect(list.total).toBe(QUESTIONS_SHOWN + 5)
    const shown = list.questions.map((question) => question.voteCount)
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    expect(shown.at(-1)).toBeGreaterThanOrEqual(
      Math.max(
        ...Array.from({ length: QUESTIONS_SHOWN + 5 }, (_, n) => (n + 1) % 7)
          .sort((a, b) => b - a)
          .slice(QUESTIONS_SHOWN),
      ),
    )
  })

  test('nobody votes for their own question; the text is bounded', async () => {
    const item = await liveSession()
    const { id } = await askQuestion(as(asker), { agendaItemId: item.id, text: '  Why now?  ' })
    expect(await codeOf(voteForQuestion(as(asker), { questionId: id }))).toBe('CONFLICT')
    expect(await codeOf(askQuestion(as(asker), { agendaItemId: item.id, text: 'x'.repeat(501) }))).toBe('INVALID_INPUT')
    expect(await codeOf(askQuestion(as(asker), { agendaItemId: item.id, text: '   ' }))).toBe('INVALID_INPUT')
    const stored = await given.payload.findByID({ collection: 'live-questions', id, overrideAccess: true })
    expect(stored.text).toBe('Why now?')
  })
})

describe('only during the session', () => {
  test('a session that has not started or has ended takes no question and no vote', async () => {
    const coming = await session(30, 90)
    const over = await session(-90, -30)
    expect(await codeOf(askQuestion(as(asker), { agendaItemId: coming.id, text: 'Too early?' }))).toBe('CONFLICT')
    expect(await codeOf(askQuestion(as(asker), { agendaItemId: over.id, text: 'Too late?' }))).toBe('CONFLICT')
    const [question] = await given.payload.db.drizzle
      .execute(
        sql`INSERT INTO live_questions (agenda_item_id, author_id, text, status, vote_count, updated_at, created_at)
            VALUES (${over.id}, ${asker.id}, 'Asked in time', 'open', 0, now(), now()) RETURNING id`,
      )
      .then((result) => result.rows as { id: number }[])
    expect(await codeOf(voteForQuestion(as(voters[0]!), { questionId: Number(question!.id) }))).toBe('CONFLICT')
    expect(await counts(Number(question!.id))).toEqual({ voteCount: 0, rows: 0 })
    // The list still reads, and says the session is not live (the page stops asking).
    expect((await sessionQuestions(as(asker), { agendaItemId: over.id })).live).toBe(false)
  })
})

describe('rate limits', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env.RATE_LIMIT_LIVE_QUESTION_PER_SENDER = saved.RATE_LIMIT_LIVE_QUESTION_PER_SENDER
    process.env.RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER = saved.RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER
    if (saved.RATE_LIMIT_LIVE_QUESTION_PER_SENDER === undefined) delete process.env.RATE_LIMIT_LIVE_QUESTION_PER_SENDER
    if (saved.RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER === undefined) delete process.env.RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER
  })

  test('a member asks a few questions a minute; the next is refused with 429 and nothing is stored', async () => {
    process.env.RATE_LIMIT_LIVE_QUESTION_PER_SENDER = '3/1m'
    const item = await liveSession()
    const [member] = await members(1, 'fast')
    for (let index = 0; index < 3; index++) await askQuestion(as(member!), { agendaItemId: item.id, text: `Question ${index}` })
    const refused = await askQuestion(as(member!), { agendaItemId: item.id, text: 'One more' }).catch((error: unknown) => error)
    expect((refused as { status?: number }).status).toBe(429)
    expect((refused as Error).message).toContain('3 questions a minute')
    expect((await sessionQuestions(as(member!), { agendaItemId: item.id })).total).toBe(3)
  })

  test('votes are bounded per member too', async () => {
    process.env.RATE_LIMIT_LIVE_QUESTION_VOTE_PER_SENDER = '2/1m'
    const item = await liveSession()
    const [voter] = await members(1, 'clicker')
    const ids = []
    for (const author of voters.slice(0, 3)) ids.push((await askQuestion(as(author), { agendaItemId: item.id, text: `Vote me ${tag}` })).id)
    await voteForQuestion(as(voter!), { questionId: ids[0]! })
    await voteForQuestion(as(voter!), { questionId: ids[1]! })
    expect(await codeOf(voteForQuestion(as(voter!), { questionId: ids[2]! }))).toBe('RATE_LIMITED')
    expect(await counts(ids[2]!)).toEqual({ voteCount: 0, rows: 0 })
  })
})

describe('moderation', () => {
  test('an admin marks a question answered (still shown, marked, no more votes) or hides it (gone for members); a member may do neither', async () => {
    const item = await liveSession()
    const answered = await askQuestion(as(voters[0]!), { agendaItemId: item.id, text: `Answered ${tag}` })
    const hidden = await askQuestion(as(voters[1]!), { agendaItemId: item.id, text: `Hidden ${tag}` })
    expect(await codeOf(markAnswered(as(voters[2]!), { questionId: answered.id }))).toBe('403')
    expect(await codeOf(hideQuestion(as(voters[0]!), { questionId: hidden.id }))).toBe('403')

    await markAnswered(as(given.actors.admin), { questionId: answered.id })
    await hideQuestion(as(given.actors.admin), { questionId: hidden.id })
    const list = await sessionQuestions(as(voters[2]!), { agendaItemId: item.id })
    expect(list.questions.map((question) => [question.id, question.status])).toEqual([[answered.id, 'answered']])
    expect(await codeOf(voteForQuestion(as(voters[2]!), { questionId: answered.id }))).toBe('CONFLICT')
    expect(await codeOf(voteForQuestion(as(voters[2]!), { questionId: hidden.id }))).toBe('NOT_FOUND')
    // The projector (the admin's reading) shows what members see.
    expect((await sessionQuestions(as(given.actors.admin), { agendaItemId: item.id })).questions.map((question) => question.id)).toEqual([
      answered.id,
    ])

    // Both writes are in the audit trail, by the admin.
    const { docs } = await given.payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'live-questions' } }, { documentId: { in: [String(answered.id), String(hidden.id)] } }] },
      overrideAccess: true,
    })
    expect(docs.map((entry) => [entry.documentId, entry.actorId]).sort()).toEqual(
      [
        [String(answered.id), given.actors.admin.id],
        [String(hidden.id), given.actors.admin.id],
      ].sort(),
    )
  })
})

describe('who sees what', () => {
  test('a blocked pair does not see each other’s questions, either way, and cannot vote for them', async () => {
    const item = await liveSession()
    const [blocker, blocked, bystander] = await members(3, 'pair')
    await given.payload.create({
      collection: 'member-blocks',
      data: { blocked: blocked!.id } as never,
      user: blocker,
      overrideAccess: false,
    })
    const ofBlocker = await askQuestion(as(blocker!), { agendaItemId: item.id, text: `From the blocker ${tag}` })
    const ofBlocked = await askQuestion(as(blocked!), { agendaItemId: item.id, text: `From the blocked ${tag}` })
    const ids = async (reader: User) =>
      (await sessionQuestions(as(reader), { agendaItemId: item.id })).questions.map((question) => question.id)
    expect(await ids(blocker!)).toEqual([ofBlocker.id])
    expect(await ids(blocked!)).toEqual([ofBlocked.id])
    expect((await ids(bystander!)).sort()).toEqual([ofBlocker.id, ofBlocked.id].sort())
    expect(await codeOf(voteForQuestion(as(blocker!), { questionId: ofBlocked.id }))).toBe('NOT_FOUND')
    expect(await codeOf(voteForQuestion(as(blocked!), { questionId: ofBlocker.id }))).toBe('NOT_FOUND')
    expect(await counts(ofBlocked.id)).toEqual({ voteCount: 0, rows: 0 })
  })

  test('a member who may not read the session (a draft event’s) gets not found; a visitor is asked to sign in', async () => {
    const hidden = await session(-10, 50, { draft: true })
    expect(await codeOf(askQuestion(as(asker), { agendaItemId: hidden.id, text: 'Can I?' }))).toBe('NOT_FOUND')
    expect(await codeOf(sessionQuestions(as(asker), { agendaItemId: hidden.id }))).toBe('NOT_FOUND')
    // The admin reads the draft's session (the agenda items' own access), so may ask there.
    expect(await codeOf(askQuestion(as(given.actors.admin), { agendaItemId: hidden.id, text: 'Admins may' }))).toBe('ok')
    const [question] = (await sessionQuestions(as(given.actors.admin), { agendaItemId: hidden.id })).questions
    expect(await codeOf(voteForQuestion(as(asker), { questionId: question!.id }))).toBe('NOT_FOUND')

    const item = await liveSession()
    expect((await rest('GET', `live-questions/session/${item.id}`)).status).toBe(401)
    expect((await rest('POST', `live-questions/session/${item.id}`, { body: { text: 'As a visitor' } })).status).toBe(401)
    expect((await rest('POST', `live-questions/1/vote`, { body: {} })).status).toBe(401)
    // …and REST gives members no way around the endpoints: no list, no create.
    const token = await tokenOf(given.payload, asker)
    expect((await rest('GET', `live-questions?where[agendaItem][equals]=${item.id}`, { token })).status).toBe(403)
    const created = await rest('POST', 'live-questions', { token, body: { agendaItem: item.id, author: asker.id, text: 'Around it' } })
    expect(created.status).toBe(403)
  })
})

describe('the endpoints', () => {
  test('ask, vote, withdraw and read over HTTP; the list is private, and unchanged it is a 304', async () => {
    const item = await liveSession()
    const [member, other] = await members(2, 'http')
    const memberToken = await tokenOf(given.payload, member!)
    const otherToken = await tokenOf(given.payload, other!)
    const asked = await rest('POST', `live-questions/session/${item.id}`, { token: memberToken, body: { text: 'Over HTTP?' } })
    expect(asked.status).toBe(200)
    const id = (asked.body as { id: number }).id
    expect((await rest('POST', `live-questions/${id}/vote`, { token: otherToken, body: {} })).body).toEqual({ voted: true, voteCount: 1 })
    expect((await rest('POST', `live-questions/session/${item.id}`, { token: memberToken, body: { text: 'x'.repeat(1001) } })).status).toBe(
      400,
    )
    expect(
      (await rest('POST', `live-questions/session/${item.id}`, { token: memberToken, body: { text: 'Hi', role: 'admin' } })).status,
    ).toBe(400)

    const read = (etag?: string) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/live-questions/session/${item.id}`, {
          headers: { Authorization: `JWT ${otherToken}`, ...(etag ? { 'If-None-Match': etag } : {}) },
        }),
      })
    const first = await read()
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const body = (await first.json()) as { questions: { id: number; voted: boolean; voteCount: number }[] }
    expect(body.questions).toEqual([expect.objectContaining({ id, voted: true, voteCount: 1 })])
    const again = await read(first.headers.get('etag')!)
    expect(again.status).toBe(304)

    expect((await rest('DELETE', `live-questions/${id}/vote`, { token: otherToken, body: {} })).body).toEqual({
      voted: false,
      voteCount: 0,
    })
    expect((await read(first.headers.get('etag')!)).status).toBe(200)
  })

  test('asking and voting send no change notification: the shared pages stay cached', async () => {
    const item = await liveSession()
    const [member, other] = await members(2, 'quiet')
    const watch = watchStatements(given.payload)
    const { statements } = await watch.during(async () => {
      const { id } = await askQuestion(as(member!), { agendaItemId: item.id, text: 'Quiet?' })
      await voteForQuestion(as(other!), { questionId: id })
      await withdrawVote(as(other!), { questionId: id })
      await sessionQuestions(as(other!), { agendaItemId: item.id })
    })
    expect(statements.length).toBeGreaterThan(0)
    expect(statements.filter((statement) => /pg_notify|\bnotify\b/i.test(statement))).toEqual([])
  })
})

describe('accounts', () => {
  test('deleting a member deletes their questions (and the votes on them) and keeps their votes on others’ without them', async () => {
    const item = await liveSession()
    const [leaving, staying] = await members(2, 'leaving')
    const theirs = await askQuestion(as(leaving!), { agendaItemId: item.id, text: 'Mine, gone with me' })
    const others = await askQuestion(as(staying!), { agendaItemId: item.id, text: 'Theirs, stays' })
    await voteForQuestion(as(staying!), { questionId: theirs.id })
    await voteForQuestion(as(leaving!), { questionId: others.id })
    await given.payload.delete({ collection: 'users', id: leaving!.id, overrideAccess: true })
    expect(await given.payload.count({ collection: 'live-questions', where: { id: { equals: theirs.id } }, overrideAccess: true })).toEqual(
      {
        totalDocs: 0,
      },
    )
    expect(await counts(others.id)).toEqual({ voteCount: 1, rows: 1 })
  })
})
