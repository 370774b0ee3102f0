import type { CollectionBeforeOperationHook } from 'payload'

import { DIRECTORY_MAX_PAGE, DIRECTORY_PAGE_SIZE } from '@/lib/directory/directoryPaging'
import { AppError } from '@/lib/shared/errors/appError'
import { hasAdminRole } from '@access/roles'

/**
 * A member's read of the people directory, through the site, REST or GraphQL, gets at most
 * DIRECTORY_PAGE_SIZE profiles a page and no page after DIRECTORY_MAX_PAGE, so nobody lists
 * the whole directory in one request. Server code (no user) and admins are not capped.
 */
export const capDirectoryReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || !req.user || hasAdminRole(req.user)) return args
  if (!('limit' in args) && !('page' in args) && 'id' in args) return args
  const list = args as { page?: unknown; limit?: unknown }
  const page = Number(list.page ?? 1)
  if (!Number.isSafeInteger(page) || page > DIRECTORY_MAX_PAGE) {
    throw new AppError('INVALID_INPUT', `The people directory shows at most ${DIRECTORY_MAX_PAGE} pages; search for a name instead.`)
  }
  const limit = Number(list.limit)
  return {
    ...args,
    pagination: true,
    limit: Number.isSafeInteger(limit) && limit > 0 ? Math.min(limit, DIRECTORY_PAGE_SIZE) : DIRECTORY_PAGE_SIZE,
  }
}
