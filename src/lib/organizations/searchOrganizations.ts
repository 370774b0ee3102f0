import type { Payload } from 'payload'

export type OrganizationOption = { id: number; name: string; type: string; sector: string | null }

/** Company type-ahead: a few organizations whose name contains the text, by name. */
export async function searchOrganizations(payload: Payload, text: string, limit = 8): Promise<OrganizationOption[]> {
  const query = text.trim()
  if (query.length < 1) return []
  const { docs } = await payload.find({
    collection: 'organizations',
    where: { name: { contains: query } },
    sort: 'name',
    limit,
    depth: 0,
    select: { name: true, type: true, sector: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, type: doc.type, sector: doc.sector ?? null }))
}
