import type { CollectionConfig } from 'payload'

import { internalRecord } from '@/lib/admin/menuGroups'
import { isOwner } from '@access/isOwner'
import { isOwnerOrAdmin } from '@access/isOwnerOrAdmin'
import { isOwnerOrSuperAdmin } from '@access/isOwnerOrSuperAdmin'
import { nobody, nobodyField } from '@access/nobody'
import { ownerField } from '@fields/ownerField'

/** Written only when a sign-in or a registration has been verified (src/lib/accounts/passkeys). */
const serverOnly = { create: nobodyField, update: nobodyField }

/**
 * A member's passkeys (WebAuthn credentials, issue 23 item 5): a sign-in without a password, on
 * this device or a phone. Registered only through src/lib/accounts/passkeys/registerPasskey.ts after the
 * browser's answer is verified, so nobody creates one through the API; the member renames and
 * removes their own, admins see them, a super admin removes any (a lost device).
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  labels: { singular: 'Passkey', plural: 'Passkeys' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'user', 'lastUsedAt', 'createdAt'], ...internalRecord },
  defaultSort: '-createdAt',
  access: {
    read: isOwnerOrAdmin(),
    create: nobody,
    update: isOwner(),
    delete: isOwnerOrSuperAdmin(),
  },
  fields: [
    { ...ownerField(), access: serverOnly },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { description: 'What the member calls it, for example "Work laptop".' },
    },
    {
      // The credential's id as the browser sends it (base64url): one account per credential.
      name: 'credentialId',
      type: 'text',
      required: true,
      unique: true,
      access: serverOnly,
      admin: { readOnly: true },
    },
    // The public key (COSE, base64url) and the authenticator's signature counter: only the server reads them.
    { name: 'publicKey', type: 'text', required: true, hidden: true, access: { read: nobodyField, ...serverOnly } },
    { name: 'counter', type: 'number', required: true, defaultValue: 0, hidden: true, access: { read: nobodyField, ...serverOnly } },
    // How the browser reaches the authenticator (usb, internal, hybrid...), offered back at sign-in.
    { name: 'transports', type: 'json', hidden: true, access: { read: nobodyField, ...serverOnly } },
    {
      name: 'synced',
      label: 'Synced between devices',
      type: 'checkbox',
      defaultValue: false,
      access: serverOnly,
      admin: { readOnly: true },
    },
    {
      name: 'lastUsedAt',
      label: 'Last used',
      type: 'date',
      access: serverOnly,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
