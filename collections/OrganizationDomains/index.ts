import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { menuGroup } from '@/lib/admin/menuGroups'
import { DOMAIN_STATUSES, domainProblem, normalizeDomain } from '@/lib/organizations/organizationDomains/domainRules'
import { readErrorText } from '@/lib/shared/errors/errorText'
import { isAdmin } from '@access/isAdmin'
import { nobodyField } from '@access/nobody'
import { canReadOrganizationDomain, canWithdrawOrganizationDomain } from '@access/organizations/organizationDomainAccess'
import { approveOrganizationDomain } from '@hooks/organizations/approveOrganizationDomain'
import { joinMembersOfDomain } from '@hooks/organizations/joinMembersOfDomain'
import { explainDuplicate } from '@hooks/shared/explainDuplicate'

import { DOMAIN_TEXTS } from './domainTexts'

const serverOnly = { create: nobodyField, update: nobodyField }

/**
 * An organization's e-mail domain (issue 23, item 6). An organization admin asks for one
 * (src/lib/organizations/organizationDomains/requestOrganizationDomain.ts): a link goes to an address at that
 * domain, and its click confirms it; then an admin approves it here (status Verified), or an
 * admin adds one, verified at once. Members whose verified address is at a verified domain join
 * the organization by themselves (hooks/organizations/joinMembersOfDomain.ts) and may edit
 * it while it is open to member edits (access/organizations/organizationAccess.ts). Public mail domains never.
 */
export const OrganizationDomains: CollectionConfig = {
  slug: 'organization-domains',
  labels: { singular: 'Organization domain', plural: 'Organization domains' },
  admin: {
    group: menuGroup('requests'),
    useAsTitle: 'domain',
    defaultColumns: ['domain', 'organization', 'status', 'confirmationAddress', 'confirmedAt', 'approvedAt'],
    description: 'E-mail domains of organizations. Approve a confirmed one by setting its status to Verified.',
  },
  defaultSort: '-updatedAt',
  access: {
    read: canReadOrganizationDomain,
    create: isAdmin,
    update: isAdmin,
    delete: canWithdrawOrganizationDomain,
  },
  hooks: {
    afterError: [explainDuplicate(readErrorText(DOMAIN_TEXTS.taken))],
    beforeChange: [approveOrganizationDomain],
    afterChange: [joinMembersOfDomain],
  },
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    {
      name: 'domain',
      label: 'E-mail domain',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 253,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeDomain(value) : value)] },
      validate: ((value) => {
        if (typeof value !== 'string' || !value) return 'Enter an e-mail domain such as example.com.'
        const problem = domainProblem(value)
        return problem ? readErrorText(DOMAIN_TEXTS[problem]) : true
      }) satisfies TextFieldSingleValidation,
      admin: { description: 'For example example.com. Public mail services (gmail.com and the like) are refused.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unconfirmed',
      index: true,
      options: [
        { value: 'unconfirmed', label: 'Waiting for the e-mail confirmation' },
        { value: 'confirmed', label: 'Confirmed by e-mail: waiting for approval' },
        { value: 'verified', label: 'Verified' },
      ] satisfies { value: (typeof DOMAIN_STATUSES)[number]; label: string }[],
      // One of the three, nothing else (Payload's own check lets a value of another type through).
      validate: (value: unknown) =>
        (typeof value === 'string' && (DOMAIN_STATUSES as readonly string[]).includes(value)) || 'Choose one of the statuses.',
      admin: { position: 'sidebar', description: 'Set a confirmed domain to Verified to approve it.' },
    },
    {
      // Where the confirmation link went: an address at the domain, chosen by the organization admin.
      name: 'confirmationAddress',
      label: 'Confirmed through',
      type: 'email',
      access: serverOnly,
      admin: { readOnly: true },
    },
    {
      name: 'requestedBy',
      label: 'Asked for by',
      type: 'relationship',
      relationTo: 'users',
      access: serverOnly,
      admin: { readOnly: true },
    },
    // The link's key as a SHA-256 hash, and until when it works: only the server reads them.
    { name: 'confirmationKeyHash', type: 'text', index: true, hidden: true, access: { read: nobodyField, ...serverOnly } },
    { name: 'confirmationExpiresAt', type: 'date', hidden: true, access: { read: nobodyField, ...serverOnly } },
    { name: 'confirmationSentAt', type: 'date', hidden: true, access: { read: nobodyField, ...serverOnly } },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', access: serverOnly, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'approvedBy',
      label: 'Approved by',
      type: 'relationship',
      relationTo: 'users',
      access: serverOnly,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'approvedAt', label: 'Approved', type: 'date', access: serverOnly, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
