import { sql } from '@payloadcms/db-postgres'
import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { localizedColumn } from '@/lib/content/localizedSql'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'
import { inertCell } from '@/lib/shared/format/spreadsheetCell'
import type { Survey } from '@/payload-types'

const BATCH = 1000

/** A multiple answer is stored as a JSON list; in the file it reads "A; B". */
const answerText = (value: string): string => {
  if (!value.startsWith('[')) return value
  try {
    const list: unknown = JSON.parse(value)
    return Array.isArray(list) ? list.join('; ') : value
  } catch {
    return value
  }
}

/**
 * A survey's answers as CSV, one line per answer, oldest first, produced in batches of 1,000 by
 * keyset (any number of answers, little memory). An anonymous survey's file has no member
 * column at all; others name the member, e-mail address, organization, its type and sector.
 */
export async function* surveyAnswersCsv(payload: Payload, survey: Pick<Survey, 'id' | 'isAnonymous'>): AsyncGenerator<string> {
  const members = !survey.isAnonymous
  const header = [
    'Submitted at',
    'Question',
    'Answer',
    ...(members ? ['Member', 'E-mail', 'Organization', 'Organization type', 'Sector'] : []),
  ]
  yield stringify([header])
  let last = 0
  for (;;) {
    const { rows } = await belowLocalApi(payload, 'answers with question, member and organization joined in SQL, 1,000 at a time by keyset')
      .drizzle.execute(sql`
      SELECT r.id, r.created_at AS at, ${localizedColumn('survey_questions', 'question_text', sql`q.id`)} AS question, r.response_value AS answer
        ${members ? sql`, concat_ws(' ', u.first_name, u.last_name) AS member, u.email, o.name AS organization, o.type AS organization_type, o.sector` : sql``}
      FROM survey_responses r JOIN survey_questions q ON q.id = r.question_id
        ${members ? sql`LEFT JOIN users u ON u.id = r.user_id LEFT JOIN organizations o ON o.id = u.organization_id` : sql``}
      WHERE r.survey_id = ${survey.id} AND r.id > ${last} ORDER BY r.id LIMIT ${BATCH}`)
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        new Date(row.at as string).toISOString(),
        row.question,
        answerText(row.answer as string),
        ...(members ? [row.member, row.email, row.organization, row.organization_type, row.sector] : []),
      ]),
      { cast: { string: inertCell } },
    )
    last = rows[rows.length - 1]!.id as number
  }
}
