import type { CollectionSlug, DataFromCollectionSlug, File, Payload } from 'payload'

import type { User } from '../../src/payload-types'

/**
 * payload.create with loosely typed data: tests send what a client would send, including
 * fields the server fills in (owner, status, defaults) or refuses.
 */
export const createDoc = <T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  data: Record<string, unknown>,
  options: { user?: User; overrideAccess?: boolean; file?: File } = {},
) =>
  payload.create({
    collection,
    data: data as never,
    depth: 0,
    overrideAccess: options.overrideAccess ?? !options.user,
    ...(options.user ? { user: options.user } : {}),
    ...(options.file ? { file: options.file } : {}),
  }) as Promise<DataFromCollectionSlug<T>>
