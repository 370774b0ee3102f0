/**
 * Sector benchmarks (issue 23, item 4): a member who answered a benchmark survey sees how their
 * answers compare with their organization's sector and type, with the k-anonymity rule of the
 * admins' results (no group, and no question, under MIN_RESPONDENTS answers, nor from fewer than
 * MIN_ORGANIZATIONS organizations: issue 43, item 6); nothing for a survey that is no benchmark,
 * for a member who did not answer, and an anonymous survey cannot be one. Groups are formed from
 * the sector and type the organization had when the answer was given; fake members of one or two
 * organizations cannot isolate one answer; only organization admins and admins reclassify an
 * organization, audited.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { benchmarkComparison } from '../../src/lib/surveys/benchmarkComparison'
import { MIN_ORGANIZATIONS, MIN_RESPONDENTS } from '../../src/lib/surveys/surveyResults'
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

/** A member of a new organization of the same sector and type as `like` (each respondent its own organization), or of none. */
const member = async (like: Organization | null) => {
  const organization = like
    ? await createDoc(payload, 'organizations', { name: `Org ${uniqueTag()}`, type: like.type, sector: like.sector })
    : null
  return createUser(payload, { email: `bench-${uniqueTag()}@test.example`, ...(organization ? { organization: organization.id } : {}) })
}
/** A member of exactly this organization. */
const memberOf = (organization: Organization) =>
  createUser(payload, { email: `bench-${uniqueTag()}@test.example`, organization: organization.id })

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

  test('fake members cannot isolate one answer: five answers from fewer than three organizations show nothing', async () => {
    const fakes = await createDoc(payload, 'organizations', { name: `Fakes ${uniqueTag()}`, type: 'government', sector: 'Mining' })
    const target = await createDoc(payload, 'organizations', { name: `Target ${uniqueTag()}`, type: 'government', sector: 'Mining' })
    const victim = await memberOf(target)
    await answer(victim, ['Plant', '1', 'no'])
    // Four accounts with known answers, all in one organization.
    const accounts: User[] = []
    for (let index = 0; index < 4; index++) {
      accounts.push(await memberOf(fakes))
      await answer(accounts[index]!, ['Office', '5', 'yes'])
    }
    const seen = (await benchmarkComparison({ payload, user: accounts[0]! }, survey, 'en'))!
    const sector = seen.groups.find((group) => group.by === 'sector')!
    expect(sector).toMatchObject({ value: 'Mining', respondents: MIN_RESPONDENTS, hidden: true })
    expect(sector.questions.every((question) => question.options === null)).toBe(true)
    expect(JSON.stringify(seen)).not.toMatch(/"count":1\b/)
    // A third organization's answer completes the group: five answers from MIN_ORGANIZATIONS organizations.
    expect(MIN_ORGANIZATIONS).toBe(3)
    const third = await member(fakes)
    await answer(third, ['Office', '5', 'yes'])
    const grown = (await benchmarkComparison({ payload, user: third }, survey, 'en'))!
    expect(grown.groups.find((group) => group.by === 'sector')).toMatchObject({ respondents: 6, hidden: false })
  })

  test('an answer stays in the group its organization had when it was given; a new member of the group does not move old answers', async () => {
    const mover = await createDoc(payload, 'organizations', {
      name: `Mover ${uniqueTag()}`,
      type: 'academia',
      sector: 'Chemical & Petrochemical',
    })
    const early = await memberOf(mover)
    await answer(early, ['Plant', '2', 'no'])
    // The organization is reclassified afterwards: the answer keeps Chemicals / academia.
    await payload.update({
      collection: 'organizations',
      id: mover.id,
      data: { sector: 'Pharmaceutical', type: 'vendor' },
      overrideAccess: true,
    })
    const stored = await payload.find({
      collection: 'survey-responses',
      where: { user: { equals: early.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs.map((row) => [row.organization, row.organizationSector, row.organizationType])).toEqual(
      stored.docs.map(() => [mover.id, 'Chemical & Petrochemical', 'academia']),
    )
    const comparison = (await benchmarkComparison({ payload, user: early }, survey, 'en'))!
    expect(comparison.groups.map((group) => group.value).sort()).toEqual(['Chemical & Petrochemical', 'academia'].sort())
    // An answer without a membership counts in no group, and a request's claim is no membership.
    const claimant = await createUser(payload, { email: `claim-${uniqueTag()}@test.example` })
    await payload.update({ collection: 'users', id: claimant.id, data: { affiliation: mover.id }, overrideAccess: true })
    await answer(claimant, ['Plant', '2', 'no'])
    const claimed = await payload.find({
      collection: 'survey-responses',
      where: { user: { equals: claimant.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(claimed.docs.every((row) => row.organization === null && row.organizationSector === null)).toBe(true)
    // A request cannot forge the stamp either.
    const forged = await payload.create({
      collection: 'survey-responses',
      data: {
        survey: survey.id,
        question: choice.id,
        responseValue: 'Plant',
        organization: mover.id,
        organizationSector: 'Mining',
      } as never,
      user: await memberOf(water),
      overrideAccess: true,
    })
    expect(forged).toMatchObject({ organizationSector: 'Water Treatment', organizationType: 'industry' })
  })

  test("only an organization's admins and admins change its sector or type, and the change is audited", async () => {
    const organization = await createDoc(payload, 'organizations', {
      name: `Classified ${uniqueTag()}`,
      type: 'industry',
      sector: 'Chemical & Petrochemical',
      userEditable: true,
    })
    // A member who may edit the rest of it (a verified address at its verified domain, member edits open).
    const domain = `classified-${uniqueTag()}.example`
    await createDoc(payload, 'organization-domains', { organization: organization.id, domain, status: 'verified' })
    const plain = await createUser(payload, { email: `plain@${domain}`, organization: organization.id })
    const orgAdmin = await createUser(payload, {
      email: `orgadmin-${uniqueTag()}@test.example`,
      organization: organization.id,
      organizationAdmin: true,
    })
    const asMember = (user: User, data: Record<string, unknown>) =>
      payload.update({ collection: 'organizations', id: organization.id, data, user, overrideAccess: false })
    await expect(asMember(plain, { sector: 'Mining' })).rejects.toMatchObject({ status: 403 })
    await expect(asMember(plain, { type: 'vendor' })).rejects.toMatchObject({ status: 403 })
    expect((await asMember(plain, { name: `Renamed ${uniqueTag()}`, sector: 'Chemical & Petrochemical' })).sector).toBe(
      'Chemical & Petrochemical',
    )
    const saved = await asMember(orgAdmin, { sector: 'Mining' })
    expect(saved.sector).toBe('Mining')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'organizations' } }, { documentId: { equals: String(organization.id) } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(audit.docs.map((entry) => entry.summary)).toEqual([expect.stringContaining('sector')])
  })
})
