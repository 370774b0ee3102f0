import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

type Stamp = { organization: number | null; organizationSector: string | null; organizationType: string | null }
const NONE: Stamp = { organization: null, organizationSector: null, organizationType: null }
const MEMO = 'respondentOrganization'

/**
 * An answer keeps the respondent's proven organization with its sector and type as they were
 * when it was given (issue 43, item 6): benchmark groups are formed from these, so joining,
 * leaving or reclassifying an organization later cannot move earlier answers into a group.
 * Set by the server on create, whatever a request sends; an update keeps them. One read per
 * submission (remembered on the request for its other answers).
 */
export const stampRespondentOrganization: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create') {
    return {
      ...data,
      organization: originalDoc?.organization ?? null,
      organizationSector: originalDoc?.organizationSector ?? null,
      organizationType: originalDoc?.organizationType ?? null,
    }
  }
  const userId = relationId(data.user as number | { id: number } | null | undefined)
  if (!userId) return { ...data, ...NONE }
  const memo = (req.context[MEMO] ??= new Map<number, Stamp>()) as Map<number, Stamp>
  let stamp = memo.get(userId)
  if (!stamp) {
    const user = await req.payload.findByID({
      collection: 'users',
      id: userId,
      depth: 1,
      select: { organization: true },
      populate: { organizations: { sector: true, type: true } },
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    const organization = user && typeof user.organization === 'object' ? user.organization : null
    stamp = organization
      ? { organization: organization.id, organizationSector: organization.sector ?? null, organizationType: organization.type ?? null }
      : NONE
    memo.set(userId, stamp)
  }
  return { ...data, ...stamp }
}
