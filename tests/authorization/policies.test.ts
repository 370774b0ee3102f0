/**
 * The policy files (tests/policies/) cover the app: every collection and global of the Payload
 * config has one, every operation has its six cells, and every custom endpoint a collection
 * declares has its cells. The matrices then check each cell against the running code, so a
 * collection, endpoint or operation cannot be added without saying who may use it.
 */
import { describe, expect, test } from 'vitest'

import config from '@payload-config'

import { COLLECTION_POLICIES, GLOBAL_POLICIES } from '../policies'

const sanitized = await config
const CELLS = /^[+-]{7}$/

describe('policy files', () => {
  test('one per collection and per global, and none for anything else', () => {
    expect(COLLECTION_POLICIES.map((policy) => policy.slug).sort()).toEqual(
      sanitized.collections.map((collection) => collection.slug).sort(),
    )
    expect(GLOBAL_POLICIES.map((policy) => policy.slug).sort()).toEqual(sanitized.globals.map((global) => global.slug).sort())
  })

  test("every collection of the app has its bodies for the hostile-input suite; Payload's own have none", () => {
    for (const policy of COLLECTION_POLICIES) expect(Boolean(policy.body), policy.slug).toBe(!policy.slug.startsWith('payload-'))
  })

  test('every operation, endpoint and field rule has six cells', () => {
    for (const policy of [...COLLECTION_POLICIES, ...GLOBAL_POLICIES]) {
      const cells = [
        ...Object.values(policy.access),
        ...Object.values('endpoints' in policy ? (policy.endpoints ?? {}) : {}),
        ...Object.values('fields' in policy ? (policy.fields ?? {}) : {}),
      ]
      for (const cell of cells) expect(cell, policy.slug).toMatch(CELLS)
    }
    for (const policy of COLLECTION_POLICIES)
      expect(Object.keys(policy.access).sort(), policy.slug).toEqual(['create', 'delete', 'read', 'update'])
    for (const policy of GLOBAL_POLICIES) expect(Object.keys(policy.access).sort(), policy.slug).toEqual(['read', 'update'])
  })

  test('every custom endpoint of a collection is in its policy, as the HTTP matrix names it', () => {
    for (const collection of sanitized.collections) {
      const own = (collection.endpoints || [])
        .filter((endpoint) => !PAYLOAD_ENDPOINTS.has(`${endpoint.method} ${endpoint.path}`))
        .map((endpoint) => `${endpoint.method.toUpperCase()} /api/${collection.slug}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`)
      const policy = COLLECTION_POLICIES.find((candidate) => candidate.slug === collection.slug)!
      for (const endpoint of own) expect(Object.keys(policy.endpoints ?? {}), `${collection.slug}: ${endpoint}`).toContain(endpoint)
    }
  })
})

/**
 * Payload's own endpoints on every collection (its REST operations, auth and uploads), by method
 * and path; the matrices cover them through the operations. A Payload upgrade that adds one fails
 * the endpoint test above until it is listed here or given cells.
 */
const PAYLOAD_ENDPOINTS = new Set([
  'get /',
  'get /:id',
  'post /',
  'patch /',
  'patch /:id',
  'delete /',
  'delete /:id',
  'get /count',
  'post /access/:id?',
  'get /versions',
  'get /versions/:id',
  'post /versions/:id',
  'post /:id/duplicate',
  'post /forgot-password',
  'get /init',
  'post /login',
  'post /logout',
  'get /me',
  'post /refresh-token',
  'post /first-register',
  'post /reset-password',
  'post /unlock',
  'post /verify/:id',
  'get /paste-url/:id?',
  'get /file/:filename',
  // The jobs queue's runner (guarded by jobs.access in payload.config.ts) and the preferences API.
  'get /run',
  'get /handle-schedules',
  'get /:key',
  'post /:key',
  'delete /:key',
])
