import type { CollectionConfig } from 'payload'

import { stagedVersions } from '@/lib/content/publication'
import { optionsOf, PROJECT_STATES, PROJECT_TYPES } from '@/lib/shared/enums'
import { anyone } from '@access/anyone'
import { isAdmin } from '@access/isAdmin'
import { withTlpClearance } from '@access/library/tlpAccess'
import { audienceFields } from '@fields/audienceFields'
import { richTextContent } from '@fields/richTextContent'
import { tagsField } from '@fields/tagsField'
import { tlpFields } from '@fields/tlpFields'
import { deleteThreadWithItem } from '@hooks/discussions/deleteThreadWithItem'
import { regroupReadersAfterChange, regroupReadersAfterDelete } from '@hooks/library/regroupReadersOnLabelChange'
import { owningOrganizationFromOwner } from '@hooks/projects/owningOrganizationFromOwner'
import { deleteRelated } from '@hooks/shared/deleteRelated'
import { hideDrafts } from '@hooks/shared/hideDrafts'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { publishUnlessDraft } from '@hooks/shared/publishUnlessDraft'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

const drafts = hideDrafts()

export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'type', 'tlp', 'startDate', 'owner'],
    group: 'Projects',
  },
  defaultSort: '-createdAt',
  // Listed for everyone at TLP:CLEAR; a higher label narrows who finds it (access/library/tlpAccess.ts).
  access: { read: withTlpClearance(anyone), create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  versions: stagedVersions,
  hooks: {
    beforeOperation: [publishUnlessDraft, drafts.beforeOperation],
    afterOperation: [drafts.afterOperation],
    afterChange: [invalidateVisitorPagesAfterChange, regroupReadersAfterChange],
    afterDelete: [invalidateVisitorPagesAfterDelete, regroupReadersAfterDelete],
    beforeValidate: [owningOrganizationFromOwner],
    beforeChange: [setCurrentUser('owner')],
    beforeDelete: [
      deleteThreadWithItem('project'),
      deleteRelated([
        { collection: 'project-applications', field: 'project' },
        { collection: 'project-members', field: 'project' },
        { collection: 'project-documents', field: 'project' },
      ]),
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300, localized: true },
    ...richTextContent({ name: 'description', maxLength: 10000, localized: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          defaultValue: 'call_for_participation',
          options: optionsOf(PROJECT_STATES),
          index: true,
        },
        {
          name: 'type',
          label: 'Project type',
          type: 'select',
          required: true,
          options: optionsOf(PROJECT_TYPES),
          index: true,
        },
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          // A project starts on a day; the time of day would be noise.
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'applications',
      type: 'join',
      collection: 'project-applications',
      on: 'project',
      // Reviewed from the applications table's Approve and Reject; the project column is implied.
      admin: { allowCreate: false, defaultColumns: ['applicant', 'organization', 'message', 'status', 'appliedAt', 'review'] },
    },
    {
      name: 'documents',
      type: 'join',
      collection: 'project-documents',
      on: 'project',
      admin: { defaultColumns: ['title', 'tlp', 'filename', 'filesize', 'createdAt'] },
    },
    {
      // Spec 2: the member manager (search, add, role, remove), shown while a project is edited.
      name: 'memberManager',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/projects/ProjectMemberManager#ProjectMemberManager' } },
    },
    tagsField(),
    ...tlpFields(),
    ...audienceFields({ notifies: false }),
  ],
}
