import { errorText } from '@/lib/shared/errors/errorText'

/**
 * The refusal of a member's own change of `users.organization` (issue 43: membership is proven,
 * never claimed): said by the field's rule (hooks/accounts/refuseOrganizationChangeByMember.ts) and
 * by the domain functions that refuse the same change before trying it.
 */
export const ORGANIZATION_CHANGE_REFUSED = errorText('organizationChangeRefused')
