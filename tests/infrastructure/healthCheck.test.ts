/**
 * GET /api/health through the app's own route (issue 46, item 3): 200 while the instance serves,
 * 503 "stopping" once its server has begun a graceful stop (scripts/server/gracefulStop.ts marks
 * it), so a load balancer sends nothing new while the requests in flight finish.
 */
import { afterEach, expect, test } from 'vitest'

import { markDraining } from '@/lib/infrastructure/operations/draining'

import { apiClient } from '../support/appRoutes'
import { usePayload } from '../support/payload'

usePayload()
// The flag lives on globalThis for the process: later files in it see a serving instance again.
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('itot-community.draining')]
})

test('the health check answers 200 while serving and 503 "stopping" during a graceful stop', async () => {
  const api = apiClient()
  const serving = await api.get('/api/health')
  expect(serving.status()).toBe(200)
  expect(await serving.json()).toMatchObject({ status: 'ok', database: 'ok' })
  markDraining()
  const stopping = await api.get('/api/health')
  expect(stopping.status()).toBe(503)
  expect(await stopping.json()).toEqual({ status: 'stopping' })
  expect(stopping.headers()['cache-control']).toBe('no-store')
})
