import type { GlobalBeforeValidateHook } from 'payload'

import { liveSessionAddressProblem } from '@/lib/events/live/liveSessionUrl'
import { AppError } from '@/lib/shared/errors/appError'

/**
 * Refuses an address /live cannot embed with the reason itself (an address that does not start
 * with https, say), so the admin's toast and an API client read why, not Payload's
 * 'The following field is invalid: Presentation address'. The field's own check still marks it
 * while the admin edits.
 */
export const checkLiveSessionAddress: GlobalBeforeValidateHook = ({ data }) => {
  const problem = data && 'url' in data ? liveSessionAddressProblem(data.url) : null
  if (problem) throw new AppError('INVALID_INPUT', problem)
  return data
}
