/**
 * Signed-in members for load: extra members are made in SQL with the demo member's password
 * (its stored hash and salt, so no password hashing here), then each signs in once through
 * POST /api/users/login like any client. Their sessions outlive server restarts.
 */
import type { AppDatabase } from '../e2e/support/appDatabase'

const DEMO_PASSWORD = 'demo-password'

export type Member = { id: number; email: string; cookie: string }

export async function createMembers(database: AppDatabase, count: number, prefix: string): Promise<string[]> {
  const rows = await database.query<{ email: string }>(
    `INSERT INTO users (email, hash, salt, first_name, last_name, job_role, working_in, organization_id, role, _verified)
     SELECT $1 || n || '@load.example', hash, salt, 'Load', 'Member ' || n, 'Engineer', 'OT', organization_id, 'community_user', true
     FROM users, generate_series(1, $2) AS n WHERE email = 'member@example.com'
     RETURNING email`,
    [prefix, count],
  )
  return rows.map((row) => row.email)
}

export async function signIn(base: string, database: AppDatabase, email: string): Promise<Member> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (!response.ok || !token) throw new Error(`signing in as ${email} failed: ${response.status} ${(await response.text()).slice(0, 300)}`)
  const [user] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])
  return { id: user!.id, email, cookie: `payload-token=${token}` }
}
