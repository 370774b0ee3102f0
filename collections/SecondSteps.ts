import type { CollectionConfig } from 'payload'

import { nobody } from '@access/nobody'

/**
 * An account's authenticator app and recovery codes (issue 23, item 5; src/lib/accounts/secondFactor):
 * the secret, the last time step used (a code works once), the codes' hashes and a version that
 * makes two changes at once fail one. A row of its own, never a field of the user: Payload's own
 * session writes (sign-in, refresh) rewrite the whole user row they read, which could put an older
 * "last step" back while a code is being confirmed. Nobody reads or writes it through the API or
 * the admin; the server does, and it goes with the account.
 */
export const SecondSteps: CollectionConfig = {
  slug: 'second-steps',
  labels: { singular: 'Second step', plural: 'Second steps' },
  admin: { hidden: true, useAsTitle: 'user' },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'totpSecret', type: 'text' },
    { name: 'totpEnabledAt', type: 'date' },
    { name: 'totpLastStep', type: 'number' },
    { name: 'recoveryCodes', type: 'json' },
    { name: 'version', type: 'number', required: true, defaultValue: 0 },
  ],
}
