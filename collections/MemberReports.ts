import type { CollectionConfig } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { isAdmin } from '@access/isAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { nobody, nobodyField } from '@access/nobody'
import { refuseActingOnSelf } from '@hooks/directory/refuseActingOnSelf'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

/**
 * A member reports another from the people directory, with a reason; admins read the reports
 * here and act on the account (a report is never edited). One report per pair: a second one is the same report. A
 * reporter who deletes their account leaves the report without their name.
 */
export const MemberReports: CollectionConfig = {
  slug: 'member-reports',
  labels: { singular: 'Member report', plural: 'Member reports' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['reported', 'reason', 'reporter', 'createdAt'],
    group: menuGroup('requests'),
    description: 'Members reported from the people directory. The reported member is not told.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['reporter', 'reported'], unique: true }],
  access: { read: isAdmin, create: isSignedIn, update: nobody, delete: isAdmin },
  hooks: {
    beforeChange: [setCurrentUser('reporter'), refuseActingOnSelf('reported', 'You cannot report yourself.')],
    afterError: [explainDuplicate('You have already reported this member. The administrators will look into it.')],
  },
  fields: [
    // Kept without the reporter when they delete their account (src/lib/accounts/privacy/userReferences.ts).
    { name: 'reporter', type: 'relationship', relationTo: 'users', index: true, access: { update: nobodyField } },
    { name: 'reported', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    { name: 'reason', type: 'textarea', required: true, maxLength: 1000, access: { update: nobodyField } },
  ],
}
