import type { CollectionConfig } from 'payload'

import { IMPORT_CONTROLS } from '@/lib/admin/imports/importableCollections'
import { importEndpoints } from '@/lib/admin/imports/importEndpoint'
import { menuGroup } from '@/lib/admin/menuGroups'
import { AGENDA_ITEM_STATUSES, DEFAULT_TRACK_COLOR, HEX_COLOR, optionsOf } from '@/lib/shared/enums'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { richTextContent } from '@fields/richTextContent'
import { tagsField } from '@fields/tagsField'
import { deleteThreadWithItem } from '@hooks/discussions/deleteThreadWithItem'
import { recordAgendaItemChange } from '@hooks/events/recordScheduleChange'
import { refreshPagesAfterAgendaItemEdit } from '@hooks/events/refreshPagesAfterEdit'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'

// A draft event's agenda items are as hidden as the event.
const drafts = hideDrafts('event')

export const AgendaItems: CollectionConfig = {
  slug: 'agenda-items',
  labels: { singular: 'Agenda item', plural: 'Agenda items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'event', 'startTime', 'endTime', 'room', 'speakerName', 'status'],
    group: menuGroup('content'),
    // The CSV import (issue 48).
    components: {
      beforeListTable: [IMPORT_CONTROLS],
      // The session's live questions on the projector view (issue 50, item 2).
      edit: { beforeDocumentControls: ['/src/components/admin/liveQuestions/ProjectorLink#ProjectorLink'] },
    },
  },
  defaultSort: 'startTime',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: importEndpoints('agenda-items'),
  hooks: {
    beforeOperation: [drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [refreshPagesAfterAgendaItemEdit, recordAgendaItemChange],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeDelete: [
      deleteThreadWithItem('agendaItem'),
      deleteRelated([
        { collection: 'agenda-interests', field: 'agendaItem' },
        // Its live questions, with their votes (their own delete hook).
        { collection: 'live-questions', field: 'agendaItem' },
      ]),
    ],
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startTime',
          type: 'date',
          required: true,
          index: true,
          timezone: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'dd.MM.yyyy HH:mm' },
            // Proposes the event's start in the admin form; see the component.
            components: { Field: '/src/components/admin/agenda/AgendaStartField#AgendaStartField' },
          },
        },
        {
          name: 'endTime',
          type: 'date',
          required: true,
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'dd.MM.yyyy HH:mm' } },
          validate: (value: unknown, { siblingData }: { siblingData: { startTime?: string } }) => {
            if (!value) return 'This field is required.'
            if (!siblingData.startTime) return true
            return new Date(value as string) >= new Date(siblingData.startTime) ? true : 'The end time cannot be before the start time.'
          },
        },
      ],
    },
    { name: 'room', type: 'text', maxLength: 100 },
    { name: 'speakerName', type: 'text', maxLength: 200 },
    ...richTextContent({ name: 'description', maxLength: 5000, localized: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      options: optionsOf(AGENDA_ITEM_STATUSES),
      admin: {
        description:
          'Cancel a session instead of deleting it: members who marked it get an e-mail, and their calendars show it as cancelled.',
      },
    },
    {
      name: 'trackColor',
      label: 'Track colour',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_TRACK_COLOR,
      validate: (value: unknown) => (typeof value === 'string' && HEX_COLOR.test(value) ? true : 'Use a colour like #3B82F6.'),
      // Picked with a colour swatch, with the hex text beside it.
      admin: { components: { Field: '/src/components/admin/agenda/TrackColorField#TrackColorField' } },
    },
    tagsField(),
  ],
}
