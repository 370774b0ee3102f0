import type { FrontEndpoint } from '@/lib/platform/frontEndpoints/serveFrontEndpoint'

import { askQuestionEndpoint, sessionQuestionsEndpoint } from './sessionQuestionsEndpoint'
import { voteEndpoint, withdrawVoteEndpoint } from './voteEndpoint'

const SESSION = /^\/api\/live-questions\/session\/(?<id>\d{1,12})$/
const VOTE = /^\/api\/live-questions\/(?<id>\d{1,12})\/vote$/

/**
 * The endpoints a session's crowd calls every few seconds at once, answered by the server in
 * front of Next.js (src/lib/platform/frontEndpoints/serveFrontEndpoint.ts) for the members it
 * remembers: the same endpoint objects Payload serves. 200 members asking, voting and
 * refreshing the list saturated the server through Next.js's routing, Payload's request and its
 * session query (BENCHMARKS.md, "Conversation"). Ids are digits only here; anything else goes to Payload.
 */
export const liveQuestionFrontEndpoints: FrontEndpoint[] = [
  { endpoint: sessionQuestionsEndpoint, path: SESSION },
  { endpoint: askQuestionEndpoint, path: SESSION },
  { endpoint: voteEndpoint, path: VOTE },
  { endpoint: withdrawVoteEndpoint, path: VOTE },
]
