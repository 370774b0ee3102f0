/**
 * Content in both languages (Payload localization): each version falls back to the other, the
 * translation status the admin lists show, the raw SQL readers, survey options across languages
 * and the audit trail of a German edit.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { localizedColumn } from '../../src/lib/content/localizedSql'
import { textSearch } from '../../src/lib/content/textSearch'
import { upcomingEvents } from '../../src/lib/engagement/eventEngagement'
import { answerSurvey } from '../../src/lib/surveys/answerSurvey'
import { surveyResults } from '../../src/lib/surveys/surveyResults'
import type { Event, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { usePayload } from '../support/payload'
import { rest, tokenOf } from '../support/rest'

const getPayload = usePayload()
let payload: Payload
let admin: User
beforeAll(async () => {
  payload = getPayload()
  admin = await createUser(payload, { email: `admin-${uniqueTag()}@test.example`, role: 'admin' })
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const read = (id: number, locale: 'en' | 'de') => payload.findByID({ collection: 'events', id, depth: 0, locale }) as Promise<Event>
const inGerman = (collection: 'events' | 'agenda-items' | 'documents', id: number, data: Record<string, unknown>) =>
  payload.update({ collection, id, locale: 'de', data: data as never, depth: 0 })

describe('versions and fallback', () => {
  test('an event keeps an English and a German title; each language reads its own', async () => {
    const event = await createDoc(payload, 'events', { title: `Summit ${uniqueTag()}`, date: inDays(30) })
    await inGerman('events', event.id, { title: 'Gipfeltreffen' })
    expect((await read(event.id, 'en')).title).toBe(event.title)
    expect((await read(event.id, 'de')).title).toBe('Gipfeltreffen')
  })

  test('a missing version shows the other one, both ways', async () => {
    const english = await createDoc(payload, 'events', { title: `Only English ${uniqueTag()}`, date: inDays(30) })
    expect((await read(english.id, 'de')).title).toBe(english.title)
    const german = (await payload.create({
      collection: 'events',
      locale: 'de',
      data: { title: 'Nur auf Deutsch', date: inDays(30) } as never,
      depth: 0,
    })) as Event
    expect((await read(german.id, 'en')).title).toBe('Nur auf Deutsch')
  })

  test('the German version of a document keeps the file language, which is not per language', async () => {
    const tag = uniqueTag()
    const original = await createDoc(
      payload,
      'documents',
      { title: `Guide ${tag}`, company: 'ACME', documentType: 'Guide', language: 'French' },
      { file: pdfFile() },
    )
    await inGerman('documents', original.id, { title: `Leitfaden ${tag}` })
    const german = await payload.findByID({ collection: 'documents', id: original.id, depth: 0, locale: 'de' })
    const english = await payload.findByID({ collection: 'documents', id: original.id, depth: 0, locale: 'en' })
    expect(german.title).toBe(`Leitfaden ${tag}`)
    expect(german.language).toBe('French')
    expect(english.language).toBe('French')
    expect(english.title).toBe(original.title)
  })
})

describe('text search', () => {
  test("a German reader's search finds an item written only in English, and the reverse", async () => {
    const tag = uniqueTag()
    const english = await createDoc(payload, 'events', { title: `Firewall ${tag}`, date: inDays(30) })
    const german = (await payload.create({
      collection: 'events',
      locale: 'de',
      data: { title: `Brandschutz ${tag}`, date: inDays(30) } as never,
      depth: 0,
    })) as Event
    const found = async (locale: 'en' | 'de', words: string) =>
      (
        await payload.find({
          collection: 'events',
          locale,
          depth: 0,
          where: { and: [textSearch(words, { localized: ['title', 'descriptionText'] }), textSearch(tag, { localized: ['title'] })] },
        })
      ).docs.map((doc) => doc.id)
    expect(await found('de', 'Firewall')).toEqual([english.id])
    expect(await found('en', 'Brandschutz')).toEqual([german.id])
  })
})

describe('share image', () => {
  test("a German version's save queues no new share image: the image shows the English title", async () => {
    const event = await createDoc(payload, 'events', { title: `Share ${uniqueTag()}`, date: inDays(30), _status: 'published' })
    const queued = async () =>
      Number(
        (
          await payload.db.drizzle.execute(
            sql`SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'renderEventShareImage' AND input->>'event' = ${String(event.id)}`,
          )
        ).rows[0]?.n,
      )
    // The first image is drawn, as the jobs queue would.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'renderEventShareImage' } }, { 'input.event': { equals: event.id } }] },
      overrideAccess: true,
    })
    for (const job of jobs) await payload.jobs.runByID({ id: job.id })
    expect((await read(event.id, 'en')).shareImage).toBeTruthy()
    const before = await queued()
    await inGerman('events', event.id, { title: 'Teilen', _status: 'published' })
    expect(await queued()).toBe(before)
    await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} (new)` }, depth: 0 })
    expect(await queued()).toBe(before + 1)
  })
})

describe('translation status', () => {
  test('English only, then both, and German only, as the admin list shows and filters it', async () => {
    const event = await createDoc(payload, 'events', { title: `Status ${uniqueTag()}`, date: inDays(40) })
    expect((await read(event.id, 'en')).translationStatus).toBe('missingGerman')
    await inGerman('events', event.id, { title: 'Status auf Deutsch' })
    expect((await read(event.id, 'en')).translationStatus).toBe('complete')

    const item = await createAgendaItem(payload, event, { title: 'Keynote' })
    expect(item.translationStatus).toBe('missingGerman')
    const germanOnly = (await payload.create({
      collection: 'agenda-items',
      locale: 'de',
      data: { event: event.id, title: 'Eröffnung', startTime: event.date, endTime: inDays(41) } as never,
      depth: 0,
    })) as { id: number; translationStatus?: string | null }
    expect(germanOnly.translationStatus).toBe('missingEnglish')

    const missing = await payload.find({
      collection: 'agenda-items',
      where: { and: [{ event: { equals: event.id } }, { translationStatus: { equals: 'missingGerman' } }] },
      depth: 0,
    })
    expect(missing.docs.map((doc) => doc.id)).toEqual([item.id])
  })

  test('nobody writes it, an admin over REST included: it follows the versions', async () => {
    const event = await createDoc(payload, 'events', { title: `Locked ${uniqueTag()}`, date: inDays(40) })
    const token = await tokenOf(payload, admin)
    const response = await rest('PATCH', `events/${event.id}`, { token, body: { translationStatus: 'complete' } })
    expect(response.status).toBe(200)
    expect((await read(event.id, 'en')).translationStatus).toBe('missingGerman')
  })
})

describe('raw SQL reads the localized values', () => {
  test('localizedColumn: the asked language, else the other', async () => {
    const event = await createDoc(payload, 'events', { title: `SQL ${uniqueTag()}`, date: inDays(50) })
    const titleIn = async (language: 'en' | 'de') =>
      (
        await payload.db.drizzle.execute(
          sql`SELECT ${localizedColumn('events', 'title', sql`e.id`, language)} AS title FROM events e WHERE e.id = ${event.id}`,
        )
      ).rows[0]?.title
    expect(await titleIn('de')).toBe(event.title)
    await inGerman('events', event.id, { title: 'Auf Deutsch' })
    expect(await titleIn('de')).toBe('Auf Deutsch')
    expect(await titleIn('en')).toBe(event.title)
  })

  test("the dashboard's next events carry the admin's language", async () => {
    const event = await createDoc(payload, 'events', { title: `Soon ${uniqueTag()}`, date: inDays(0.01), _status: 'published' })
    await inGerman('events', event.id, { title: 'Bald', _status: 'published' })
    const titleIn = async (language: 'en' | 'de') =>
      (await upcomingEvents(payload.db.drizzle, { limit: 500, language })).find((row) => row.id === event.id)?.title
    expect(await titleIn('en')).toBe(event.title)
    expect(await titleIn('de')).toBe('Bald')
  })
})

describe('survey options in both languages', () => {
  test('a German member picks an option by its id; it is stored and counted with the English answers', async () => {
    const survey = await createDoc(payload, 'surveys', { title: `Lang ${uniqueTag()}`, isActive: true, isAnonymous: false })
    const question = await createDoc(payload, 'survey-questions', {
      survey: survey.id,
      questionText: 'Which?',
      questionType: 'multiple_choice',
      options: [{ label: 'Keynotes' }, { label: 'Workshops' }],
    })
    const german = await payload.update({
      collection: 'survey-questions',
      id: question.id,
      locale: 'de',
      data: {
        questionText: 'Welche?',
        options: question.options!.map((option, index) => ({ id: option.id, label: ['Vorträge', 'Workshops'][index] })),
      },
      depth: 0,
    })
    expect(german.options!.map((option) => option.label)).toEqual(['Vorträge', 'Workshops'])
    // The English labels are still there: the options are shared, only their labels are per language.
    const english = await payload.findByID({ collection: 'survey-questions', id: question.id, depth: 0, locale: 'en' })
    expect(english.options!.map((option) => option.label)).toEqual(['Keynotes', 'Workshops'])

    const members = await Promise.all([1, 2, 3, 4, 5].map((n) => createUser(payload, { email: `lang-${n}-${uniqueTag()}@test.example` })))
    const keynotes = german.options![0]!.id!
    for (const [index, user] of members.entries()) {
      // Three pick by the German form's value (the id), two by the English label.
      await answerSurvey({ payload, user }, { surveyId: survey.id, answers: { [question.id]: index < 3 ? keynotes : 'Keynotes' } })
    }
    const stored = await payload.find({ collection: 'survey-responses', where: { survey: { equals: survey.id } }, depth: 0 })
    expect(stored.docs.map((row) => row.responseValue)).toEqual(Array(5).fill('Keynotes'))
    const results = await surveyResults(payload, survey.id, {}, 'de')
    const shown = results.questions[0]!
    expect(shown).toMatchObject({ text: 'Welche?', hidden: false, kind: 'counts' })
    // Counted by the stored English answer, shown by the German label.
    expect(shown.hidden === false && shown.kind === 'counts' ? shown.counts : []).toEqual([
      { answer: 'Keynotes', label: 'Vorträge', count: 5 },
      { answer: 'Workshops', label: 'Workshops', count: 0 },
    ])
  })

  test('saving the German version with an untranslated option keeps the option', async () => {
    const survey = await createDoc(payload, 'surveys', { title: `Keep ${uniqueTag()}`, isActive: false })
    const question = await createDoc(payload, 'survey-questions', {
      survey: survey.id,
      questionText: 'Pick',
      questionType: 'multiple_choice',
      options: [{ label: 'One' }, { label: 'Two' }],
    })
    await payload.update({
      collection: 'survey-questions',
      id: question.id,
      locale: 'de',
      data: {
        questionText: 'Wählen',
        options: [
          { id: question.options![0]!.id, label: 'Eins' },
          { id: question.options![1]!.id, label: '' },
        ],
      },
      depth: 0,
    })
    const english = await payload.findByID({ collection: 'survey-questions', id: question.id, depth: 0, locale: 'en' })
    expect(english.options!.map((option) => option.label)).toEqual(['One', 'Two'])
    const german = await payload.findByID({ collection: 'survey-questions', id: question.id, depth: 0, locale: 'de' })
    expect(german.options!.map((option) => option.label)).toEqual(['Eins', 'Two'])
  })
})

describe('audit trail', () => {
  test("an admin's German edit is recorded as the German version's change, without the English fallback as changes", async () => {
    const event = await createDoc(payload, 'events', { title: `Audit ${uniqueTag()}`, date: inDays(60) })
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'de',
      data: { title: 'Prüfpfad' },
      depth: 0,
      user: admin,
      overrideAccess: false,
    })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'events' } }, { documentId: { equals: event.id } }, { action: { equals: 'update' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const changes = docs[0]!.changes as { field: string; label: string; from: string | null; to: string | null }[]
    expect(changes.find((change) => change.field === 'title')).toMatchObject({ label: 'Title (German)', from: null, to: 'Prüfpfad' })
    expect(changes.map((change) => change.field)).not.toContain('description')
  })
})
