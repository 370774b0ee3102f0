import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { localizedColumn } from '@/lib/content/localizedSql'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import type { ORGANIZATION_TYPES, QUESTION_TYPES, SECTORS } from '@/lib/shared/enums'

/** A breakdown with fewer respondents than this is hidden (k-anonymity): no one is singled out by a filter. */
export const MIN_RESPONDENTS = 5
/**
 * A group by sector or type also needs answers from this many distinct organizations (issue 43,
 * item 6): accounts of one organization (or a few made up for it) cannot fill a group around
 * one real respondent.
 */
export const MIN_ORGANIZATIONS = 3
/** Text answers listed per question; the CSV export has them all. */
const TEXT_ANSWERS_SHOWN = 50

export type ResultsFilter = { sector?: (typeof SECTORS)[number]; organizationType?: (typeof ORGANIZATION_TYPES)[number] }

/** One answer's count: `answer` as stored (an option's label in the default language, 'yes', '3'), `label` as shown in the reader's language. */
export type AnswerCount = { answer: string; label: string; count: number }

type QuestionBase = { id: number; text: string; type: (typeof QUESTION_TYPES)[number]; respondents: number }
export type QuestionResult =
  | (QuestionBase & { hidden: true })
  | (QuestionBase & { hidden: false; kind: 'counts'; counts: AnswerCount[]; mean?: number })
  | (QuestionBase & { hidden: false; kind: 'text'; answers: { text: string; at: string }[] })

export type SurveyResults = { respondents: number; filtered: boolean; hidden: boolean; questions: QuestionResult[] }

const RATINGS = ['1', '2', '3', '4', '5']

/**
 * A survey's answers, question by question, for the admins' results view: counts per option
 * (each choice of a multiple answer counted), ratings with their mean and distribution, yes and
 * no, and the latest text answers. Optionally only answers given as members of organizations of
 * one sector or type (anonymous surveys keep no member, so they cannot be filtered). Counted in SQL: three
 * grouped queries whatever the number of answers. A question answered by fewer than
 * MIN_RESPONDENTS (under a filter: or from fewer than MIN_ORGANIZATIONS organizations) shows no breakdown.
 */
export async function surveyResults(
  payload: Payload,
  surveyId: number,
  filter: ResultsFilter = {},
  language: Language = DEFAULT_LANGUAGE,
): Promise<SurveyResults> {
  const db = belowLocalApi(payload, 'counts per question and option in grouped SQL queries, not a page of answer rows').drizzle
  const filtered = Boolean(filter.sector || filter.organizationType)
  // Only answers given as a member of an organization of that sector or type then (stamped on the answer,
  // hooks/surveys/stampRespondentOrganization.ts); an anonymous answer has none and never matches.
  const matches = filtered
    ? sql`AND r.organization_id IS NOT NULL
        ${filter.sector ? sql`AND r.organization_sector = ${filter.sector}` : sql``}
        ${filter.organizationType ? sql`AND r.organization_type = ${filter.organizationType}` : sql``}`
    : sql``
  // A group is shown only with MIN_RESPONDENTS answers from MIN_ORGANIZATIONS organizations.
  const tooFew = (respondents: number, organizations: number) =>
    respondents < MIN_RESPONDENTS || (filtered && organizations < MIN_ORGANIZATIONS)
  const [questions, counts, texts, respondents] = await Promise.all([
    db.execute(sql`
      SELECT q.id, ${localizedColumn('survey_questions', 'question_text', sql`q.id`, language)} AS text, q.question_type AS type,
        q.allow_multiple_answers AS multiple,
        (SELECT count(*) FROM survey_responses r WHERE r.question_id = q.id ${matches})::int AS respondents,
        (SELECT count(DISTINCT r.organization_id) FROM survey_responses r WHERE r.question_id = q.id ${matches})::int AS organizations,
        -- Answers are stored as the option's label in the default language (answerSurvey), so the options are counted
        -- in it, and shown in the reader's.
        coalesce((SELECT json_agg(json_build_object('answer', answer, 'label', coalesce(label, answer)) ORDER BY _order) FILTER (WHERE answer IS NOT NULL)
          FROM (SELECT o._order, ${localizedColumn('survey_questions_options', 'label', sql`o.id`)} AS answer,
                  ${localizedColumn('survey_questions_options', 'label', sql`o.id`, language)} AS label
                FROM survey_questions_options o WHERE o._parent_id = q.id) options), '[]') AS options
      FROM survey_questions q WHERE q.survey_id = ${surveyId} ORDER BY q.order_index, q.id`),
    db.execute(sql`
      SELECT r.question_id AS question, answer.value, count(*)::int AS count
      FROM survey_responses r JOIN survey_questions q ON q.id = r.question_id
      CROSS JOIN LATERAL (
        SELECT jsonb_array_elements_text(r.response_value::jsonb) AS value WHERE q.allow_multiple_answers AND r.response_value LIKE '[%'
        UNION ALL SELECT r.response_value WHERE NOT (q.allow_multiple_answers AND r.response_value LIKE '[%')
      ) answer
      WHERE r.survey_id = ${surveyId} AND q.question_type <> 'text' ${matches}
      GROUP BY r.question_id, answer.value`),
    db.execute(sql`
      SELECT question, value, at FROM (
        SELECT r.question_id AS question, r.response_value AS value, r.created_at AS at,
          row_number() OVER (PARTITION BY r.question_id ORDER BY r.created_at DESC, r.id DESC) AS position
        FROM survey_responses r JOIN survey_questions q ON q.id = r.question_id
        WHERE r.survey_id = ${surveyId} AND q.question_type = 'text' ${matches}) latest
      WHERE position <= ${TEXT_ANSWERS_SHOWN} ORDER BY at DESC`),
    // Members who answered (an anonymous survey has none; its respondents are its most answered question's answers).
    db.execute(sql`SELECT count(DISTINCT r.user_id)::int AS members, count(DISTINCT r.organization_id)::int AS organizations
      FROM survey_responses r WHERE r.survey_id = ${surveyId} ${matches}`),
  ])
  const countsOf = new Map<number, Map<string, number>>()
  for (const row of counts.rows as { question: number; value: string; count: number }[]) {
    if (!countsOf.has(row.question)) countsOf.set(row.question, new Map())
    countsOf.get(row.question)!.set(row.value, row.count)
  }
  const textsOf = new Map<number, { text: string; at: string }[]>()
  for (const row of texts.rows as { question: number; value: string; at: string }[]) {
    if (!textsOf.has(row.question)) textsOf.set(row.question, [])
    textsOf.get(row.question)!.push({ text: row.value, at: new Date(row.at).toISOString() })
  }
  const rows = questions.rows as (QuestionBase & {
    organizations: number
    multiple: boolean
    options: { answer: string; label: string }[]
  })[]
  const respondentRow = respondents.rows[0] as { members: number; organizations: number } | undefined
  const members = respondentRow?.members ?? 0
  const total = Math.max(members, ...rows.map((question) => question.respondents))
  const results = rows.map((question): QuestionResult => {
    const base = { id: question.id, text: question.text, type: question.type, respondents: question.respondents }
    if (tooFew(question.respondents, question.organizations)) return { ...base, hidden: true }
    if (question.type === 'text') return { ...base, hidden: false, kind: 'text', answers: textsOf.get(question.id) ?? [] }
    const answered = countsOf.get(question.id) ?? new Map<string, number>()
    const shown = new Map(question.options.map((option) => [option.answer, option.label]))
    const known = question.options.map((option) => option.answer)
    const answers =
      question.type === 'rating'
        ? RATINGS
        : question.type === 'yes_no'
          ? ['yes', 'no']
          : [...known, ...[...answered.keys()].filter((value) => !known.includes(value))]
    const tally = answers.map((answer) => ({
      answer,
      label: question.type === 'yes_no' ? (answer === 'yes' ? 'Yes' : 'No') : (shown.get(answer) ?? answer),
      count: answered.get(answer) ?? 0,
    }))
    if (question.type !== 'rating') return { ...base, hidden: false, kind: 'counts', counts: tally }
    const rated = tally.reduce((sum, { count }) => sum + count, 0)
    const mean = rated ? tally.reduce((sum, { answer, count }) => sum + Number(answer) * count, 0) / rated : undefined
    return { ...base, hidden: false, kind: 'counts', counts: tally, mean }
  })
  const hidden = tooFew(total, respondentRow?.organizations ?? 0)
  const shown = hidden
    ? results.map(({ id, text, type, respondents }): QuestionResult => ({ id, text, type, respondents, hidden: true }))
    : results
  return { respondents: total, filtered, hidden, questions: shown }
}
