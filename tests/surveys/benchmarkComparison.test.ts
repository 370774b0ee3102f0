/**
 * Sector benchmarks (issue 23, item 4): a member who answered a benchmark survey sees how their
 * answers compare with their organization's sector and type, with the k-anonymity rule of the
 * admins' results (no group, and no question, under MIN_RESPONDENTS); nothing for a survey that
 * is no benchmark, for a member who did not answer, and an anonymous survey cannot be one.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { benchmarkComparison } from '../../src/lib/surveys/benchmarkComparison'
import { MIN_RESPONDENTS } from '../../src/lib/surveys/surveyResults'
import type { Organization, Survey, SurveyQuestion, User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload

let survey: Survey
let choice: SurveyQuestion
let rating: SurveyQuestion
let yesNo: SurveyQuestion
let water: Organization
let energy: Organization

const member = async (organization: Organization | null) =>
  createUser(payload, { email: `bench-${uniqueTag()}@test.example`, ...(organization ? { organization: organization.id } : {}) })

async function answer(user: User, values: [string, string, string]) {
  for (const [index, question] of [choice, rating, yesNo].entries())
    await payload.create({
      collection: 'survey-responses',
      data: { survey: survey.id, question: question.id, responseValue: values[index]! },
      user,
      overrideAccess: true,
    })
}

beforeAll(async () => {
  payload = getPayload()
  survey = await createDoc(payload, 'surveys', { title: `Benchmark ${uniqueTag()}`, isActive: true, isBenchmark: true })
  const question = (data: Record<string, unknown>) => createDoc(payload, 'survey-questions', { survey: survey.id, ...data })
  choice = await question({ questionText: 'Where', questionType: 'multiple_choice', options: [{ label: 'Plant' }, { label: 'Office' }] })
  // The options in German too: answers keep the English label, the German page shows the German one.
  await payload.update({
    collection: 'survey-questions',
    id: choice.id,
    locale: 'de',
    data: {
      questionText: 'Wo',
      options: (choice.options ?? []).map((option, index) => ({ id: option.id, label: ['Anlage', 'Büro'][index] })),
    },
    overrideAccess: true,
  })
  rating = await question({ questionText: 'How mature', questionType: 'rating' })
  yesNo = await question({ questionText: 'Segmented', questionType: 'yes_no' })
  const organization = (sector: string, type: string) =>
    createDoc(payload, 'organizations', { name: `Org ${uniqueTag()}`, type, sector, userEditable: false })
  water = await organization('Water Treatment', 'industry')
  energy = await organization('Energy & Utilities', 'industry')
})

describe('sector benchmarks', () => {
  test('a group under five shows nothing; at five the distribution shows with the member’s answer and position', async () => {
    const first = await member(water)
    await answer(first, ['Plant', '4', 'yes'])
    for (const values of [
      ['Plant', '2', 'no'],
      ['Office', '3', 'yes'],
    ] as [string, string, string][])
      await answer(await member(water), values)
    // Energy members share the organization type, not the sector.
    for (let index = 0; index < 2; index++) await answer(await member(energy), ['Office', '5', 'yes'])

    const small = (await benchmarkComparison({ payload, user: first }, survey, 'en'))!
    expect(small.missing).toEqual([])
    const sector = small.groups.find((group) => group.by === 'sector')!
    expect(sector).toMatchObject({ value: 'Water Treatment', respondents: 3, hidden: true })
    expect(small.groups.find((group) => group.by === 'organizationType')).toMatchObject({
      value: 'industry',
      respondents: 5,
      hidden: false,
    })

    // Two more water members: the sector group reaches MIN_RESPONDENTS.
    await answer(await member(water), ['Plant', '5', 'yes'])
    await answer(await member(water), ['Office', '1', 'no'])
    const full = (await benchmarkComparison({ payload, user: first }, survey, 'en'))!
    const bySector = full.groups.find((group) => group.by === 'sector')!
    expect(bySector).toMatchObject({ respondents: MIN_RESPONDENTS, hidden: false })
    const [where, mature, segmented] = bySector.questions
    expect(where).toMatchObject({
      text: 'Where',
      options: [
        { label: 'Plant', count: 3, share: 0.6, yours: true },
        { label: 'Office', count: 2, share: 0.4, yours: false },
      ],
    })
    // Ratings 4, 2, 3, 5, 1: the mean is 3; three of five rated lower than 4, one (the member) the same.
    expect(mature).toMatchObject({ type: 'rating', yourRating: 4, mean: 3, ratedLower: 0.6, ratedSame: 0.2 })
    expect(segmented!.options).toEqual([
      { label: 'Yes', count: 3, share: 0.6, yours: true },
      { label: 'No', count: 2, share: 0.4, yours: false },
    ])
    // In German: the German question and option labels, the member's answer still marked.
    const german = (await benchmarkComparison({ payload, user: first }, survey, 'de'))!.groups.find((group) => group.by === 'sector')!
    expect(german.questions[0]).toMatchObject({
      text: 'Wo',
      options: [
        { label: 'Anlage', count: 3, yours: true },
        { label: 'Büro', count: 2, yours: false },
      ],
    })
    // The type's group counts the energy members too.
    expect(full.groups.find((group) => group.by === 'organizationType')).toMatchObject({ respondents: 7, hidden: false })
  })

  test('nothing for a member who did not answer, for a survey that is no benchmark, and no sector without an organization', async () => {
    expect(await benchmarkComparison({ payload, user: await member(water) }, survey, 'en')).toBeNull()
    const someone = await member(water)
    await answer(someone, ['Plant', '3', 'yes'])
    expect(await benchmarkComparison({ payload, user: someone }, survey, 'en')).not.toBeNull()
    expect(await benchmarkComparison({ payload, user: someone }, { ...survey, isBenchmark: false }, 'en')).toBeNull()

    const loner = await member(null)
    await answer(loner, ['Office', '2', 'no'])
    expect(await benchmarkComparison({ payload, user: loner }, survey, 'en')).toEqual({ groups: [], missing: ['organization'] })
  })

  test('an anonymous survey cannot be a benchmark: it keeps no member to compare', async () => {
    await expect(
      createDoc(payload, 'surveys', { title: `Anonymous ${uniqueTag()}`, isAnonymous: true, isBenchmark: true }),
    ).rejects.toThrow(/Sector benchmark/)
    const benchmark = await createDoc(payload, 'surveys', { title: `Later ${uniqueTag()}`, isBenchmark: true })
    await expect(
      payload.update({ collection: 'surveys', id: benchmark.id, data: { isAnonymous: true }, overrideAccess: true }),
    ).rejects.toThrow(/Sector benchmark/)
  })
})
