import type { Field } from 'payload'

import { INTERESTS, optionsOf, sectorKey, SECTORS } from '@/lib/enums'

/**
 * Whom an event or document is for: sectors and interests, chosen by the admin. Members whose
 * organization is in one of the sectors, or who chose one of the interests on their profile, find
 * it in their notifications when it is first published (src/lib/notifications/notifyAudience.ts).
 */
export const audienceFields = (): Field[] => [
  {
    name: 'sectors',
    label: 'For sectors',
    type: 'select',
    hasMany: true,
    // By key: the sectors' names hold '&', which GraphQL's enums refuse.
    options: SECTORS.map((sector) => ({ value: sectorKey(sector), label: sector })),
    admin: {
      position: 'sidebar',
      description: 'Members whose organization is in one of these sectors are notified when it is first published.',
    },
  },
  {
    name: 'interests',
    label: 'For interests',
    type: 'select',
    hasMany: true,
    options: optionsOf(INTERESTS),
    admin: {
      position: 'sidebar',
      description: 'Members who chose one of these interests on their profile are notified too.',
    },
  },
]
