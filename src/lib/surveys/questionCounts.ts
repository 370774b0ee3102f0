import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Question counts for a page of surveys, in one aggregate query. */
export async function questionCounts(payload: Payload, surveyIds: number[]): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map()
  const result = await payload.db.drizzle.execute(sql`
    SELECT survey_id AS id, count(*)::int AS questions
    FROM survey_questions
    WHERE survey_id IN (${sql.join(surveyIds.map((id) => sql`${id}`), sql`, `)})
    GROUP BY survey_id
  `)
  return new Map((result.rows as { id: number; questions: number }[]).map((row) => [Number(row.id), Number(row.questions)]))
}
