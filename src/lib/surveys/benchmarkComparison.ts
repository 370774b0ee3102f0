import { sql } from '@payloadcms/db-postgres'

import type { Language } from '@/i18n/languages'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { ORGANIZATION_TYPES, SECTORS } from '@/lib/shared/enums'
import type { Survey, User } from '@/payload-types'

import { surveyResults } from './surveyResults'

type Sector = (typeof SECTORS)[number]
type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

/** One answer option of a question, as the group answered it (`label` in the reader's language). */
export type BenchmarkOption = { label: string; count: number; share: number; yours: boolean }

export type BenchmarkQuestion = {
  id: number
  text: string
  type: 'multiple_choice' | 'rating' | 'yes_no'
  respondents: number
  /** The group's answers, or hidden when fewer than MIN_RESPONDENTS of it answered this question. */
  options: BenchmarkOption[] | null
  /** Ratings: the group's mean, the member's rating, and the share of the group that rated lower and the same. */
  mean?: number
  yourRating?: number
  ratedLower?: number
  ratedSame?: number
}

export type BenchmarkGroup =
  | { by: 'sector'; value: Sector; respondents: number; hidden: boolean; questions: BenchmarkQuestion[] }
  | { by: 'organizationType'; value: OrganizationType; respondents: number; hidden: boolean; questions: BenchmarkQuestion[] }

export type BenchmarkComparison = {
  /** The sector and type the member's organization had when they answered, each compared when known. */
  groups: BenchmarkGroup[]
  /** What the member's organization does not say, so no group of that kind can be formed. */
  missing: ('organization' | 'sector')[]
}

/** Whether a survey compares its respondents' answers: a benchmark that keeps its members. */
export const comparesAnswers = (survey: Pick<Survey, 'isBenchmark' | 'isAnonymous'>) => Boolean(survey.isBenchmark && !survey.isAnonymous)

const isSector = (value: unknown): value is Sector => SECTORS.includes(value as Sector)
const isOrganizationType = (value: unknown): value is OrganizationType => ORGANIZATION_TYPES.includes(value as OrganizationType)

/**
 * How a member's answers to a benchmark survey compare with the answers given in the sector and
 * type their organization had when they answered (issue 23, item 4; issue 43, item 6: kept with
 * the answer, and a group needs answers from MIN_ORGANIZATIONS organizations), per question that is not free text: the group's
 * distribution with the member's own choice marked, and for ratings the mean and where the
 * member stands. The counts are the admins' results (surveyResults) under the same filter, so the
 * same k-anonymity rule holds: a group, or a question, with fewer than MIN_RESPONDENTS answers
 * shows nothing. Null unless the survey is a benchmark, keeps its members (not anonymous), and
 * this member answered it.
 */
export async function benchmarkComparison(
  { payload, user }: ActionContext<User>,
  survey: Pick<Survey, 'id' | 'isBenchmark' | 'isAnonymous'>,
  language: Language,
): Promise<BenchmarkComparison | null> {
  if (!comparesAnswers(survey)) return null
  const own = await belowLocalApi(payload, 'the member’s own answers as stored (user_id = member), beside surveyResults’ SQL counts')
    .drizzle.execute(sql`
    SELECT r.question_id AS question, r.response_value AS value, r.organization_id AS organization,
      r.organization_sector AS sector, r.organization_type AS type
    FROM survey_responses r WHERE r.survey_id = ${survey.id} AND r.user_id = ${user.id} ORDER BY r.id`)
  const rows = own.rows as { question: number; value: string; organization: number | null; sector: string | null; type: string | null }[]
  if (rows.length === 0) return null
  const answers = new Map(rows.map((row) => [row.question, row.value]))
  const { organization, sector, type } = rows[0]!

  const missing: BenchmarkComparison['missing'] = []
  const groups: BenchmarkGroup[] = []
  if (!organization) missing.push('organization')
  else {
    if (isSector(sector)) groups.push({ by: 'sector', value: sector, ...(await compareWith({ sector })) })
    else missing.push('sector')
    if (isOrganizationType(type)) groups.push({ by: 'organizationType', value: type, ...(await compareWith({ organizationType: type })) })
  }
  return { groups, missing }

  async function compareWith(filter: { sector?: Sector; organizationType?: OrganizationType }) {
    const results = await surveyResults(payload, survey.id, filter, language)
    const questions = results.questions.flatMap((question): BenchmarkQuestion[] => {
      if (question.type === 'text') return []
      const base = { id: question.id, text: question.text, type: question.type, respondents: question.respondents }
      if (question.hidden || question.kind !== 'counts') return [{ ...base, options: null }]
      const answer = answers.get(question.id)
      const chosen = new Set(chosenAnswers(answer))
      const counted = question.counts.reduce((sum, option) => sum + option.count, 0)
      const options = question.counts.map((option) => ({
        label: option.label,
        count: option.count,
        // Of the members who answered the question (a multiple answer counts each choice, so shares may add up to more than 1).
        share: question.respondents ? option.count / question.respondents : 0,
        yours: chosen.has(option.answer),
      }))
      if (question.type !== 'rating') return [{ ...base, options }]
      const yourRating = Number(answer)
      const rated = (test: (rating: number) => boolean) =>
        counted
          ? question.counts.filter((option) => test(Number(option.answer))).reduce((sum, option) => sum + option.count, 0) / counted
          : 0
      return [
        {
          ...base,
          options,
          mean: question.mean,
          ...(Number.isFinite(yourRating) && answer
            ? { yourRating, ratedLower: rated((rating) => rating < yourRating), ratedSame: rated((rating) => rating === yourRating) }
            : {}),
        },
      ]
    })
    return { respondents: results.respondents, hidden: results.hidden, questions }
  }
}

/** The answers a stored response chose, as surveyResults counts them (a multiple answer is a JSON list). */
function chosenAnswers(answer: string | undefined): string[] {
  if (answer === undefined) return []
  if (answer.startsWith('[')) {
    try {
      const values: unknown = JSON.parse(answer)
      if (Array.isArray(values)) return values.map(String)
    } catch {
      // A plain answer that happens to start with a bracket.
    }
  }
  return [answer]
}
