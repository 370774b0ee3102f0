/**
 * The membership-proof migration's data path (migrations/20261205_002429_membership_proof.ts,
 * issue 43 item 1) on a database that has members: run back to the schema before it, given the
 * links a real database had then, and run forward again. A link stays a membership only where it
 * is confirmed (a verified address at a verified domain of the organization, its organization
 * admin, an admin of the site); every other becomes the affiliation and a pending request for the
 * organization's admins. Survey answers are stamped with the membership that remains, and the
 * way back (down) restores the links it started from.
 */
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test } from 'vitest'

import { down, up } from '../../migrations/20261205_002429_membership_proof'
import { useOwnSqlDatabase } from '../support/ownDatabase'

const ownPool = useOwnSqlDatabase('membership_proof_migration')

const query = async <Row>(text: string, values: unknown[] = []) => (await ownPool().query(text, values)).rows as Row[]

test('back and forward over a database with members: confirmed links stay memberships, the rest become affiliations with pending requests', async () => {
  const db = drizzle({ client: ownPool() }) as never
  await down({ db } as never)

  const [acme, claimed] = await query<{ id: number }>(
    `INSERT INTO organizations (name, type, sector) VALUES ('Acme Grid', 'industry', 'energy'), ('Claimed Works', 'vendor', NULL) RETURNING id`,
  )
  await query(
    `INSERT INTO organization_domains (organization_id, domain, status) VALUES ($1, 'acme.test', 'verified'), ($2, 'claimed.test', 'unconfirmed')`,
    [acme!.id, claimed!.id],
  )
  const people: [string, number | null, { verified?: boolean; organizationAdmin?: boolean; role?: string }][] = [
    ['verified@acme.test', acme!.id, { verified: true }],
    ['VERIFIED.CASE@Acme.Test', acme!.id, { verified: true }],
    ['unverified@acme.test', acme!.id, { verified: false }],
    ['elsewhere@other.test', acme!.id, { verified: true }],
    ['subdomain@mail.acme.test', acme!.id, { verified: true }],
    ['someone@claimed.test', claimed!.id, { verified: true }],
    ['orgadmin@other.test', claimed!.id, { verified: true, organizationAdmin: true }],
    ['siteadmin@other.test', claimed!.id, { verified: true, role: 'admin' }],
    ['nobody@acme.test', null, { verified: true }],
  ]
  const ids: Record<string, number> = {}
  for (const [email, organization, { verified = true, organizationAdmin = false, role = 'community_user' }] of people) {
    const [row] = await query<{ id: number }>(
      `INSERT INTO users (email, organization_id, _verified, organization_admin, role) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [email, organization, verified, organizationAdmin, role],
    )
    ids[email] = row!.id
  }

  // Answers given before: stamped with the membership that remains, none for a claim.
  const [survey] = await query<{ id: number }>(`INSERT INTO surveys DEFAULT VALUES RETURNING id`)
  const [question] = await query<{ id: number }>(`INSERT INTO survey_questions (survey_id) VALUES ($1) RETURNING id`, [survey!.id])
  for (const email of ['verified@acme.test', 'elsewhere@other.test'])
    await query(`INSERT INTO survey_responses (survey_id, question_id, response_value, user_id) VALUES ($1, $2, 'yes', $3)`, [
      survey!.id,
      question!.id,
      ids[email],
    ])

  await up({ db } as never)

  const answers = await query<{
    user_id: number
    organization_id: number | null
    organization_sector: string | null
    organization_type: string | null
  }>(`SELECT user_id, organization_id, organization_sector, organization_type::text FROM survey_responses ORDER BY id`)
  expect(answers).toEqual([
    { user_id: ids['verified@acme.test'], organization_id: acme!.id, organization_sector: 'energy', organization_type: 'industry' },
    { user_id: ids['elsewhere@other.test'], organization_id: null, organization_sector: null, organization_type: null },
  ])

  const users = await query<{ email: string; organization_id: number | null; affiliation_id: number | null; organization_admin: boolean }>(
    `SELECT email, organization_id, affiliation_id, organization_admin FROM users ORDER BY id`,
  )
  const of = (email: string) => users.find((user) => user.email === email)!
  // Confirmed: a verified address at a verified domain (in any case), the organization admin, a site admin.
  for (const email of ['verified@acme.test', 'VERIFIED.CASE@Acme.Test'])
    expect(of(email)).toMatchObject({ organization_id: acme!.id, affiliation_id: acme!.id })
  expect(of('orgadmin@other.test')).toMatchObject({ organization_id: claimed!.id, organization_admin: true })
  expect(of('siteadmin@other.test')).toMatchObject({ organization_id: claimed!.id })
  // Claims: an unverified address, another domain, a subdomain, a domain still unconfirmed.
  for (const [email, organization] of [
    ['unverified@acme.test', acme!.id],
    ['elsewhere@other.test', acme!.id],
    ['subdomain@mail.acme.test', acme!.id],
    ['someone@claimed.test', claimed!.id],
  ] as const)
    expect(of(email)).toMatchObject({ organization_id: null, affiliation_id: organization, organization_admin: false })
  expect(of('nobody@acme.test')).toMatchObject({ organization_id: null, affiliation_id: null })

  const requests = await query<{ user_id: number; organization_id: number; status: string }>(
    `SELECT user_id, organization_id, status FROM membership_requests ORDER BY user_id`,
  )
  expect(requests).toEqual(
    [
      ['unverified@acme.test', acme!.id],
      ['elsewhere@other.test', acme!.id],
      ['subdomain@mail.acme.test', acme!.id],
      ['someone@claimed.test', claimed!.id],
    ].map(([email, organization]) => ({ user_id: ids[email as string], organization_id: organization, status: 'pending' })),
  )

  // And back once more: the pending requests' members are members again, as before the migration.
  await down({ db } as never)
  const restored = await query<{ email: string; organization_id: number | null }>(`SELECT email, organization_id FROM users ORDER BY id`)
  expect(restored).toEqual(people.map(([email, organization]) => ({ email, organization_id: organization })))
  await up({ db } as never)
})
