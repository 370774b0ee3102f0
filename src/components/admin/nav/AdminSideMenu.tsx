import { getTranslation } from '@payloadcms/translations'
import { EntityType, groupNavItems } from '@payloadcms/ui/shared'
import { cookies } from 'next/headers'
import type { ServerProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'
import { ADMIN_PATH_ALIASES } from '@/lib/admin/adminPaths'
import { MENU_GROUPS, menuGroup } from '@/lib/admin/menuGroups'
import { hasAdminRole, hasSuperAdminRole } from '@access/roles'

import { SideMenu } from './SideMenu'
import type { RecordGroup, RecordLink } from './SideMenuLinks'
import { SIDE_MENU_COOKIE, sideMenuOpenFrom } from './sideMenuState'

/** The collections the spec's own links already open. */
const SPEC_SCREENS = new Set(Object.values(ADMIN_PATH_ALIASES))

/** The super admins' operations view (src/components/admin/operations), a custom view no collection stands for. */
const OPERATIONS = { slug: 'operations', href: '/admin/operations' }
/** The admins' moderation queue of the discussions (src/components/admin/discussions), among the requests they decide. */
const MODERATION = { slug: 'moderation', href: '/admin/moderation' }

/** A collection or global whose `admin.group` is none of the menu's groups (one added later without one). */
const OTHER = 'other'

/**
 * Payload's `admin.components.Nav`: the spec's side menu instead of Payload's, rendered with the
 * state remembered in the cookie. Below the spec's links, every other collection and global this
 * admin may read (Payload's permissions and visibility, `admin.hidden` included, as its own nav
 * decides them), in the groups of their `admin.group` (src/lib/admin/menuGroups.ts), and for
 * super admins the operations view among the system records.
 */
export async function AdminSideMenu({ payload, permissions, i18n, visibleEntities, user }: ServerProps) {
  const open = sideMenuOpenFrom((await cookies()).get(SIDE_MENU_COOKIE)?.value)
  const t = adminTranslator(i18n)
  const visible = visibleEntities ?? { collections: [], globals: [] }
  const navGroups = permissions
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
  // Payload's groups carry the group's name in the admin's language: matched back to the menu's.
  const keyOf = (label: string) => MENU_GROUPS.find((group) => getTranslation(menuGroup(group), i18n) === label) ?? OTHER
  const records = new Map<string, RecordLink[]>()
  const add = (key: string, link: RecordLink) => records.set(key, [...(records.get(key) ?? []), link])
  for (const group of navGroups) {
    for (const { slug, type, label } of group.entities) {
      const href = type === EntityType.collection ? `/admin/collections/${slug}` : `/admin/globals/${slug}`
      if (!SPEC_SCREENS.has(href)) add(keyOf(group.label), { slug, label: getTranslation(label, i18n) || slug, href })
    }
  }
  if (hasAdminRole(user)) add('requests', { ...MODERATION, label: t('custom:nav:moderation') })
  if (hasSuperAdminRole(user)) add('system', { ...OPERATIONS, label: t('custom:nav:operations') })
  const groups: RecordGroup[] = [...MENU_GROUPS, OTHER].flatMap((key) => {
    const links = records.get(key)
    if (!links) return []
    return [
      {
        key,
        label: key === OTHER ? t('custom:nav:moreRecords') : t(`custom:nav:groups:${key as (typeof MENU_GROUPS)[number]}`),
        records: links,
      },
    ]
  })
  return <SideMenu defaultOpen={open} groups={groups} />
}
