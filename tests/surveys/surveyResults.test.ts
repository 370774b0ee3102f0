/** A survey's results for admins: counts in SQL, filters by sector and organization type, k-anonymity, and the CSV export. */
import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { surveyAnswersCsv } from '../../src/lib/surveys/surveyAnswersCsv'
import { MIN_RESPONDENTS, surveyResults } from '../../src/lib/surveys/surveyResults'
import type { Survey, SurveyQuestion, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload

type Fixture = { survey: Survey; choice: SurveyQuestion; rating: SurveyQuestion; comment: SurveyQuestion }

async function surveyWithQuestions(isAnonymous: boolean): Promise<Fixture> {
  const survey = await createDoc(payload, 'surveys', { title: `Results ${uniqueTag()}`, isActive: true, isAnonymous })
  const question = (data: Record<string, unknown>) => createDoc(payload, 'survey-questions', { survey: survey.id, ...data })
  return {
    survey,
    choice: await question({
      questionText: 'Pick',
      questionType: 'multiple_choice',
      options: [{ label: 'A' }, { label: '=B' }],
      allowMultipleAnswers: true,
    }),
    rating: await question({ questionText: 'Rate', questionType: 'rating' }),
    comment: await question({ questionText: 'Why', questionType: 'text', isRequired: false }),
  }
}

const answer = (fixture: Fixture, user: User | null, values: [string, string, string]) =>
  Promise.all(
    [fixture.choice, fixture.rating, fixture.comment].map((question, index) =>
      payload.create({
        collection: 'survey-responses',
        data: { survey: fixture.survey.id, question: question.id, responseValue: values[index]! },
        overrideAccess: true,
        ...(user ? { user } : {}),
      }),
    ),
  )

const csvOf = async (survey: Survey) => {
  let text = ''
  for await (const chunk of surveyAnswersCsv(payload, survey)) text += chunk
  return parse(text) as string[][]
}

let fixture: Fixture
beforeAll(async () => {
  payload = getPayload()
  const organization = (sector: string, type: string) =>
    createDoc(payload, 'organizations', { name: `Org ${uniqueTag()}`, type, sector, userEditable: false })
  const water = await organization('Water Treatment', 'industry')
  const energy = await organization('Energy & Utilities', 'government')
  fixture = await surveyWithQuestions(false)
  // Six members from water works, two from energy: a filter on energy has fewer than five.
  const answers: [string, string, string][] = [
    [JSON.stringify(['A', '=B']), '5', 'Great'],
    [JSON.stringify(['A']), '4', '=HYPERLINK("http://evil.example")'],
    [JSON.stringify(['=B']), '3', 'Fine'],
    [JSON.stringify(['A']), '5', 'Good'],
    [JSON.stringify(['A', '=B']), '4', 'Ok'],
    [JSON.stringify(['A']), '1', 'Bad'],
    [JSON.stringify(['=B']), '2', 'Meh'],
    [JSON.stringify(['A']), '3', 'So so'],
  ]
  // Water members from three organizations (a group needs answers from three, issue 43).
  const waterWorks = [water, await organization('Water Treatment', 'industry'), await organization('Water Treatment', 'industry')]
  for (const [index, values] of answers.entries()) {
    const member = await createUser(payload, {
      email: `respondent-${index}-${uniqueTag()}@test.example`,
      organization: (index < 6 ? waterWorks[index % 3]! : energy).id,
    })
    await answer(fixture, member, values)
  }
})

describe('survey results', () => {
  test('choices counted per option (multiple answers each), ratings with mean and distribution, text answers listed', async () => {
    const results = await surveyResults(payload, fixture.survey.id)
    expect(results).toMatchObject({ respondents: 8, hidden: false, filtered: false })
    const [choice, rating, comment] = results.questions
    expect(choice).toMatchObject({
      hidden: false,
      kind: 'counts',
      counts: [
        { label: 'A', count: 6 },
        { label: '=B', count: 4 },
      ],
    })
    expect(rating).toMatchObject({ hidden: false, kind: 'counts', respondents: 8 })
    if (rating!.hidden || rating!.kind !== 'counts') throw new Error('rating shown')
    expect(rating.counts.map(({ count }) => count)).toEqual([1, 1, 2, 2, 2])
    expect(rating.mean).toBeCloseTo(27 / 8)
    if (comment!.hidden || comment!.kind !== 'text') throw new Error('text shown')
    expect(comment.answers.map(({ text }) => text).sort()).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Bad',
      'Fine',
      'Good',
      'Great',
      'Meh',
      'Ok',
      'So so',
    ])
  })

  test(`a filter leaving fewer than ${MIN_RESPONDENTS} respondents hides every breakdown; five or more show`, async () => {
    const energy = await surveyResults(payload, fixture.survey.id, { sector: 'Energy & Utilities' })
    expect(energy).toMatchObject({ respondents: 2, filtered: true, hidden: true })
    expect(energy.questions.every((question) => question.hidden)).toBe(true)
    expect(JSON.stringify(energy)).not.toContain('Meh')
    const water = await surveyResults(payload, fixture.survey.id, { sector: 'Water Treatment', organizationType: 'industry' })
    expect(water).toMatchObject({ respondents: 6, hidden: false })
    expect(water.questions[0]).toMatchObject({
      counts: [
        { label: 'A', count: 5 },
        { label: '=B', count: 3 },
      ],
    })
    expect(await surveyResults(payload, fixture.survey.id, { organizationType: 'vendor' })).toMatchObject({ respondents: 0, hidden: true })
  })

  test('an anonymous survey under five answers is hidden; its CSV has no member column', async () => {
    const anonymous = await surveyWithQuestions(true)
    for (let i = 0; i < 4; i++) await answer(anonymous, null, [JSON.stringify(['A']), '3', `Answer ${i}`])
    expect(await surveyResults(payload, anonymous.survey.id)).toMatchObject({ respondents: 4, hidden: true })
    await answer(anonymous, null, [JSON.stringify(['=B']), '5', 'Fifth'])
    expect(await surveyResults(payload, anonymous.survey.id)).toMatchObject({ respondents: 5, hidden: false })
    const rows = await csvOf(anonymous.survey)
    expect(rows[0]).toEqual(['Submitted at', 'Question', 'Answer'])
    expect(rows).toHaveLength(1 + 15)
  })

  test('the CSV names each answer, its question and member; formulas are made inert', async () => {
    const rows = await csvOf(fixture.survey)
    expect(rows[0]).toEqual(['Submitted at', 'Question', 'Answer', 'Member', 'E-mail', 'Organization', 'Organization type', 'Sector'])
    expect(rows).toHaveLength(1 + 24)
    expect(rows.find((row) => row[2] === "'=B")).toBeTruthy()
    expect(rows.find((row) => row[2] === 'A; =B')).toBeTruthy()
    expect(rows.find((row) => row[2]!.includes('HYPERLINK'))![2]).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(rows.slice(1).every((row) => row[4]!.endsWith('@test.example') && row[7] !== '')).toBe(true)
  })
})
