import type { CollectionConfig } from 'payload'

import { titledTabs } from '@/lib/admin/titledTabs'
import { stagedVersions } from '@/lib/content/publication'
import { DEFAULT_EVENT_START, tomorrowInBerlinAt } from '@/lib/events/defaultEventTimes'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { audienceFields } from '@fields/audienceFields'
import { richTextContent } from '@fields/richTextContent'
import { tagsField } from '@fields/tagsField'
import { deleteThreadWithItem } from '@hooks/discussions/deleteThreadWithItem'
import { clearRegistrationLinkUnlessRequired } from '@hooks/events/clearRegistrationLinkUnlessRequired'
import { keepShareImage } from '@hooks/events/keepShareImage'
import { queueEventShareImage } from '@hooks/events/queueEventShareImage'
import { recordEventDateChange } from '@hooks/events/recordScheduleChange'
import { refreshPagesAfterEventEdit } from '@hooks/events/refreshPagesAfterEdit'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { notifyAudienceOnFirstPublish } from '@hooks/shared/notifyAudienceOnFirstPublish'
import { publishUnlessDraft } from '@hooks/shared/publishUnlessDraft'

const REGISTRATION_LINK_MAX = 2000

// A field's own validate replaces Payload's, maxLength included: the length is checked here.
const isUrl = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return true
  if (value.length > REGISTRATION_LINK_MAX) return `This value must be shorter than the max length of ${REGISTRATION_LINK_MAX} characters.`
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' || 'Must be a URL'
  } catch {
    return 'Must be a URL'
  }
}

const drafts = hideDrafts()

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'endDate', 'location', 'isOnline', 'sponsor'],
    group: 'Events',
    // Issue 20: the event's saved dates, agenda marks and reminders sent, week by week.
    components: {
      views: {
        edit: {
          engagement: {
            Component: '/src/components/admin/events/EventEngagementView#EventEngagementView',
            path: '/engagement',
            tab: { label: ({ t }) => t('custom:engagement:title'), href: '/engagement', order: 150 },
          },
        },
      },
    },
  },
  defaultSort: 'date',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  versions: stagedVersions,
  hooks: {
    beforeOperation: [publishUnlessDraft, drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [
      refreshPagesAfterEventEdit,
      recordEventDateChange,
      queueEventShareImage,
      notifyAudienceOnFirstPublish('new-event', 'events'),
    ],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    beforeChange: [clearRegistrationLinkUnlessRequired, keepShareImage],
    beforeDelete: [
      deleteThreadWithItem('event'),
      deleteRelated([
        { collection: 'agenda-items', field: 'event' },
        { collection: 'speakers', field: 'event' },
        { collection: 'saved-event-dates', field: 'event' },
      ]),
    ],
  },
  fields: [
    {
      // Drawn by the jobs queue when title, time or place change (queueEventShareImage), kept
      // by every save (keepShareImage); shown by shared links (Open Graph, Twitter cards).
      name: 'shareImage',
      type: 'upload',
      relationTo: 'media',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'What a shared link to this event shows. Drawn again when its title, time or place change.',
      },
    },
    { name: 'shareImageKey', type: 'text', admin: { hidden: true } },
    tagsField(),
    ...audienceFields({ notifies: true }),
    {
      // The tabs' labels name the document (see TitledTabs); Payload gives no tabs field a component.
      type: 'row',
      admin: {
        components: {
          Field: titledTabs(
            { 1: { en: 'Agenda Management - {title}', de: 'Programmverwaltung - {title}' } },
            {
              en: 'Save the event first to manage its agenda and speakers.',
              de: 'Speichern Sie die Veranstaltung zuerst, um Programm und Referenten zu verwalten.',
            },
          ),
        },
      },
      fields: [
        {
          type: 'tabs',
          tabs: [
            {
              label: 'Events Management',
              fields: [
                { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
                ...richTextContent({ name: 'description', maxLength: 10000, localized: true }),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'date',
                      label: 'Start',
                      type: 'date',
                      required: true,
                      index: true,
                      timezone: true,
                      defaultValue: () => tomorrowInBerlinAt(DEFAULT_EVENT_START),
                      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'dd.MM.yyyy HH:mm' } },
                    },
                    {
                      name: 'endDate',
                      label: 'End',
                      type: 'date',
                      index: true,
                      timezone: true,
                      admin: {
                        date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'dd.MM.yyyy HH:mm' },
                        // Proposes 17:00 on the start's day in the admin form; see the component.
                        components: { Field: '/src/components/admin/events/EventEndField#EventEndField' },
                      },
                      validate: (value: unknown, { siblingData }: { siblingData: { date?: string } }) => {
                        if (!value || !siblingData.date) return true
                        return new Date(value as string) >= new Date(siblingData.date)
                          ? true
                          : 'The end date cannot be before the start date.'
                      },
                    },
                  ],
                },
                { name: 'location', type: 'text', maxLength: 300 },
                { name: 'isOnline', label: 'Online event', type: 'checkbox', defaultValue: false, index: true },
                { name: 'sponsor', type: 'text', maxLength: 200, index: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'attendees', type: 'number', min: 0, admin: { step: 1 } },
                    { name: 'maxAttendees', label: 'Maximum attendees', type: 'number', min: 0, admin: { step: 1 } },
                  ],
                },
                { name: 'registrationRequired', type: 'checkbox', defaultValue: false },
                {
                  name: 'registrationLink',
                  type: 'text',
                  maxLength: REGISTRATION_LINK_MAX,
                  validate: isUrl,
                  admin: { condition: (data) => Boolean(data?.registrationRequired) },
                },
                ...richTextContent({ name: 'additionalInformation', maxLength: 10000, localized: true }),
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
            {
              // Spec 2 and 4: the agenda is managed once the event exists (disabled until then).
              label: 'Agenda Management',
              admin: { condition: (data) => Boolean(data?.id) },
              fields: [
                {
                  name: 'agenda',
                  label: 'Agenda items',
                  type: 'join',
                  collection: 'agenda-items',
                  on: 'event',
                  defaultSort: 'startTime',
                  defaultLimit: 50,
                  // The track colour is one click away (Columns): with it the table was wider than the form's column at 1280 px.
                  admin: { defaultColumns: ['title', 'startTime', 'endTime', 'room', 'speakerName', 'status'] },
                },
                {
                  name: 'speakers',
                  type: 'join',
                  collection: 'speakers',
                  on: 'event',
                  defaultLimit: 50,
                  // The full name first: it is the linked column, and a speaker's title may be empty.
                  admin: { defaultColumns: ['fullName', 'jobRole', 'company'] },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
