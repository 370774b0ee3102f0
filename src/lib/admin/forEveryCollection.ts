import type { CollectionConfig, Plugin } from 'payload'

/** A plugin that changes every collection the same way, so no collection can miss an admin-wide rule. */
export const forEveryCollection =
  (change: (collection: CollectionConfig) => CollectionConfig): Plugin =>
  (config) => ({ ...config, collections: (config.collections ?? []).map(change) })
