import type { Field, SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'

import { DEFAULT_TLP, SHARING_FIELDS, TLP_LABELS, TLP_LEVELS, type TlpLevel, type TlpSharingFields } from '@/lib/library/tlp/tlpLevels'
import { relationId } from '@/lib/shared/ids/relationId'
import { refuseFieldUnlessAdmin } from '@hooks/shared/refuseFieldUnlessAdmin'

export const TLP_NEEDS_OWNER = 'An AMBER or AMBER+STRICT label needs the owning organization.'
export const TLP_NEEDS_PEOPLE = 'A RED label needs the people who may read it.'
export const TLP_OWNER_SET_BY_ADMINS = 'Only admins change the owning organization.'

type Labelled = { tlp?: TlpLevel | null; owningOrganization?: unknown } & Record<string, unknown>

/** The label's own check (a known level), then that its readers are named. */
const validateTlp =
  (sharing: TlpSharingFields): SelectFieldSingleValidation =>
  (value, options) => {
    const known = select(value, options)
    if (known !== true) return known
    const item = options.siblingData as Labelled
    if ((value === 'amber' || value === 'amber-strict') && relationId(item.owningOrganization as never) === null) return TLP_NEEDS_OWNER
    if (value === 'red' && !((item[sharing.people] as unknown[] | null | undefined) ?? []).length) return TLP_NEEDS_PEOPLE
    return true
  }

/**
 * The TLP 2.0 label of shared material (src/lib/library/tlp/tlpLevels.ts) and whom it names: the
 * organization it belongs to, the organizations AMBER shares it with, the people RED names.
 * Who reads at each level is access/library/tlpAccess.ts. `sharing` names the reader lists (tlpLevels.ts).
 */
export const tlpFields = (sharing: TlpSharingFields = SHARING_FIELDS): Field[] => [
  {
    name: 'tlp',
    label: 'TLP label',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_TLP,
    index: true,
    options: TLP_LEVELS.map((level) => ({ value: level, label: TLP_LABELS[level] })),
    validate: validateTlp(sharing) as never,
    admin: {
      position: 'sidebar',
      description:
        'CLEAR: everyone. GREEN: signed-in members. AMBER: the owning organization and the organizations named. AMBER+STRICT: the owning organization only. RED: the people named.',
    },
  },
  {
    name: 'owningOrganization',
    label: 'Owning organization',
    type: 'relationship',
    relationTo: 'organizations',
    index: true,
    // Set from the owner or uploader when left empty (hooks/projects/owningOrganizationFromOwner.ts, owningOrganizationFromUploader.ts); changed by admins only.
    hooks: { beforeValidate: [refuseFieldUnlessAdmin(TLP_OWNER_SET_BY_ADMINS)] },
    admin: { position: 'sidebar', description: 'Whose material this is; AMBER and AMBER+STRICT share it with its members.' },
  },
  {
    name: sharing.organizations,
    label: 'Shared with organizations',
    type: 'relationship',
    relationTo: 'organizations',
    hasMany: true,
    maxRows: 50,
    admin: {
      position: 'sidebar',
      description: 'AMBER: the members of these organizations read it too.',
      condition: (data) => data?.tlp === 'amber',
    },
  },
  {
    name: sharing.people,
    label: 'Shared with people',
    type: 'relationship',
    relationTo: 'users',
    hasMany: true,
    maxRows: 100,
    admin: {
      position: 'sidebar',
      description: 'RED: only these people read it.',
      condition: (data) => data?.tlp === 'red',
    },
  },
]
