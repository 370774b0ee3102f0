import type { CollectionAfterChangeHook } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { DIRECTORY_SOURCE_FIELDS, directoryProfileData } from '@/lib/directory/directoryProfileData'
import { relationId } from '@/lib/shared/ids/relationId'
import type { User } from '@/payload-types'

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Keeps the member's row of the people directory (directory-profiles) as they chose, in the
 * save's transaction: listed → the row holds what they show (written again when their name,
 * role, interests, organization or choices change); not listed → the row is deleted at once.
 */
export const syncDirectoryProfile: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && DIRECTORY_SOURCE_FIELDS.every((field) => sameValue(doc[field], previousDoc?.[field]))) return doc
  const existing = await req.payload.find({
    collection: 'directory-profiles',
    where: { member: { equals: doc.id } },
    select: {},
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const row = existing.docs[0]
  if (!doc.directory?.listed) {
    if (row) await req.payload.delete({ collection: 'directory-profiles', id: row.id, ...elevated('the member left the directory'), req })
    return doc
  }
  const organizationId = relationId(doc.organization)
  const organization = organizationId
    ? await req.payload.findByID({
        collection: 'organizations',
        id: organizationId,
        select: { name: true, sector: true },
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
        req,
      })
    : null
  const data = directoryProfileData(doc, organization)
  if (row)
    await req.payload.update({
      collection: 'directory-profiles',
      id: row.id,
      data,
      ...elevated('the member changed what the directory shows'),
      req,
    })
  else await req.payload.create({ collection: 'directory-profiles', data, ...elevated('the member joined the directory'), req })
  return doc
}
