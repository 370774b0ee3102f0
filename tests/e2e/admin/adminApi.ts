import type { APIRequestContext } from '@playwright/test'

import type { AppServer } from '../support/appServer'
import { DEMO_PASSWORD } from '../support/signIn'

/** The REST API of `app` as a demo admin (a JWT, no cookie), for arranging data and checking results. */
export async function adminApi(app: Pick<AppServer, 'url'>, request: APIRequestContext, email = 'admin@example.com') {
  const login = await request.post(`${app.url}/api/users/login`, { data: { email, password: DEMO_PASSWORD } })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  return {
    headers,
    get: async (path: string) => (await request.get(`${app.url}/api${path}`, { headers })).json(),
    status: async (path: string) => (await request.get(`${app.url}/api${path}`, { headers })).status(),
    post: (path: string, data?: unknown) => request.post(`${app.url}/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`${app.url}/api${path}`, { headers, data }),
  }
}
