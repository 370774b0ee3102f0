import type { CollectionBeforeValidateHook, SanitizedConfig } from 'payload'

import { isAdmin } from './isAdmin'
import { nobody } from './nobody'

/** Who may do what with the collections and global Payload adds itself (their REST, GraphQL and local API). */
export const PAYLOAD_COLLECTION_ACCESS = {
  // Document locks of the admin panel, which only admins open; Payload's default lets any
  // signed-in user read, make and delete locks on anyone's rows.
  'payload-locked-documents': { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Payload's own access already limits every row to its user; creating stores the requester.
  'payload-preferences': null,
  // Queued and finished jobs: Payload refuses every request; the queue writes with overrideAccess.
  'payload-jobs': { read: nobody, create: nobody, update: nobody, delete: nobody },
  // Applied migrations: no REST or GraphQL routes; Payload's default would let any signed-in
  // user read and write them through the local API.
  'payload-migrations': { read: nobody, create: nobody, update: nobody, delete: nobody },
  // The key-value store: Payload refuses every request already.
  'payload-kv': { read: nobody, create: nobody, update: nobody, delete: nobody },
} as const

/** A lock always names whoever takes it, so nobody takes a lock in another user's name. */
const lockedByRequester: CollectionBeforeValidateHook = ({ data, req }) =>
  req.user ? { ...data, user: { relationTo: req.user.collection, value: req.user.id } } : data

/**
 * Payload builds its own collections (locks, preferences, jobs, migrations, key-value) and the
 * jobs-stats global after the config's collections and plugins, with access for any signed-in
 * user on some of them, so their access is set here, on the sanitized config, before Payload
 * starts: every path (REST, GraphQL, admin panel, local API) reads it from there.
 */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  for (const [slug, access] of Object.entries(PAYLOAD_COLLECTION_ACCESS)) {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (!collection) throw new Error(`Payload's ${slug} collection is missing: check restrictPayloadCollections after an upgrade.`)
    if (access) Object.assign(collection.access, access)
    if (slug === 'payload-locked-documents') (collection.hooks.beforeValidate ??= []).push(lockedByRequester)
  }
  // Schedules' last runs: Payload writes them through the database adapter; admins may look.
  const jobStats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) Object.assign(jobStats.access, { read: isAdmin, update: nobody, readVersions: nobody, readDrafts: nobody })
  return config
}
