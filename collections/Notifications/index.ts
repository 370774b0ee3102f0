import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { NOTICE_KINDS, optionsOf } from '@/lib/shared/enums'
import { isAdmin } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { nobody, nobodyField } from '@access/nobody'
import { isRecipient } from '@access/reach/isRecipient'

import { unreadCountEndpoint } from './unreadCountEndpoint'

/** What a notice says is the server's; its recipient may only mark it read (or unread). */
const fixedOnUpdate = { access: { update: nobodyField } }

/**
 * A member's inbox (/notifications and the bell in the header): one notice per thing that
 * happened for them, written by the server (src/lib/reach/notifications/notifyMembers.ts) from the
 * hooks of what happened: an application received or decided, an invitation accepted. The
 * words are not stored: the page writes them from the kind and the linked rows, in the reader's
 * language. `noticeKey` is unique, so a notice is stored once however often its cause is
 * saved. Members read and mark their own; admins may read all, to help.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Notification', plural: 'Notifications' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'recipient', 'project', 'event', 'readAt', 'createdAt'],
    ...internalRecord,
    description: "Members' notices in the site (the bell and /notifications), written by the server; each member marks their own read.",
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['recipient', 'readAt'] }],
  access: { read: isOwnerOrAdmin('recipient'), create: nobody, update: isRecipient, delete: isAdmin },
  endpoints: [unreadCountEndpoint],
  fields: [
    // Indexed with readAt (the unread count); a member's notices go with their account (src/lib/accounts/privacy/userReferences.ts).
    { name: 'recipient', type: 'relationship', relationTo: 'users', required: true, ...fixedOnUpdate },
    { name: 'kind', type: 'select', required: true, options: optionsOf(NOTICE_KINDS), ...fixedOnUpdate },
    // What the notice is about; a deleted row leaves the notice, which then says less.
    { name: 'project', type: 'relationship', relationTo: 'projects', ...fixedOnUpdate },
    { name: 'application', type: 'relationship', relationTo: 'project-applications', ...fixedOnUpdate },
    { name: 'event', type: 'relationship', relationTo: 'events', ...fixedOnUpdate },
    { name: 'document', type: 'relationship', relationTo: 'documents', ...fixedOnUpdate },
    { name: 'invitation', type: 'relationship', relationTo: 'invitations', ...fixedOnUpdate },
    { name: 'contactRequest', type: 'relationship', relationTo: 'contact-requests', ...fixedOnUpdate },
    // A mention: the post; read as the recipient, so a post they may no longer read stays an id.
    { name: 'discussionPost', type: 'relationship', relationTo: 'discussion-posts', ...fixedOnUpdate },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who caused it (the applicant, the invitee).' },
      ...fixedOnUpdate,
    },
    { name: 'noticeKey', type: 'text', required: true, unique: true, admin: { readOnly: true }, ...fixedOnUpdate },
    { name: 'readAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
