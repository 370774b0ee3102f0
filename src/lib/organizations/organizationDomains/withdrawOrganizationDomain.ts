import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * An organization admin takes one of its e-mail domains back (a request sent to the wrong
 * address, a domain given up): as the member, so the collection's delete access decides (its
 * own organization's only; admins any). Members who joined by it stay.
 */
export async function withdrawOrganizationDomain(
  { payload, user }: ActionContext,
  { domainId }: { domainId: number },
): Promise<{ domain: string }> {
  const { docs } = await payload.delete({
    collection: 'organization-domains',
    where: { id: { equals: domainId } },
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (!docs[0]) throw new AppError('NOT_FOUND', errorText('domainNotFound'))
  return { domain: docs[0].domain }
}
