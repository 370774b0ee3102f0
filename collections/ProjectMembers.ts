import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { optionsOf, PROJECT_MEMBER_ROLES } from '@/lib/shared/enums'
import { isAdmin } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** Who works on a project, as owner or contributor; `createdAt` is the spec's added_at. */
export const ProjectMembers: CollectionConfig = {
  slug: 'project-members',
  labels: { singular: 'Project member', plural: 'Project members' },
  admin: { defaultColumns: ['project', 'user', 'role', 'addedBy', 'createdAt'], group: menuGroup('content') },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['project', 'user'], unique: true }],
  access: { read: isOwnerOrAdmin(), create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [setCurrentUser('addedBy')] },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'contributor',
      options: optionsOf(PROJECT_MEMBER_ROLES),
    },
    {
      name: 'addedBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
