import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { INTERESTS, optionsOf, WORKING_IN } from '@/lib/shared/enums'
import { readDirectoryProfiles } from '@access/directory/directoryAccess'
import { isAdminField } from '@access/isAdmin'
import { nobody } from '@access/nobody'
import { capDirectoryReads } from '@hooks/directory/capDirectoryReads'

/** Bookkeeping the hooks need, never shown to members (it would tell what a member hid). */
const hidden = { access: { read: isAdminField }, admin: { readOnly: true, position: 'sidebar' } } as const

/**
 * The people directory (/people): one row per member who opted in on /profile, holding only
 * what they chose to show, so a search or filter can only ever find what is shown. Written by
 * the users' and organizations' hooks alone (hooks/accounts/syncDirectoryProfile.ts), deleted at
 * once when the member leaves. Members read it minus the members blocked either way, at most
 * 20 a page (hooks/directory/capDirectoryReads.ts).
 */
export const DirectoryProfiles: CollectionConfig = {
  slug: 'directory-profiles',
  labels: { singular: 'Directory profile', plural: 'Directory profiles' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'jobRole', 'organizationName', 'sector', 'workingIn', 'updatedAt'],
    ...internalRecord,
    description:
      'Members who opted into the people directory, with only what they chose to show. Kept by the server from the members’ profiles.',
  },
  defaultSort: 'name',
  access: { read: readDirectoryProfiles, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [capDirectoryReads] },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true, index: true, maxLength: 201 },
    { name: 'jobRole', label: 'Job role', type: 'text', maxLength: 200 },
    { name: 'organizationName', label: 'Organization', type: 'text', index: true },
    { name: 'sector', type: 'text', index: true, maxLength: 100 },
    { name: 'workingIn', label: 'Working in', type: 'select', options: optionsOf(WORKING_IN), index: true },
    { name: 'interests', type: 'select', hasMany: true, options: optionsOf(INTERESTS) },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, ...hidden },
    { name: 'showsOrganization', type: 'checkbox', defaultValue: false, ...hidden },
    { name: 'showsSector', type: 'checkbox', defaultValue: false, ...hidden },
  ],
}
