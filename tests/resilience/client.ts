/**
 * An HTTP client for load against one app server: a fixed number of keep-alive connections
 * (node:http's agent), and the app's own write paths as a browser uses them: server actions
 * (their ids from the build's manifest) and plain routes.
 */
import fs from 'node:fs'
import http from 'node:http'

import { actionResult } from '../support/actionResult'

export type Answer = { status: number; body: string; ms: number }

/** A request still waiting after `timeoutMs` counts as an error (a timeout), not a latency. */
export function httpClient(base: string, connections: number, timeoutMs = 30_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  const origin = new URL(base)
  const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now()
      const outgoing = http.request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
          )
          response.on('error', reject)
        },
      )
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`timeout after ${timeoutMs / 1000} s: ${method} ${path}`)))
      // Whether the request went out on a kept-alive connection: one the server closed as the
      // request left is a reset before any answer, which browsers retry (Node's docs advise so).
      outgoing.on('error', (error: Error & { reusedSocket?: boolean }) =>
        reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })),
      )
      outgoing.end(body)
    })
  return { request, close: () => agent.destroy() }
}

export type HttpClient = ReturnType<typeof httpClient>

/** Server action ids by exported name, from the production build's manifest. */
export function serverActionIds(): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>
  }
  const ids: Record<string, string> = {}
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName && entry.filename?.startsWith('src/app/(frontend)/')) ids[entry.exportedName] = id
  }
  return ids
}

/**
 * Calls a server action the way React's client does: POST to the page with the action's id,
 * the arguments JSON-encoded as text, the site's own Origin and the member's cookie.
 */
export async function callAction<T>(
  client: HttpClient,
  base: string,
  page: string,
  actionId: string,
  args: unknown[],
  cookie?: string,
): Promise<Answer & { result: T | null }> {
  const headers: Record<string, string> = {
    accept: 'text/x-component',
    'content-type': 'text/plain;charset=UTF-8',
    'next-action': actionId,
    origin: base,
    ...(cookie ? { cookie } : {}),
  }
  const answer = await client.request('POST', page, headers, JSON.stringify(args))
  return { ...answer, result: actionResult<T>(answer.body) }
}
