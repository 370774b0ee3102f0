import type { CollectionConfig } from 'payload'

import { IMPORT_CONTROLS } from '@/lib/admin/imports/importableCollections'
import { importEndpoints } from '@/lib/admin/imports/importEndpoint'
import { optionsOf, SPEAKER_TITLES } from '@/lib/shared/enums'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { richTextContent } from '@fields/richTextContent'
import { setSpeakerFullName } from '@hooks/events/setSpeakerFullName'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'

// A draft event's speakers are as hidden as the event.
const drafts = hideDrafts('event')

export const Speakers: CollectionConfig = {
  slug: 'speakers',
  admin: {
    // The full name: a speaker without a title still has a name to link and pick by.
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'jobRole', 'company', 'event'],
    listSearchableFields: ['fullName', 'company', 'jobRole'],
    group: 'Events',
    // Spec 2: a list of cards, each opening the stock edit form in a side sheet.
    components: {
      views: { list: { Component: '/src/components/admin/speakers/SpeakerCardsView#SpeakerCardsView' } },
      // The CSV import (issue 48), above the cards.
      beforeListTable: [IMPORT_CONTROLS],
    },
  },
  // Spec 7: speakers newest first (the event page orders its own by creation, oldest first).
  defaultSort: '-createdAt',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: importEndpoints('speakers'),
  hooks: {
    beforeOperation: [drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    beforeChange: [setSpeakerFullName],
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
    ...richTextContent({ name: 'bio', label: 'Bio', maxLength: 5000, localized: true }),
    {
      name: 'fullName',
      label: 'Name',
      type: 'text',
      index: true,
      // Set by setSpeakerFullName from title, first and last name; never typed, so not in the
      // form (a condition, not `hidden`, which would also drop it from list columns).
      admin: { readOnly: true, condition: () => false },
    },
  ],
}
