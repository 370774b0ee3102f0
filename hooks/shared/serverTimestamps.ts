import type { Plugin } from 'payload'

import { ignoreClientTimestamps } from './ignoreClientTimestamps'

/** Every collection ignores timestamps sent by clients (see the hook); a plugin, so no collection can miss it. */
export const serverTimestamps = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [ignoreClientTimestamps, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
