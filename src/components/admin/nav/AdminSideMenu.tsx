import { getTranslation } from '@payloadcms/translations'
import { EntityType, groupNavItems } from '@payloadcms/ui/shared'
import { cookies } from 'next/headers'
import type { ServerProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'
import { ADMIN_PATH_ALIASES } from '@/lib/admin/adminPaths'
import { hasSuperAdminRole } from '@access/roles'

import { SideMenu } from './SideMenu'
import type { RecordLink } from './SideMenuLinks'
import { SIDE_MENU_COOKIE, sideMenuOpenFrom } from './sideMenuState'

/** The collections the spec's own links already open. */
const SPEC_SCREENS = new Set(Object.values(ADMIN_PATH_ALIASES))

/** The super admins' operations view (src/components/admin/operations), a custom view no collection stands for. */
const OPERATIONS = { slug: 'operations', href: '/admin/operations' }

/**
 * Payload's `admin.components.Nav`: the spec's side menu instead of Payload's, rendered with the
 * state remembered in the cookie. Below the spec's links, every other collection and global this
 * admin may read (Payload's permissions and visibility, as its own nav decides them), and for
 * super admins the operations view.
 */
export async function AdminSideMenu({ payload, permissions, i18n, visibleEntities, user }: ServerProps) {
  const open = sideMenuOpenFrom((await cookies()).get(SIDE_MENU_COOKIE)?.value)
  const visible = visibleEntities ?? { collections: [], globals: [] }
  const groups = permissions
    ? groupNavItems(
        [
          ...payload.config.collections
            .filter(({ slug }) => visible.collections.includes(slug))
            .map((entity) => ({ type: EntityType.collection, entity }) as const),
          ...payload.config.globals
            .filter(({ slug }) => visible.globals.includes(slug))
            .map((entity) => ({ type: EntityType.global, entity }) as const),
        ],
        permissions,
        i18n,
      )
    : []
  const records: RecordLink[] = groups
    .flatMap(({ entities }) => entities)
    .map(({ slug, type, label }) => ({
      slug,
      label: getTranslation(label, i18n) || slug,
      href: type === EntityType.collection ? `/admin/collections/${slug}` : `/admin/globals/${slug}`,
    }))
    .filter(({ href }) => !SPEC_SCREENS.has(href))
  if (hasSuperAdminRole(user)) records.push({ ...OPERATIONS, label: adminTranslator(i18n)('custom:nav:operations') })
  return <SideMenu defaultOpen={open} records={records} />
}
