import type { CollectionBeforeOperationHook } from 'payload'

/**
 * createdAt and updatedAt are the server's (a saved date's, a download's, an application's time
 * in the spec): a REST or GraphQL request that sends them has them ignored, before Payload
 * reads them as dates (an out-of-range number there was a 500). Server code (the local API:
 * seed, imports, benchmarks) may still set them.
 */
export const ignoreClientTimestamps: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || req.payloadAPI === 'local') return args
  const data = (args as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return args
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = data as Record<string, unknown>
  return { ...args, data: rest }
}
