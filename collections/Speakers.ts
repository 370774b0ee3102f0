import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { optionsOf, SPEAKER_TITLES } from './enums'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '../hooks/invalidateVisitorPages'

export const Speakers: CollectionConfig = {
  slug: 'speakers',
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['title', 'firstName', 'lastName', 'company', 'event'],
    group: 'Events',
  },
  defaultSort: 'createdAt',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'title',
      type: 'select',
      options: optionsOf(SPEAKER_TITLES),
      admin: { description: 'Leave empty for none.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, maxLength: 100 },
        { name: 'lastName', type: 'text', required: true, maxLength: 100 },
      ],
    },
    { name: 'jobRole', type: 'text', maxLength: 200 },
    { name: 'company', type: 'text', maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
