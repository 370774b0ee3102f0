import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { publishedOptions } from '@/lib/content/publication'
import { memberOwnRowsAccess } from '@access/memberOwnRows'
import { ownerField } from '@fields/ownerField'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/** A member's bookmark of an event date; one per member and event. */
export const SavedEventDates: CollectionConfig = {
  slug: 'saved-event-dates',
  labels: { singular: 'Saved event date', plural: 'Saved event dates' },
  admin: { defaultColumns: ['user', 'event', 'createdAt'], group: menuGroup('activity') },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['user', 'event'], unique: true }],
  access: memberOwnRowsAccess,
  hooks: { beforeChange: [setCurrentUser()], afterError: [explainDuplicate('This event date is already saved.')] },
  fields: [
    ownerField(),
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, filterOptions: publishedOptions() },
  ],
}
