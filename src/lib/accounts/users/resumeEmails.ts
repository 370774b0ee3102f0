import { elevated } from '@/lib/accounts/security/elevated'
import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * The member says their address works again: the hard bounce is forgotten and the outbox sends
 * to it again (a new bounce stops it again). Only their own: the bounce is no field a member may
 * write through the API.
 */
export async function resumeEmails({ payload, user }: ActionContext): Promise<void> {
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { emailBounce: { at: null, reason: null } },
    depth: 0,
    ...elevated('a member clears the bounce of their own address'),
  })
}
