import { type APIRequestContext, expect } from '@playwright/test'

import type { TestApp } from './appServer'
import { DEMO_PASSWORD } from './signIn'
import { adminApi } from '../admin/adminApi'

/**
 * A verified member of the file's own with a complete profile (a name and an organization of the
 * demo), made by the super admin over REST: for tests that sign out everywhere, delete the
 * account or otherwise end what a shared server's other files rely on (the demo member's sessions
 * and rows). The address is unique per call; the password is the demo's.
 */
export async function createMember(
  app: TestApp,
  request: APIRequestContext,
  {
    prefix,
    firstName = 'Test',
    lastName = 'Member',
    organization = 'Nordwerk Chemicals',
  }: { prefix: string; firstName?: string; lastName?: string; organization?: string },
) {
  const api = await adminApi(app, request, 'superadmin@example.com')
  const found = await api.get(`/organizations?where[name][equals]=${encodeURIComponent(organization)}&depth=0&limit=1`)
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const created = await api.post('/users', {
    email,
    password: DEMO_PASSWORD,
    _verified: true,
    firstName,
    lastName,
    jobRole: 'Engineer',
    organization: (found.docs[0] as { id: number }).id,
  })
  expect(created.status(), await created.text()).toBe(201)
  return { email, id: ((await created.json()).doc as { id: number }).id }
}
