import type { CollectionBeforeOperationHook } from 'payload'

import { PUBLISHED } from '@/lib/content/publication'

/**
 * A create that asks for no draft publishes, as every create did before drafts existed: the
 * admin panel says which it wants (Publish or Save Draft, with draft=true), the API and the
 * seed need not. Payload's own default would make each of them an invisible draft.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' || args.draft) return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || typeof data !== 'object' || Array.isArray(data) || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: PUBLISHED } }
}
