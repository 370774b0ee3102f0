import type { Field } from 'payload'

/** The standards and topics an item is tagged with (collections/Tags.ts): its tag pages list it and their filters find it. */
export const tagsField = (): Field => ({
  name: 'tags',
  label: 'Standards and topics',
  type: 'relationship',
  relationTo: 'tags',
  hasMany: true,
  maxRows: 20,
  admin: { position: 'sidebar', description: 'Each tag’s page lists it, and the lists and the search filter by them.' },
})
