import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { signInRedirect } from '@/lib/accounts/auth/signInRedirect'
import { memberDataResponse } from '@/lib/accounts/privacy/memberDataExport'
import { getPayloadClient } from '@/lib/infrastructure/payload'

/**
 * GET /profile/export: the signed-in member's own data as a JSON file ('Download my data' on
 * /profile). The session decides whose data; there is no id to ask for someone else's.
 * Visitors are sent to sign in.
 */
export async function GET() {
  const user = await getCurrentUser()
  if (!user) return signInRedirect('/profile')
  return memberDataResponse(await getPayloadClient(), user.id)
}
