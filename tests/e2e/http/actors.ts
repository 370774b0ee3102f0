import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test'

import { ACTOR_NAMES, type ActorName } from '../../support/actors'
import { queryOn } from '../support/appDatabase'
import { apiTokenOf, confirmOverApi, giveAuthenticatorApp } from '../support/secondStep'

export { ACTOR_NAMES, type ActorName }

export type Row = { id: number; [field: string]: unknown }
export type HttpActor = {
  name: ActorName
  /** The signed-in account, or null for the visitor. */
  user: Row | null
  /** The session token, sent as the cookie a browser would send. */
  token: string | null
  /** Requests as this actor: the session cookie and the site's own Origin on every request, like a browser. */
  request: APIRequestContext
}
export type HttpActors = Record<ActorName, HttpActor>

/**
 * A new connection for every request: a kept-alive connection that the server closes after its
 * idle timeout, just as the next request goes out, resets that request (ECONNRESET), which is
 * no answer of the app's.
 */
const NO_KEEP_ALIVE = { Connection: 'close' }

/** The password of every account the HTTP tests make. */
export const PASSWORD = 'test-password'
const DEMO_SUPER_ADMIN = { email: 'superadmin@example.com', password: 'demo-password' }

const failIfNot = async (response: APIResponse, expected: number[], what: string) => {
  if (!expected.includes(response.status())) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return response
}

/**
 * The REST API as the seeded super admin, through a JWT header rather than the cookie, for
 * arranging rows and reading results; never one of the actors under test.
 */
export async function setupApi(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: NO_KEEP_ALIVE })
  const headers = { Authorization: `JWT ${await apiTokenOf(context, baseURL, DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)}` }
  const api = {
    context,
    create: async (
      collection: string,
      data: Record<string, unknown>,
      file?: { name: string; mimeType: string; buffer: Buffer },
    ): Promise<Row> => {
      const response = file
        ? await context.post(`/api/${collection}?depth=0`, { headers, multipart: { _payload: JSON.stringify(data), file } })
        : await context.post(`/api/${collection}?depth=0`, { headers, data })
      return (await (await failIfNot(response, [201], `create ${collection}`)).json()).doc as Row
    },
    update: async (collection: string, id: number, data: Record<string, unknown>): Promise<Row> => {
      const response = await context.patch(`/api/${collection}/${id}?depth=0`, { headers, data })
      return (await (await failIfNot(response, [200], `update ${collection} ${id}`)).json()).doc as Row
    },
    /** Any JSON answer of the API, as the super admin. */
    get: async (path: string): Promise<unknown> =>
      (await (await failIfNot(await context.get(path, { headers }), [200], `get ${path}`)).json()) as unknown,
    /** Any other answer of the API (an HTML preview), as the super admin. */
    text: async (path: string): Promise<string> =>
      (await failIfNot(await context.get(`/api${path}`, { headers }), [200], `get ${path}`)).text(),
    /** The row as it is now, or null when it is gone. */
    find: async (collection: string, id: number): Promise<Row | null> => {
      const response = await context.get(`/api/${collection}/${id}?depth=0`, { headers })
      if (response.status() === 404) return null
      return (await (await failIfNot(response, [200], `read ${collection} ${id}`)).json()) as Row
    },
    count: async (collection: string, where: Record<string, string>): Promise<number> => {
      const query = Object.entries(where)
        .map(([path, value]) => `where${path}=${encodeURIComponent(value)}`)
        .join('&')
      const response = await context.get(`/api/${collection}/count?${query}`, { headers })
      return (await (await failIfNot(response, [200], `count ${collection}`)).json()).totalDocs as number
    },
  }
  return api
}
export type SetupApi = Awaited<ReturnType<typeof setupApi>>

/** Signs in through the REST API (no cookie jar) and returns the session token. */
export async function signIn(baseURL: string, email: string, password = PASSWORD): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: NO_KEEP_ALIVE })
  const response = await failIfNot(await context.post('/api/users/login', { data: { email, password } }), [200], `sign-in ${email}`)
  const token = (await response.json()).token as string
  await context.dispose()
  return token
}

/** An admin's session token passes the second step over the API, with the next authenticator code. */
async function confirmWithCode(baseURL: string, email: string, token: string) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: NO_KEEP_ALIVE })
  await confirmOverApi(context, baseURL, email, { Authorization: `JWT ${token}` })
  await context.dispose()
}

/** A request context that sends what a browser on the site sends: its Origin and, when signed in, the session cookie. */
export const actorRequest = (baseURL: string, token: string | null) =>
  playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { ...NO_KEEP_ALIVE, Origin: baseURL, ...(token ? { Cookie: `payload-token=${token}` } : {}) },
  })

/**
 * The seven actors of the access matrix, made through the REST API: two members of their own
 * organizations (the member's created by the member and editable by members, the other's not),
 * the member's organization admin, an admin and a super admin, all with complete profiles; the
 * claimant of the member's organization (createClaimant); and the visitor.
 */
export async function createActors(
  baseURL: string,
  api: SetupApi,
  tag: string,
  { databaseUrl }: { databaseUrl: string },
): Promise<HttpActors> {
  const organization = (name: string, userEditable: boolean) =>
    api.create('organizations', { name: `${name} ${tag}`, type: 'industry', sector: 'Manufacturing', userEditable })
  const [memberOrganization, otherOrganization, staffOrganization] = await Promise.all([
    organization('Member Works', true),
    organization('Other Works', false),
    organization('Staff Office', false),
  ])
  const account = async (name: ActorName, role: string, organizationId: number, organizationAdmin = false): Promise<HttpActor> => {
    const email = `${name.toLowerCase()}-${tag}@http.test`
    const user = await api.create('users', {
      email,
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
    if (role !== 'community_user') {
      // The admins' authenticator app; their sessions then pass the second step over the API with its codes.
      await giveAuthenticatorApp(queryOn(databaseUrl), email)
    }
    const token = await signIn(baseURL, email)
    if (role !== 'community_user') await confirmWithCode(baseURL, email, token)
    return { name, user, token, request: await actorRequest(baseURL, token) }
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
  const claimant = await createClaimant(baseURL, api, tag, databaseUrl, memberOrganization.id)
  const visitor: HttpActor = { name: 'visitor', user: null, token: null, request: await actorRequest(baseURL, null) }
  return { visitor, member, otherMember, organizationAdmin, admin, superAdmin, claimant }
}

/**
 * The claimant (issue 43, item 1): a verified member with a complete profile who names the
 * organization as their affiliation and has a pending membership request to it, as profile
 * completion leaves them; a member of no organization. The request in SQL: nobody creates one
 * through the API.
 */
async function createClaimant(baseURL: string, api: SetupApi, tag: string, databaseUrl: string, organization: number): Promise<HttpActor> {
  const email = `claimant-${tag}@http.test`
  const user = await api.create('users', {
    email,
    password: PASSWORD,
    firstName: 'claimant',
    lastName: 'Tester',
    jobRole: 'Engineer',
    role: 'community_user',
    affiliation: organization,
    _verified: true,
  })
  await queryOn(databaseUrl)(
    "INSERT INTO membership_requests (user_id, organization_id, status, updated_at, created_at) VALUES ($1, $2, 'pending', now(), now())",
    [user.id, organization],
  )
  const token = await signIn(baseURL, email)
  return { name: 'claimant', user, token, request: await actorRequest(baseURL, token) }
}

export const organizationOf = (actor: HttpActor): number => {
  const organization = actor.user?.organization
  return typeof organization === 'object' && organization !== null ? (organization as Row).id : (organization as number)
}
