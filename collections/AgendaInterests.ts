import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { publishedOptions } from '@/lib/content/publication'
import { memberOwnRowsAccess } from '@access/memberOwnRows'
import { ownerField } from '@fields/ownerField'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** A member's interest in one agenda item (their "My Agenda"); one per member and item. */
export const AgendaInterests: CollectionConfig = {
  slug: 'agenda-interests',
  labels: { singular: 'Agenda interest', plural: 'Agenda interests' },
  admin: { defaultColumns: ['user', 'agendaItem', 'createdAt'], group: menuGroup('activity') },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['user', 'agendaItem'], unique: true }],
  access: memberOwnRowsAccess,
  hooks: { beforeChange: [setCurrentUser()], afterError: [explainDuplicate('This agenda item is already in your agenda.')] },
  fields: [
    ownerField(),
    {
      name: 'agendaItem',
      type: 'relationship',
      relationTo: 'agenda-items',
      required: true,
      index: true,
      filterOptions: publishedOptions('event'),
    },
  ],
}
