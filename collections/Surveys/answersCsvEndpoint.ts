import { adminRowEndpoint } from '@/lib/admin/adminEndpoint'
import { recordAuditEvent } from '@/lib/admin/audit/recordAuditEvent'
import { surveyAnswersCsv } from '@/lib/surveys/surveyAnswersCsv'
import type { User } from '@/payload-types'

/**
 * GET /api/surveys/:id/answers.csv: every answer of the survey as CSV, streamed (any number of
 * answers), one line per answer; an anonymous survey's file has no member column. Admins only;
 * every export goes into the audit trail.
 */
export const answersCsvEndpoint = adminRowEndpoint({
  path: '/:id/answers.csv',
  method: 'get',
  notFoundMessage: 'Survey not found',
  handler: async (req, id, notFound) => {
    const survey = await req.payload.findByID({
      collection: 'surveys',
      id,
      depth: 0,
      disableErrors: true,
      select: { isAnonymous: true },
    })
    if (!survey) return notFound()
    const { totalDocs } = await req.payload.count({ collection: 'survey-responses', where: { survey: { equals: id } } })
    await recordAuditEvent(
      { payload: req.payload, user: req.user as User },
      { action: 'export', collection: 'survey-responses', format: 'csv', filter: `answers of survey ${id}`, rows: totalDocs },
    )
    const lines = surveyAnswersCsv(req.payload, survey)
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      },
      async cancel() {
        await lines.return(undefined)
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="survey-${id}-answers.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})
