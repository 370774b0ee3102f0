import { z } from 'zod'

import { inboundAuthorized, MAX_INBOUND_BYTES } from '@/lib/discussions/emailReplies/inboundWebhook'
import { postEmailReply } from '@/lib/discussions/emailReplies/postEmailReply'
import { replySettings } from '@/lib/discussions/emailReplies/replyAddress'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { checkRateLimit, retryAfterOf } from '@/lib/infrastructure/rateLimits/rateLimit'
import { readTextWithin } from '@/lib/platform/requestGuards/requestBody'
import { isPublicError } from '@/lib/shared/errors/appError'

const NO_STORE = { 'cache-control': 'no-store' }
const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE, ...headers } })

/** The message as the mail provider or MTA posts it (docs/api.md). */
const inbound = z.object({ to: z.string().min(3).max(2000), from: z.string().min(3).max(500), text: z.string().max(200_000) })

/**
 * POST /api/discussions/email-replies — an answer to a notification e-mail, posted by the mail
 * provider's or MTA's inbound webhook as JSON `{ to, from, text }` (docs/api.md), authenticated
 * by the shared secret; limited for the whole webhook before the body is read, and its body
 * capped before it is parsed. The reply itself (the signed address, the sender, the member's
 * limit, the label, the quote stripped) is postEmailReply's.
 */
export async function POST(request: Request) {
  const settings = replySettings()
  if (!settings) return answer(404, 'Replies by e-mail are not set up on this site.')
  if (!inboundAuthorized(request.headers.get('authorization'))) return answer(401, 'The webhook secret is missing or wrong.')
  const payload = await getPayloadClient()
  const limited = await checkRateLimit(payload, 'emailReply', { address: `${settings.local}@${settings.domain}` })
  if (limited) return answer(429, limited.message, { 'retry-after': String(limited.retryAfterSeconds) })
  const text = await readTextWithin(request, MAX_INBOUND_BYTES)
  if (text === null) return answer(413, `The message may be at most ${MAX_INBOUND_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return answer(400, 'The body must be JSON: { "to", "from", "text" }.')
  }
  const message = inbound.safeParse(body)
  if (!message.success) return answer(400, 'The body must be JSON with the strings "to", "from" and "text".')
  try {
    const reply = await postEmailReply(payload, message.data)
    return Response.json({ id: reply.id, status: reply.status }, { status: 201, headers: NO_STORE })
  } catch (error) {
    // A refusal (the address, the sender, a limit, the label, the text): its status and why.
    if (isPublicError(error)) {
      const retry = retryAfterOf(error)
      return answer(error.status, error.message, retry ? { 'retry-after': String(retry) } : {})
    }
    payload.logger.error({ err: error, msg: 'An inbound e-mail reply failed' })
    return answer(500, 'The reply could not be posted. Please try again later.')
  }
}
