import type { CollectionConfig, Field } from 'payload'

import { EXPORT_CONTROLS } from '@/lib/admin/exports/exportControls'
import { exportEndpoint } from '@/lib/admin/exports/exportEndpoint'
import { publishedOptions } from '@/lib/content/publication'
import { APPLICATION_STATUSES, PROJECT_TYPES, optionsOf } from '@/lib/shared/enums'
import { isAdmin, isAdminField } from '@access/isAdmin'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isSignedIn } from '@access/isSignedIn'
import { ownerField } from '@fields/ownerField'
import { checkProjectAcceptsApplications } from '@hooks/projects/checkProjectAcceptsApplications'
import { keepReviewedApplicationFinal } from '@hooks/projects/keepReviewedApplicationFinal'
import { notifyApplicationDecided } from '@hooks/projects/notifyApplicationDecided'
import { notifyApplicationReceived } from '@hooks/projects/notifyApplicationReceived'
import { emptyStringsToNull } from '@hooks/shared/emptyStringsToNull'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'
import { invalidateVisitorPagesAfterChange, invalidateVisitorPagesAfterDelete } from '@hooks/shared/invalidateVisitorPages'
import { setCurrentUser } from '@hooks/shared/setCurrentUser'

import { reviewApplicationEndpoint } from './reviewApplicationEndpoint'

const applicantFields: Field[] = [
  { name: 'applicantFirstName', label: 'First name', virtual: 'user.firstName' },
  { name: 'applicantLastName', label: 'Last name', virtual: 'user.lastName' },
  { name: 'applicantEmail', label: 'E-mail', virtual: 'user.email' },
].map((field) => ({ ...field, type: 'text', admin: { position: 'sidebar', disableListColumn: true, disableListFilter: true } }))

/** A member's application to join a project; `createdAt` is the spec's applied_at. */
export const ProjectApplications: CollectionConfig = {
  slug: 'project-applications',
  labels: { singular: 'Project application', plural: 'Project applications' },
  admin: {
    // Spec 3: the applicant with organization, the project with its type; status once.
    defaultColumns: ['applicant', 'organization', 'project', 'projectType', 'message', 'status', 'appliedAt', 'review'],
    listSearchableFields: ['message'],
    group: 'Projects',
    components: { beforeListTable: [EXPORT_CONTROLS] },
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['project', 'user'], unique: true }],
  access: {
    read: isOwnerOrAdmin(),
    create: isSignedIn,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [invalidateVisitorPagesAfterChange, notifyApplicationReceived, notifyApplicationDecided],
    afterDelete: [invalidateVisitorPagesAfterDelete],
    afterError: [explainDuplicate('You have already applied to this project.')],
    beforeValidate: [emptyStringsToNull(['message'])],
    beforeChange: [setCurrentUser(), checkProjectAcceptsApplications, keepReviewedApplicationFinal],
  },
  endpoints: [reviewApplicationEndpoint, exportEndpoint('project-applications')],
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true, filterOptions: publishedOptions() },
    ownerField(),
    {
      name: 'applicant',
      label: 'Applicant',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/applications/ApplicantCell#ApplicantCell', Field: false } },
    },
    // Read from the applicant and the project (Payload's virtual paths: one batched read for a
    // page of rows, no query per row); they store nothing.
    ...applicantFields,
    {
      name: 'message',
      type: 'textarea',
      maxLength: 2000,
      admin: { components: { Cell: '/src/components/admin/cells/TruncatedTextCell#TruncatedTextCell' } },
    },
    { name: 'organization', label: 'Organization', type: 'text', virtual: 'user.organization.name', admin: { position: 'sidebar' } },
    {
      name: 'projectType',
      label: 'Project type',
      type: 'select',
      options: optionsOf(PROJECT_TYPES),
      virtual: 'project.type',
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(APPLICATION_STATUSES),
      index: true,
      // Every application starts pending; only admins review it.
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'appliedAt',
      label: 'Applied',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/cells/UsDateCell#UsDateCell', Field: false } },
    },
    {
      name: 'review',
      label: 'Actions',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/applications/ApplicationReviewCell#ApplicationReviewCell', Field: false } },
    },
  ],
}
