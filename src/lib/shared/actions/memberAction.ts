import 'server-only'

import { requestLanguage } from '@/i18n/requestLanguage'
import { translatorFor } from '@/i18n/translator'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { type ActionResult, failed } from '@/lib/shared/actions/actionResult'
import { type ActionMessage, type ActionSpec, runAction, type TranslatedSpec } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * A server action only a signed-in member may call: a visitor gets `signedOut` before the
 * arguments are read. Exported from a 'use server' file:
 *
 *   export const applyToProject = memberAction((t) => ({ signedOut, title: t('errors.error'), input, run }))
 */
export function memberAction<Args extends unknown[], Input, Data = undefined>(
  translated: TranslatedSpec<ActionSpec<Args, Input, Data, User> & { signedOut: ActionMessage }>,
) {
  // Typed as the client calls it; the values are checked by `spec.input` all the same.
  return async (...args: Args): Promise<ActionResult<Data>> => {
    const t = translatorFor(await requestLanguage())
    const spec = translated(t)
    const user = await getCurrentUser()
    if (!user) return failed(spec.signedOut.title, spec.signedOut.description)
    return runAction(spec, args, { payload: await getPayloadClient(), user }, t)
  }
}

/**
 * A server action visitors may call too (sign-in, a survey, unsubscribe). It looks the session
 * up only when `actsAsMember` says the signed-in member's identity matters (a survey a member
 * answers is theirs); otherwise `user` is null and no request pays for the lookup.
 */
export function visitorAction<Args extends unknown[], Input, Data = undefined>(
  translated: TranslatedSpec<ActionSpec<Args, Input, Data, User | null> & { actsAsMember?: boolean }>,
) {
  return async (...args: Args): Promise<ActionResult<Data>> => {
    const t = translatorFor(await requestLanguage())
    const spec = translated(t)
    return runAction(spec, args, { payload: await getPayloadClient(), user: spec.actsAsMember ? await getCurrentUser() : null }, t)
  }
}
