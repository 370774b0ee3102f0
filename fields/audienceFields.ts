import type { Field } from 'payload'

import { INTERESTS, optionsOf, ORGANIZATION_TYPES, sectorKey, SECTORS } from '@/lib/shared/enums'

/**
 * Whom an item is for: sectors, organization types and interests, chosen by the admin. They put
 * it first in the weekly digest of the members it matches (src/lib/reach/digest); for events and
 * documents (`notifies`), those members also find it in their notifications when it is first
 * published (src/lib/reach/notifications/notifyAudience.ts).
 */
export const audienceFields = ({ notifies }: { notifies: boolean }): Field[] => {
  const effect = notifies
    ? 'are notified when it is first published and see it first in their weekly digest'
    : 'see it first in their weekly digest'
  return [
    {
      name: 'sectors',
      label: 'For sectors',
      type: 'select',
      hasMany: true,
      // By key: the sectors' names hold '&', which GraphQL's enums refuse.
      options: SECTORS.map((sector) => ({ value: sectorKey(sector), label: sector })),
      admin: { position: 'sidebar', description: `Members whose organization is in one of these sectors ${effect}.` },
    },
    {
      name: 'organizationTypes',
      label: 'For organization types',
      type: 'select',
      hasMany: true,
      options: optionsOf(ORGANIZATION_TYPES),
      admin: { position: 'sidebar', description: `Members of organizations of these types ${effect}.` },
    },
    {
      name: 'interests',
      label: 'For interests',
      type: 'select',
      hasMany: true,
      options: optionsOf(INTERESTS),
      admin: { position: 'sidebar', description: `Members who chose one of these interests on their profile ${effect}.` },
    },
  ]
}
