import { draftMode } from 'next/headers'

import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { signInRedirect } from '@/lib/accounts/auth/signInRedirect'
import { previewPath } from '@/lib/content/preview'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'
import { hasAdminRole } from '@access/roles'

/**
 * The admin panel's live preview opens here (and so may an admin's own link): draft mode on,
 * then the row's page, which shows its latest draft. Only admins; only a staged row's page.
 */
export async function GET(request: Request) {
  const path = previewPath(new URL(request.url).searchParams.get('path'))
  if (!path) return Response.json({ message: 'Nothing to preview here.' }, { status: 404 })
  const user = await getCurrentUser()
  if (!user) return signInRedirect(encodeURIComponent(`/preview?path=${path}`))
  if (!hasAdminRole(user)) return Response.json({ message: 'Only admins preview drafts.' }, { status: 403 })
  ;(await draftMode()).enable()
  return redirectResponse(path, { status: 307, headers: { 'Cache-Control': 'no-store' } })
}
