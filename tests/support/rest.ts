import { handleEndpoints, type Payload } from 'payload'

import config from '@payload-config'

import { confirmSession } from '../../src/lib/accounts/secondFactor/confirmSession'
import type { User } from '../../src/payload-types'

/**
 * The session token of a user made by createUser (its password is 'test-password'). An admin's
 * session is confirmed as if its second step was passed (how is tests/accounts/secondStep.test.ts's
 * business), unless `passwordOnly` keeps it a password-only session with a member's rights.
 */
export async function tokenOf(payload: Payload, user: User, { passwordOnly = false } = {}): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'test-password' } })
  if (!passwordOnly) await confirmAdminSession(payload, token!)
  return token!
}

/** Marks an admin's session token as having passed the second step (a test's arrangement); a member's stays as it is. */
export async function confirmAdminSession(payload: Payload, token: string): Promise<void> {
  const body = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { id: number; sid: string }
  const user = await payload.findByID({ collection: 'users', id: body.id, depth: 0, overrideAccess: true })
  if (user.role === 'admin' || user.role === 'super_admin') await confirmSession(payload, { userId: body.id, sid: body.sid }, 'totp')
}

/** What Payload's REST answers carry: the row (`doc`), a list (`docs`) or `errors`. */
export type RestBody = {
  doc?: { id: number; [field: string]: unknown }
  docs?: { id: number; [field: string]: unknown }[]
  errors?: { message: string }[]
  [key: string]: unknown
}

/**
 * Payload's own REST handler (the one /api/[...slug] serves) with a real Request, as `token`'s
 * user or as a visitor; answers the status and the parsed JSON body (null for a file). A FormData
 * body goes as multipart (an upload: `_payload` and `file`), anything else as JSON.
 */
export async function rest(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = options.token ? { Authorization: `JWT ${options.token}` } : {}
  const form = options.body instanceof FormData
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: form ? (options.body as FormData) : JSON.stringify(options.body) } : {}),
    }),
  })
  // A file (an upload's own address) answers its bytes, not JSON.
  const json = response.headers.get('content-type')?.includes('json') ?? false
  const text = json ? await response.text() : ''
  return { status: response.status, body: (text ? JSON.parse(text) : null) as RestBody | null }
}
