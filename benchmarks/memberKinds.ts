/**
 * The kinds of members the load test signs in as (issue 47): a plain member, a reader of their
 * organization's TLP:AMBER material, a member named on a TLP:RED document, a project's owner, an
 * organization admin and an admin whose session passed the second step. Each is a generated
 * member of the large data, given a password and what makes them that kind, in SQL before the
 * server starts (so no notification is missed).
 */
import pg from 'pg'

import { type Credentials, payloadPasswordHash, signIn } from './signIn'

export const MEMBER_KINDS = [
  'member',
  'AMBER reader',
  'RED-named member',
  'project owner',
  'organization admin',
  'confirmed admin',
] as const
export type MemberKind = (typeof MEMBER_KINDS)[number]
export type PreparedMember = Credentials & { id: number; kind: MemberKind }

/** Restricted documents of the AMBER reader's organization: enough to change its library's first page. */
export const AMBER_DOCUMENTS = 20

/**
 * Prepares one generated member per kind (members from the middle of the generated ones, not
 * top ones). `projectId` is the project the owner owns (the benchmark's project page).
 */
export async function prepareMemberKinds(
  connectionString: string,
  projectId: number,
): Promise<{ members: Record<MemberKind, PreparedMember>; redDocument: number }> {
  const password = 'bench-password'
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows: organizations } = await client.query<{ plain: number; sharing: number }>(
      `SELECT min(id) AS plain, max(id) AS sharing FROM organizations WHERE type <> 'vendor'`,
    )
    const { plain, sharing } = organizations[0]!
    const { rows: users } = await client.query<{ id: number; email: string }>(
      `SELECT id, email FROM users ORDER BY id OFFSET (SELECT count(*) / 2 FROM users) LIMIT ${MEMBER_KINDS.length}`,
    )
    if (users.length < MEMBER_KINDS.length) throw new Error('too few generated members for every kind')
    const prepared = {} as Record<MemberKind, PreparedMember>
    for (const [index, kind] of MEMBER_KINDS.entries()) {
      const user = users[index]!
      const { salt, hash } = payloadPasswordHash(password)
      await client.query(
        `UPDATE users SET hash = $1, salt = $2, first_name = coalesce(first_name, 'Bench'), last_name = coalesce(last_name, 'Member'),
                organization_id = $3, affiliation_id = $3, _verified = true, role = $4, organization_admin = $5
         WHERE id = $6`,
        [
          hash,
          salt,
          kind === 'AMBER reader' ? sharing : plain,
          kind === 'confirmed admin' ? 'admin' : 'community_user',
          kind === 'organization admin',
          user.id,
        ],
      )
      prepared[kind] = { id: user.id, email: user.email, password, kind }
    }
    // The sharing organization's AMBER material, a RED document naming one member, a project's owner.
    // The library's first documents (by rank, then newest): the RED one first, then the AMBER ones.
    const { rows: first } = await client.query<{ id: number }>(
      `SELECT id FROM documents WHERE _status = 'published' ORDER BY id DESC LIMIT ${AMBER_DOCUMENTS + 1}`,
    )
    const [red, ...amber] = first.map((row) => row.id)
    await client.query(
      `UPDATE documents SET tlp = 'amber', owning_organization_id = $1, rank = (SELECT max(rank) FROM documents), created_at = now() + interval '1 minute'
       WHERE id = ANY($2)`,
      [sharing, amber],
    )
    await client.query(
      `UPDATE documents SET tlp = 'red', rank = (SELECT max(rank) FROM documents), created_at = now() + interval '2 minutes' WHERE id = $1`,
      [red],
    )
    await client.query(`INSERT INTO documents_rels ("order", parent_id, path, users_id) VALUES (1, $1, 'sharedWithPeople', $2)`, [
      red,
      prepared['RED-named member'].id,
    ])
    await client.query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT (project_id, user_id) DO UPDATE SET role = 'owner'`,
      [projectId, prepared['project owner'].id],
    )
    return { members: prepared, redDocument: red! }
  } finally {
    await client.end()
  }
}

/**
 * Signs every kind in; the admin's session is then confirmed as a second step would confirm it
 * (the session row's `confirmed_with`), which its trigger tells the server.
 */
export async function signInMemberKinds(
  base: string,
  connectionString: string,
  members: Record<MemberKind, PreparedMember>,
): Promise<Record<MemberKind, Record<string, string>>> {
  const headers = {} as Record<MemberKind, Record<string, string>>
  for (const kind of MEMBER_KINDS) headers[kind] = await signIn(base, members[kind])
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query(`UPDATE users_sessions SET confirmed_with = 'totp' WHERE _parent_id = $1`, [members['confirmed admin'].id])
  } finally {
    await client.end()
  }
  return headers
}
