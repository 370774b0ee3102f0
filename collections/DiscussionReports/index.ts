import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { isAdmin } from '@access/isAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobody, nobodyField } from '@access/nobody'
import { reportReadablePostsOnly } from '@hooks/discussions/reportReadablePostsOnly'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

import { moderatePostEndpoint } from './moderatePostEndpoint'
import { moderationQueueEndpoint } from './moderationQueueEndpoint'

/**
 * A member reports a discussion post to the admins, with a reason (issue 50, item 4): once per
 * member and post (a unique index; a second report is the same report). Admins read reports in
 * the moderation queue (/admin/moderation), whose acts on the post set `handledAt`, and the
 * queue's endpoints live here. Kept apart from member-reports, which are about a member, not
 * about something they wrote. A reporter who deletes their account leaves the report without
 * their name.
 */
export const DiscussionReports: CollectionConfig = {
  slug: 'discussion-reports',
  labels: { singular: 'Discussion report', plural: 'Discussion reports' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['post', 'reason', 'reporter', 'handledAt', 'createdAt'],
    group: menuGroup('requests'),
    description: 'Discussion posts members reported. Act on them in the moderation queue; the author is not told who reported.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['post', 'reporter'], unique: true }],
  access: { read: isAdmin, create: isSignedIn, update: nobody, delete: isAdmin },
  endpoints: [moderationQueueEndpoint, moderatePostEndpoint],
  hooks: {
    beforeChange: [setCurrentUser('reporter'), reportReadablePostsOnly],
    afterError: [explainDuplicate('You have already reported this post. The administrators will look into it.')],
  },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'discussion-posts', required: true, index: true, access: { update: nobodyField } },
    // Kept without the reporter when they delete their account (src/lib/accounts/privacy/userReferences.ts).
    { name: 'reporter', type: 'relationship', relationTo: 'users', index: true, access: { update: nobodyField } },
    { name: 'reason', type: 'textarea', required: true, maxLength: 1000, access: { update: nobodyField } },
    // Set by the server when an admin acts on the post in the moderation queue: the report leaves the queue.
    {
      name: 'handledAt',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
