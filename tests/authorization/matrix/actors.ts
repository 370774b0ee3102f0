import type { ActorName, MatrixActor, Row } from './cells'
import type { Query, SetupApi } from './context'

/** The password of every account the matrices make. */
export const PASSWORD = 'test-password'

type Made<R> = Omit<MatrixActor, 'request'> & { request: R }

/**
 * The seven actors of the access matrix, made through the setup API: two members of their own
 * organizations (the member's created by the member and editable by members, the other's not),
 * the member's organization admin, an admin and a super admin, all with complete profiles; the
 * claimant of the member's organization; and the visitor. Each runner signs in its own way
 * (`signIn`: an admin's session passes the second step) and sends requests its own way (`requestAs`).
 */
export async function createMatrixActors<R>({
  api,
  query,
  tag,
  signIn,
  requestAs,
}: {
  api: SetupApi
  query: Query
  tag: string
  signIn: (user: Row & { email: string; role: string }) => Promise<string>
  requestAs: (token: string | null) => R | Promise<R>
}): Promise<Record<ActorName, Made<R>>> {
  const organization = (name: string, userEditable: boolean) =>
    api.create('organizations', { name: `${name} ${tag}`, type: 'industry', sector: 'Manufacturing', userEditable })
  const [memberOrganization, otherOrganization, staffOrganization] = await Promise.all([
    organization('Member Works', true),
    organization('Other Works', false),
    organization('Staff Office', false),
  ])
  const signedIn = async (name: ActorName, user: Row): Promise<Made<R>> => {
    const token = await signIn(user as Row & { email: string; role: string })
    return { name, user, token, request: await requestAs(token) }
  }
  const account = async (name: ActorName, role: string, organizationId: number, organizationAdmin = false): Promise<Made<R>> => {
    const user = await api.create('users', {
      email: `${name.toLowerCase()}-${tag}@http.test`,
      password: PASSWORD,
      firstName: name,
      lastName: 'Tester',
      jobRole: 'Engineer',
      role,
      organization: organizationId,
      organizationAdmin,
      // Set by the super admin: the actors' addresses count as confirmed.
      _verified: true,
    })
    return signedIn(name, user)
  }
  const [member, otherMember, organizationAdmin, admin, superAdmin] = await Promise.all([
    account('member', 'community_user', memberOrganization.id),
    account('otherMember', 'community_user', otherOrganization.id),
    // The member's organization's admin (issue 23, item 6): not the member.
    account('organizationAdmin', 'community_user', memberOrganization.id, true),
    account('admin', 'admin', staffOrganization.id),
    account('superAdmin', 'super_admin', staffOrganization.id),
  ])
  // The member created their organization through the API: a record of it, no right to edit it.
  await api.update('organizations', memberOrganization.id, { createdBy: member.user!.id })
  // The claimant (issue 43, item 1): a verified member with a complete profile who names the
  // organization as their affiliation and has a pending membership request to it, as profile
  // completion leaves them; a member of no organization. The request in SQL: nobody creates one
  // through the API.
  const claimantUser = await api.create('users', {
    email: `claimant-${tag}@http.test`,
    password: PASSWORD,
    firstName: 'claimant',
    lastName: 'Tester',
    jobRole: 'Engineer',
    role: 'community_user',
    affiliation: memberOrganization.id,
    _verified: true,
  })
  await query(
    "INSERT INTO membership_requests (user_id, organization_id, status, updated_at, created_at) VALUES ($1, $2, 'pending', now(), now())",
    [claimantUser.id, memberOrganization.id],
  )
  const claimant = await signedIn('claimant', claimantUser)
  const visitor: Made<R> = { name: 'visitor', user: null, token: null, request: await requestAs(null) }
  return { visitor, member, otherMember, organizationAdmin, admin, superAdmin, claimant }
}
