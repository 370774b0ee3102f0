import { NextResponse, type NextRequest } from 'next/server'

import { getCurrentUser, isProfileComplete } from '@/lib/auth/currentUser'
import { loadMemberState } from '@/lib/memberState/loadMemberState'
import { parseStateKeys } from '@/lib/memberState/memberState'
import { clearanceOf } from '@/lib/pageCache/memberPageFill'
import { isSharedMember } from '@/lib/pageCache/sharedMember'
import { getPayloadClient } from '@/lib/payload'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * GET /api/member-state?keys=saved-event:3,agenda:3 — the signed-in member's own state for a
 * shared page's islands, and the clearance their page is shared at. The server asks it for
 * every shared member page (src/lib/pageCache/serveMemberPage.ts) with the member's cookie.
 * 401 for anyone without a session or with an incomplete profile (their pages are rendered
 * for them: sign-in prompts, the redirect to /complete-profile).
 */
export async function GET(request: NextRequest) {
  const keys = parseStateKeys(request.nextUrl.searchParams.get('keys'))
  if (!keys) return NextResponse.json({ message: 'Unknown state keys.' }, { status: 400, headers: PRIVATE })
  const user = await getCurrentUser()
  if (!user || isSharedMember(user) || !isProfileComplete(user)) {
    return NextResponse.json({ message: 'Not signed in.' }, { status: 401, headers: PRIVATE })
  }
  const state = await loadMemberState(await getPayloadClient(), user, keys)
  return NextResponse.json({ clearance: clearanceOf(user), state }, { headers: PRIVATE })
}
