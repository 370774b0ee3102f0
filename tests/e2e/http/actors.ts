import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test'

import { PASSWORD, createMatrixActors } from '../../authorization/matrix/actors'
import type { MatrixActor, Row } from '../../authorization/matrix/cells'
import { organizationOf } from '../../authorization/matrix/context'
import { setupApiOn } from '../../authorization/matrix/setupApi'
import { ACTOR_NAMES, type ActorName } from '../../support/actors'
import { queryOn } from '../support/appDatabase'
import { apiTokenOf, confirmOverApi, giveAuthenticatorApp } from '../support/secondStep'

export { ACTOR_NAMES, PASSWORD, type ActorName, type Row, organizationOf }

export type HttpActor = Omit<MatrixActor, 'request'> & {
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
  // The sign-in's context stays open: apiTokenOf keeps the token (and its context) for the run.
  const signedOut = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: NO_KEEP_ALIVE })
  const token = await apiTokenOf(signedOut, baseURL, DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...NO_KEEP_ALIVE, Authorization: `JWT ${token}` } })
  return setupApiOn(context)
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
 * The seven actors of the access matrix (tests/authorization/matrix/actors.ts) over HTTP: an
 * admin's session passes the second step with the next code of an authenticator app given to the
 * account in SQL; requests go with the session cookie and the site's Origin.
 */
export async function createActors(
  baseURL: string,
  api: SetupApi,
  tag: string,
  { databaseUrl, dataDir }: { databaseUrl: string; dataDir: string },
): Promise<HttpActors> {
  const query = queryOn(databaseUrl)
  return createMatrixActors({
    api,
    query,
    tag,
    signIn: async (user) => {
      const admin = user.role !== 'community_user'
      // The admins' authenticator app; their sessions then pass the second step over the API with its codes.
      if (admin) await giveAuthenticatorApp(query, user.email, dataDir)
      const token = await signIn(baseURL, user.email)
      if (admin) await confirmWithCode(baseURL, user.email, token)
      return token
    },
    requestAs: (token) => actorRequest(baseURL, token),
  })
}
