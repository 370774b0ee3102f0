/** Survey submissions on the server: required answers, allowed values, anonymity, one answer per member. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { submitSurveyResponses } from '../src/lib/surveys/submitResponses'
import type { Survey, User } from '../src/payload-types'
import { createUser, uniqueTag } from './support/actors'
import { createDoc } from './support/create'
import { usePayload } from './support/payload'

const getPayload = usePayload()
let payload: Payload
let member: User

beforeAll(async () => {
  payload = getPayload()
  member = await createUser(payload, { email: `respondent-${uniqueTag()}@test.example` })
})

async function makeSurvey(data: Partial<Survey>) {
  const survey = await createDoc(payload, 'surveys', { title: `S ${uniqueTag()}`, isActive: true, ...data })
  const choice = await createDoc(payload, 'survey-questions', {
    survey: survey.id,
    questionText: 'Pick',
    questionType: 'multiple_choice',
    options: [{ label: 'A' }, { label: 'B' }],
    allowMultipleAnswers: true,
  })
  const rating = await createDoc(payload, 'survey-questions', { survey: survey.id, questionText: 'Rate', questionType: 'rating' })
  const comment = await createDoc(payload, 'survey-questions', {
    survey: survey.id,
    questionText: 'Why',
    questionType: 'text',
    isRequired: false,
  })
  return { survey, choice, rating, comment }
}

const responsesOf = async (surveyId: number) =>
  (await payload.find({ collection: 'survey-responses', where: { survey: { equals: surveyId } }, limit: 100, depth: 0 })).docs

describe('survey submissions', () => {
  test('missing and invalid answers are counted as missing, with the spec message, and nothing is stored', async () => {
    const { survey, choice, rating } = await makeSurvey({ isAnonymous: true })
    const outcome = await submitSurveyResponses(payload, survey.id, { [choice.id]: ['Z'], [rating.id]: '9' }, null)
    expect(outcome).toEqual({
      ok: false,
      title: 'Please complete all required questions',
      description: '2 required question(s) are missing answers.',
    })
    expect(await responsesOf(survey.id)).toHaveLength(0)
  })

  test('multiple answers are stored as a JSON list; anonymous answers carry no user', async () => {
    const { survey, choice, rating, comment } = await makeSurvey({ isAnonymous: true })
    const outcome = await submitSurveyResponses(
      payload,
      survey.id,
      { [choice.id]: ['B', 'A', 'B'], [rating.id]: '3', [comment.id]: '  because  ' },
      member,
    )
    expect(outcome).toEqual({ ok: true })
    const rows = await responsesOf(survey.id)
    expect(rows.find((row) => row.question === choice.id)?.responseValue).toBe('["B","A"]')
    expect(rows.find((row) => row.question === comment.id)?.responseValue).toBe('because')
    expect(rows.every((row) => !row.user)).toBe(true)
  })

  test('a sign-in survey refuses visitors and takes each member once, even from simultaneous submits', async () => {
    const { survey, choice, rating } = await makeSurvey({ isAnonymous: false })
    expect(await submitSurveyResponses(payload, survey.id, { [choice.id]: ['A'], [rating.id]: '5' }, null)).toEqual({
      ok: false,
      title: 'Authentication Required',
      description: 'Please sign in to participate in this survey.',
    })
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => submitSurveyResponses(payload, survey.id, { [choice.id]: ['A'], [rating.id]: '5' }, member)),
    )
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(await responsesOf(survey.id)).toHaveLength(2)
  })

  test('a closed survey takes no answers', async () => {
    const { survey, choice, rating } = await makeSurvey({ isAnonymous: true, isActive: false })
    expect(await submitSurveyResponses(payload, survey.id, { [choice.id]: ['A'], [rating.id]: '1' }, null)).toMatchObject({
      ok: false,
      title: 'Survey Closed',
    })
    expect(await responsesOf(survey.id)).toHaveLength(0)
  })
})
