import type { APIRequestContext } from '@playwright/test'

import { DEMO_LIVE_SESSION_URL } from '../../../src/seed/liveSession'
import type { AppServer } from '../support/appServer'
import { apiTokenOf } from '../support/secondStep'
import { DEMO_PASSWORD } from '../support/signIn'

/** The REST API of `app` as a demo admin (a JWT, no cookie), for arranging data and checking results. */
export async function adminApi(app: Pick<AppServer, 'url'>, request: APIRequestContext, email = 'admin@example.com') {
  const headers = { Authorization: `JWT ${await apiTokenOf(request, app.url, email, DEMO_PASSWORD)}` }
  return {
    headers,
    get: async (path: string) => (await request.get(`${app.url}/api${path}`, { headers })).json(),
    status: async (path: string) => (await request.get(`${app.url}/api${path}`, { headers })).status(),
    post: (path: string, data?: unknown) => request.post(`${app.url}/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`${app.url}/api${path}`, { headers, data }),
  }
}

/**
 * Points the Live Session global back at the demo presentation: the site has one, so a file
 * that changes it on a shared server (tests/e2e/support/sharedServer.ts) restores it in its afterAll,
 * for the next file of its worker, even when a test failed midway.
 */
export async function restoreLiveSession(
  app: Pick<AppServer, 'url'>,
  playwright: { request: { newContext: () => Promise<APIRequestContext> } },
) {
  const request = await playwright.request.newContext()
  try {
    const answer = await (await adminApi(app, request)).post('/globals/live-session', { url: DEMO_LIVE_SESSION_URL })
    if (answer.status() !== 200) throw new Error(`The live session was not restored: ${answer.status()} ${await answer.text()}`)
  } finally {
    await request.dispose()
  }
}
