import type { CollectionBeforeChangeHook } from 'payload'

import { limitPosting } from '@/lib/discussions/limitPosting'
import { subjectOf } from '@/lib/discussions/postSubject'

/**
 * Every new post a person writes counts against their pace and the thread's, whichever path
 * writes it (the site, REST, GraphQL, a reply by e-mail): after the other checks, so a refused
 * post is not counted. The server's own writes (no user: seeds, imports) are not limited.
 */
export const limitPostingPace: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || !req.user) return data
  const subject = subjectOf(data)
  if (subject) await limitPosting(req.payload, req.user, subject, req)
  return data
}
