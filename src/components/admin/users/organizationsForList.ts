import type { Payload } from 'payload'
import { cache } from 'react'

import type { OrganizationChoice } from './organizationLabel'

/**
 * Every organization (id, name, type, sector), read once per render of the users list:
 * React's request cache shares the one query between the Organization and Company Type
 * cells of every row and the Actions dropdown (and the invitations list's edit dialogs). The list view reads users at depth 0, so
 * this lookup replaces a populated relationship without a query per row. Only admins
 * reach the list (the collection's admin access), and they may read every organization.
 */
export const organizationsForList = cache(async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'organizations',
    pagination: false,
    depth: 0,
    sort: 'name',
    select: { name: true, type: true, sector: true },
    overrideAccess: true,
  })
  const choices: OrganizationChoice[] = docs.map(({ id, name, type, sector }) => ({
    id,
    name,
    type,
    sector: sector ?? null,
  }))
  return { choices, byId: new Map(choices.map((choice) => [choice.id, choice])) }
})

/** The organization id of a list row (depth 0: an id, or null). */
export const organizationIdOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(value.id) : null

/**
 * The organization of a users list row, from the one cached read; undefined when the row has
 * none, names one deleted meanwhile, or the cell is rendered without the Payload instance.
 */
export const organizationOfRow = async (
  payload: Payload | undefined,
  row: { organization?: unknown },
): Promise<OrganizationChoice | undefined> => {
  const id = organizationIdOf(row.organization)
  if (id === null || !payload) return undefined
  return (await organizationsForList(payload)).byId.get(id)
}
