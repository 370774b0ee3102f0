import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { NOTIFICATION_KINDS, NOTIFICATION_STATUSES, optionsOf } from '@/lib/shared/enums'
import { isAdmin } from '@access/isAdmin'
import { nobody } from '@access/nobody'

import { retryEmailEndpoint } from './retryEmailEndpoint'

/**
 * The e-mail outbox: reminders, schedule-change alerts and notices e-mailed at once to members, one row per e-mail, which
 * the jobs queue fills and sends from (src/lib/reach/memberEmails). `deliveryKey` is unique, so a reminder
 * for one member, event (or agenda item) and start time is stored, and so sent, at most once,
 * whichever app instance or runner gets there first. Written only by the server; a super admin
 * sends a failed one again from the operations view (retryEmailEndpoint).
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outgoing e-mails' },
  graphQL: { singularName: 'OutboxEmail', pluralName: 'OutboxEmails' },
  admin: {
    useAsTitle: 'deliveryKey',
    defaultColumns: ['kind', 'user', 'event', 'agendaItem', 'status', 'sentAt'],
    ...internalRecord,
    description:
      'Reminders, schedule-change alerts, notifications and weekly digests e-mailed to members, sent by the jobs queue. A reminder left in Sending was interrupted and is not retried, so nobody gets it twice (a weekly digest is, after 10 minutes); a super admin can retry a Failed one from Operations.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  endpoints: [retryEmailEndpoint],
  fields: [
    { name: 'kind', type: 'select', required: true, options: optionsOf(NOTIFICATION_KINDS) },
    // Not required: deleting a member, event or item keeps the row (without personal data)
    // until it is pruned, and a pending e-mail for it is skipped.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'event', type: 'relationship', relationTo: 'events', index: true },
    { name: 'agendaItem', type: 'relationship', relationTo: 'agenda-items', index: true },
    // A notice e-mailed at once: the e-mail says what the notice says when it is sent.
    { name: 'notice', type: 'relationship', relationTo: 'notifications', index: true },
    { name: 'startsAt', type: 'date', admin: { description: 'The start this reminder is for.', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'changes', type: 'json', admin: { description: 'The schedule changes this e-mail summarizes.' } },
    { name: 'deliveryKey', type: 'text', required: true, unique: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: optionsOf(NOTIFICATION_STATUSES) },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
  ],
}
