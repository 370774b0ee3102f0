import type { Payload } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

/** A project has fewer members than this (the API's page limit): the lists stay bounded whatever the data. */
const MAX_MEMBERS = 100

export type SharingChoices = { organizations: { id: number; name: string }[]; people: { id: number; name: string }[] }

/**
 * Whom a project owner may name on an upload's label: the project's members (for RED) and their
 * organizations (for AMBER). One read of the members with their users and organizations.
 */
export async function projectSharingChoices(payload: Payload, projectId: number): Promise<SharingChoices> {
  const { docs } = await payload.find({
    collection: 'project-members',
    where: { project: { equals: projectId } },
    depth: 2,
    limit: MAX_MEMBERS,
    pagination: false,
    select: { user: true },
    populate: { users: { firstName: true, lastName: true, email: true, organization: true }, organizations: { name: true } },
    overrideAccess: true,
  })
  const organizations = new Map<number, string>()
  const people = new Map<number, string>()
  for (const { user } of docs) {
    if (typeof user !== 'object' || !user) continue
    people.set(user.id, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email)
    const organization = user.organization
    if (typeof organization === 'object' && organization) organizations.set(organization.id, organization.name)
    else if (relationId(organization) !== null) organizations.set(relationId(organization)!, `#${relationId(organization)}`)
  }
  const sorted = (map: Map<number, string>) => [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
  return { organizations: sorted(organizations), people: sorted(people) }
}
