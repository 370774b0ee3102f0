import type { Payload } from 'payload'

import type { Email } from '@/emails/layout'
import { recipientLanguage } from '@/emails/recipient'

import { composeDigest } from './composeDigest'
import { loadDigestContext } from './digestContext'
import { digestSince } from './digestWeek'
import { unsubscribeUrl } from '../memberEmails/unsubscribeToken'

/**
 * The digest a member would get if it were sent now (the past seven days, in their language,
 * their matches first), for an admin's preview; whether or not they turned it on. `null`: the
 * member does not exist. `{ email: null }`: nothing new, so no digest would go out.
 */
export async function previewDigest(payload: Payload, userId: number, now = new Date()): Promise<{ email: Email | null } | null> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return null
  const since = digestSince(now)
  const context = await loadDigestContext(payload, [user], since)
  const language = recipientLanguage(user)
  const email = composeDigest(
    {
      firstName: user.firstName || null,
      reader: context.readers.get(user.id)!,
      content: context.content[language],
      since,
      notices: context.notices[language].get(user.id) ?? [],
      followed: context.followed.get(user.id) ?? [],
      unsubscribeUrl: unsubscribeUrl(payload.secret, user.id, 'weekly-digest'),
    },
    language,
  )
  return { email }
}
