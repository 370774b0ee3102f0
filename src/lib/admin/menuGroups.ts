import type { CollectionAdminOptions } from 'payload'

import { adminDe } from '@/i18n/admin/de'
import { adminEn } from '@/i18n/admin/en'
import { hasSuperAdminRole } from '@access/roles'

/**
 * The side menu's groups below the spec's ten links (issue 49), by what an editor does with the
 * records, in the menu's order: content they edit, requests they decide, members' activity they
 * look up, and the tables the server keeps for itself, which only super admins see.
 */
export const MENU_GROUPS = ['content', 'requests', 'activity', 'system'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

/** A collection's or global's `admin.group`: its menu group's name in both admin languages, as Payload takes it. */
export const menuGroup = (group: MenuGroup): Record<'de' | 'en', string> => ({
  en: adminEn.nav.groups[group],
  de: adminDe.nav.groups[group],
})

/** Payload's `admin.hidden`, asked with the request's user: only super admins see the entity in the admin. */
const hiddenUnlessSuperAdmin: Exclude<CollectionAdminOptions['hidden'], boolean | undefined> = ({ user }) => !hasSuperAdminRole(user)

/**
 * The `admin` options of a table the server writes for itself (extracted texts, counts, queues,
 * credentials): in the System group for super admins, and out of the menu and the admin's screens
 * for admins, who have nothing to do there. Not access control: the collection's `access` still
 * decides who reads its rows, through the API as in the admin.
 */
export const internalRecord = { group: menuGroup('system'), hidden: hiddenUnlessSuperAdmin }
