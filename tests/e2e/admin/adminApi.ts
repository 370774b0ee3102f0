import type { APIRequestContext } from '@playwright/test'

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
