/**
 * A signed-in member for the load test: one generated member (complete profile) gets a real
 * password, stored the way Payload stores it, and signs in once through POST /api/users/login.
 */
import crypto from 'node:crypto'
import pg from 'pg'

export type Credentials = { email: string; password: string }

/** Payload's current password format: PBKDF2-SHA256, 600,000 iterations, 32-byte key, prefixed. */
export function payloadPasswordHash(password: string) {
  const salt = crypto.randomBytes(32).toString('hex')
  const hash = crypto.pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')
  return { salt, hash: `pbkdf2-sha256-v1:${hash}` }
}

/** Gives a member from the middle of the generated ones (an ordinary, not a top, member) a password. */
export async function prepareMember(connectionString: string): Promise<Credentials> {
  const password = 'bench-password'
  const { salt, hash } = payloadPasswordHash(password)
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query(
      `UPDATE users SET hash = $1, salt = $2, first_name = coalesce(first_name, 'Bench'), last_name = coalesce(last_name, 'Member'),
              organization_id = coalesce(organization_id, (SELECT min(id) FROM organizations WHERE type <> 'vendor')),
              _verified = true
       WHERE id = (SELECT id FROM users ORDER BY id OFFSET (SELECT count(*) / 2 FROM users) LIMIT 1)
       RETURNING email`,
      [hash, salt],
    )
    if (!rows[0]) throw new Error('no generated member to sign in with')
    return { email: rows[0].email as string, password }
  } finally {
    await client.end()
  }
}

/**
 * Signs in and returns the request headers of a signed-in browser: the `payload-token` cookie and
 * `Sec-Fetch-Site: same-origin` (Payload accepts a session cookie without an Origin header only
 * with it once a server URL is configured). Checks that the server sees the member.
 */
export async function signIn(base: string, credentials: Credentials): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  const body = await response.text()
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (!response.ok || !token) throw new Error(`signing in as ${credentials.email} failed: ${response.status} ${body.slice(0, 300)}`)
  const headers = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }
  const me = (await (await fetch(`${base}/api/users/me`, { headers })).json()) as { user?: { email?: string } | null }
  if (me.user?.email !== credentials.email)
    throw new Error(`the server does not see ${credentials.email} as signed in: ${JSON.stringify(me).slice(0, 300)}`)
  return headers
}
