import { createHash } from 'node:crypto'
import { z } from 'zod'

import { memberRowAction } from '@/lib/admin/adminEndpoint'
import { askQuestion } from '@/lib/liveQuestions/askQuestion'
import { QUESTION_MAX_LENGTH } from '@/lib/liveQuestions/liveQuestionRules'
import { sessionQuestions } from '@/lib/liveQuestions/sessionQuestions'

const NOT_FOUND = 'Session not found'

/**
 * GET /api/live-questions/session/:id: the session's top questions as the signed-in reader sees
 * them (sessionQuestions), asked again every few seconds by the open page while the session is
 * live. Private and never kept by a cache; an unchanged list is a bodiless 304 for the ETag the
 * page sent (the question list is one SQL query either way).
 */
export const sessionQuestionsEndpoint = memberRowAction({
  path: '/session/:id',
  method: 'get',
  notFoundMessage: NOT_FOUND,
  body: z.object({}).passthrough(),
  invalidBody: 'No body is read.',
  unexpected: 'The questions could not be read. Please try again.',
  run: async (context, { id }) => {
    const answer = JSON.stringify(await sessionQuestions(context, { agendaItemId: id }))
    const etag = `"${createHash('sha1').update(answer).digest('base64url')}"`
    const headers = { 'Cache-Control': 'private, no-store', ETag: etag, 'Content-Type': 'application/json' }
    if (context.req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(answer, { headers })
  },
})

/** POST /api/live-questions/session/:id { text }: the signed-in member asks a question (askQuestion). */
export const askQuestionEndpoint = memberRowAction({
  path: '/session/:id',
  method: 'post',
  notFoundMessage: NOT_FOUND,
  // Bounded before the domain function trims and measures it.
  body: z.object({ text: z.string().max(QUESTION_MAX_LENGTH * 2) }).strict(),
  invalidBody: `A question is a text of at most ${QUESTION_MAX_LENGTH} characters.`,
  unexpected: 'The question could not be sent. Please try again.',
  run: async (context, { id, body }) => askQuestion(context, { agendaItemId: id, text: body.text }),
})
