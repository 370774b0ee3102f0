import type { Endpoint } from 'payload'
import { z } from 'zod'

import { confirmWithRecoveryCode, confirmWithTotp } from '@/lib/accounts/secondFactor/confirmSecondStep'
import { jsonBody } from '@/lib/admin/adminEndpoint'
import { clientAddress } from '@/lib/infrastructure/requests/clientAddress'
import { isPublicError } from '@/lib/shared/errors/appError'
import type { User } from '@/payload-types'

const body = z.union([z.object({ code: z.string().max(20) }), z.object({ recoveryCode: z.string().max(40) })])

/**
 * POST /api/users/confirm-session: the second step for a session signed in over the API (an
 * admin's script): `{ "code": "123456" }` from the authenticator app, or `{ "recoveryCode": … }`.
 * The session of the request's token or cookie then has its admin rights (access/roles.ts).
 */
export const confirmSessionEndpoint: Endpoint = {
  path: '/confirm-session',
  method: 'post',
  handler: async (req) => {
    const user = req.user as (User & { _sid?: string }) | null
    if (!user?._sid) return Response.json({ message: 'Sign in first; then confirm the session.' }, { status: 401 })
    const parsed = body.safeParse(await jsonBody(req))
    if (!parsed.success) return Response.json({ message: 'Send { "code": "123456" } or { "recoveryCode": "…" }.' }, { status: 400 })
    const context = { payload: req.payload, user }
    const confirming = { sid: user._sid, ip: clientAddress(req.headers) }
    try {
      if ('code' in parsed.data) await confirmWithTotp(context, { ...confirming, code: parsed.data.code })
      else await confirmWithRecoveryCode(context, { ...confirming, code: parsed.data.recoveryCode })
    } catch (error) {
      if (isPublicError(error) && error.status < 500) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
    return Response.json({ message: 'Session confirmed.' })
  },
}
