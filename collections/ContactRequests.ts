import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { CONTACT_REQUEST_STATUSES, optionsOf } from '@/lib/shared/enums'
import { isContactRequestParty, isContactRequestRecipient } from '@access/directory/directoryAccess'
import { isAdmin } from '@access/isAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobodyField } from '@access/nobody'
import { checkContactRequestAllowed } from '@hooks/directory/checkContactRequestAllowed'
import { keepAnsweredRequestFinal } from '@hooks/directory/keepAnsweredRequestFinal'
import { notifyContactAccepted } from '@hooks/directory/notifyContactAccepted'
import { notifyContactRequest } from '@hooks/directory/notifyContactRequest'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

const fixed = { access: { update: nobodyField } }

/**
 * A member asks another, found in the people directory, to get in touch: the recipient gets a
 * notice and an e-mail with the sender's name and message, never the sender's address; only
 * when they accept do both see each other's address (/people/requests). `pendingKey` (the
 * pair's ids, smaller first) is unique while a request waits, so a pair has one open request
 * whoever sent it, and a double click stores one.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['sender', 'recipient', 'status', 'createdAt', 'answeredAt'],
    group: menuGroup('activity'),
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['sender', 'createdAt'] }],
  access: { read: isContactRequestParty, create: isSignedIn, update: isContactRequestRecipient, delete: isAdmin },
  hooks: {
    beforeChange: [setCurrentUser('sender'), checkContactRequestAllowed, keepAnsweredRequestFinal],
    afterChange: [notifyContactRequest, notifyContactAccepted],
    afterError: [explainDuplicate('There is already an open contact request between you and this member.')],
  },
  fields: [
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true, index: true, ...fixed },
    { name: 'recipient', type: 'relationship', relationTo: 'users', required: true, index: true, ...fixed },
    { name: 'message', type: 'textarea', required: true, maxLength: 1000, ...fixed },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(CONTACT_REQUEST_STATUSES),
      access: { create: nobodyField },
    },
    {
      name: 'answeredAt',
      label: 'Answered',
      type: 'date',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
    },
    {
      name: 'pendingKey',
      type: 'text',
      unique: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
  ],
}
