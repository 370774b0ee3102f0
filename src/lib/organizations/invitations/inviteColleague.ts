import type { Language } from '@/i18n/languages'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { Invitation } from '@/payload-types'
import { administeredOrganization } from '@access/organizations/organizationAdmin'

import { inviteExpert } from './inviteExpert'

/**
 * An organization admin invites a colleague (issue 23, item 6): an expert invitation that
 * suggests their organization, which the invitee joins when completing the profile. Anyone who
 * administers no organization is refused (members invite experts on /invitations).
 */
export async function inviteColleague(
  context: ActionContext,
  { email, language }: { email: unknown; language?: Language },
): Promise<Invitation> {
  const organization = administeredOrganization(context.user)
  if (!organization) throw new AppError('FORBIDDEN', errorText('organizationAdminsOnly'))
  return inviteExpert(context, { email, language, organization })
}
