import { headers } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/infrastructure/payload'
import { parseStateKeys } from '@/lib/platform/memberState/memberState'
import { memberStateFor, sharedPagesMember } from '@/lib/platform/memberState/memberStateAnswer'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * GET /api/member-state?keys=saved-event:3,agenda:3 — the signed-in member's own state for a
 * shared page's islands, and the clearance their page is shared at (a page restored from the
 * back/forward cache asks it). The server in front of Next.js answers the same question
 * in-process for every shared member page (src/lib/platform/pageCache/serveMemberPage.ts).
 */
export async function GET(request: NextRequest) {
  const keys = parseStateKeys(request.nextUrl.searchParams.get('keys'))
  if (!keys) return NextResponse.json({ message: 'Unknown state keys.' }, { status: 400, headers: PRIVATE })
  const payload = await getPayloadClient()
  const member = await sharedPagesMember(payload, new Headers(await headers()))
  if (!member) return NextResponse.json({ message: 'Not signed in.' }, { status: 401, headers: PRIVATE })
  return NextResponse.json(await memberStateFor(payload, member, keys), { headers: PRIVATE })
}
