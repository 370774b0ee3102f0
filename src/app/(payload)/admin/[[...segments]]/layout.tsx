import type React from 'react'

import { adminPathOf, aliasedAdminPath } from '@/lib/admin/adminPaths'
import { requireAdminPanelUser } from '@/lib/admin/requireAdminPanelUser'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'

type Args = { children: React.ReactNode; params: Promise<{ segments?: string[] }> }

/**
 * The role check of every admin path (src/proxy.ts already sent requests without a session to
 * /auth): signed-in non-admins go to /auth too, whatever Payload would render.
 */
export default async function AdminGateLayout({ children, params }: Args) {
  const { segments } = await params
  await requireAdminPanelUser(adminPathOf(segments))
  const alias = aliasedAdminPath(segments)
  if (alias) redirectInSite(alias)
  return children
}
