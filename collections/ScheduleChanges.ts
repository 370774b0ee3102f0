import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { isAdmin } from '@access/isAdmin'
import { nobody } from '@access/nobody'

/**
 * Agenda items and events whose time, room or status an admin changed, waiting out the
 * 15 minutes in which further edits join the same alert (hooks/events/recordScheduleChange.ts). One
 * open row per item or event (`openKey` is unique while the window is open, null after), with
 * the values from before the first edit, so the alert says old → new even after several edits.
 */
export const ScheduleChanges: CollectionConfig = {
  slug: 'schedule-changes',
  labels: { singular: 'Schedule change', plural: 'Schedule changes' },
  admin: { defaultColumns: ['event', 'agendaItem', 'dueAt', 'processedAt'], ...internalRecord },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', index: true },
    { name: 'agendaItem', type: 'relationship', relationTo: 'agenda-items' },
    { name: 'openKey', type: 'text', unique: true },
    { name: 'before', type: 'json' },
    { name: 'dueAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'processedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
