import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { isAdmin } from '@access/isAdmin'
import { nobody } from '@access/nobody'

/**
 * How many members were active, recorded once a day by the jobs queue
 * (src/lib/engagement/activity/recordActivitySnapshot.ts): a member's activity keeps only its latest
 * moment (users.lastActiveAt), so past weeks' active members can only be known from what was
 * counted at the time. One row per Berlin day (`day` is unique), so two runners or a second
 * run store it once. The dashboard's "Weekly active members" reads it; written only by the server.
 */
export const ActivitySnapshots: CollectionConfig = {
  slug: 'activity-snapshots',
  labels: { singular: 'Activity snapshot', plural: 'Activity snapshots' },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'weeklyActive', 'dailyActive', 'members', 'createdAt'],
    ...internalRecord,
    description: 'Active members counted once a day by the jobs queue, for the dashboard’s weekly active members.',
  },
  defaultSort: '-day',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      // Midnight in Berlin of the day that had ended when the row was counted.
      name: 'day',
      type: 'date',
      required: true,
      unique: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
    },
    {
      name: 'weeklyActive',
      label: 'Active in the last 7 days',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Members active in the 7 days before the count (createdAt).' },
    },
    { name: 'dailyActive', label: 'Active in the last 24 hours', type: 'number', required: true, min: 0 },
    { name: 'members', label: 'Accounts', type: 'number', required: true, min: 0 },
  ],
}
