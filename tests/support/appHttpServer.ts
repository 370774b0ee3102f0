import { fork } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'

import config from '@payload-config'

import { sessionUser } from '../../src/lib/accounts/auth/sessionUser'
import { admitDownload } from '../../src/lib/infrastructure/operations/downloadAdmission'
import { downloadDocument } from '../../src/lib/library/documents/downloadDocument'

/**
 * A real HTTP server in the test process, so the test's own event loop is the server's: Payload's
 * REST handler under /api (the health check, /api/health, as the load balancer asks it; a request
 * body streams through as it arrives, so an upload cut off midway reaches Payload cut off) and a
 * library document's download at /documents/{id}/download as the route does it (admitted a few at
 * a time; the member is who the session token in Authorization says, the route reads the same
 * token from its cookie). `idle` waits until every request received so far has been answered,
 * also those whose client has gone.
 */
export async function startAppHttpServer(
  payload: Payload,
): Promise<{ url: string; close: () => Promise<void>; idle: () => Promise<void> }> {
  const inFlight = new Set<Promise<void>>()
  const server = http.createServer((request, response) => {
    const answered = answer(payload, request)
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer())
        response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()))
        response.end(body)
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      })
      .finally(() => inFlight.delete(answered))
    inFlight.add(answered)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}

/**
 * The request's body as a web stream, read as it arrives; a client that goes away errors it (Node's
 * 'aborted'). Cancelled (a parser that refuses midway), the rest is read and dropped, so the answer
 * still reaches the client, as a server does. Not Readable.toWeb: it throws on data after a cancel.
 */
function bodyStream(request: http.IncomingMessage): ReadableStream<Uint8Array> {
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (done) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      request.on('end', () => {
        if (!done) controller.close()
        done = true
      })
      request.on('error', (error) => {
        if (!done) controller.error(error)
        done = true
      })
    },
    pull() {
      request.resume()
    },
    cancel() {
      done = true
      request.resume()
    },
  })
}

async function answer(payload: Payload, request: http.IncomingMessage): Promise<Response> {
  const url = new URL(request.url ?? '/', 'http://localhost:3000')
  const headers = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]))
  if (url.pathname.startsWith('/api/')) {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : bodyStream(request)
    // `duplex` is Node's word for a streamed request body (not yet in TypeScript's RequestInit).
    const init = { method: request.method, headers, body, duplex: 'half' } as RequestInit
    return handleEndpoints({ config, request: new Request(url, init) })
  }
  const download = /^\/documents\/([^/]+)\/download$/.exec(url.pathname)
  if (download && request.method === 'GET') {
    // As the route does: admitted a few at a time, the session read as getCurrentUser reads it
    // (Payload's strategies without payload.auth()'s permission map of every collection).
    return admitDownload('en', async () => {
      const user = await sessionUser(payload, headers)
      if (!user) return Response.json({ message: 'Sign in' }, { status: 401 })
      return downloadDocument({ payload, user }, { id: download[1]! })
    })
  }
  return new Response('Not found', { status: 404 })
}

export type HealthChecks = {
  checks: number
  medianMs: number
  p95Ms: number
  maxMs: number
  failures: number
  /** The three slowest checks and when they started (ms after the first). */
  slowest: { atMs: number; ms: number }[]
}

/**
 * Asks `url`/api/health every `everyMs` until stopped (one at a time, as a load balancer does)
 * from a process of its own (./healthPoller.mjs), and answers each check's time to a 200: the
 * slowest is what a visitor's page would have waited. Measured in the test process, the checks'
 * times also held that process's own work as a client (50 downloads' answers read at once).
 */
export async function pollHealth(url: string, everyMs = 50): Promise<{ stop: () => Promise<HealthChecks> }> {
  const poller = fork(path.join(import.meta.dirname, 'healthPoller.mjs'), [url, String(everyMs)], { stdio: 'inherit' })
  await new Promise((resolve) => poller.once('message', resolve))
  return {
    stop: async () => {
      const answer = new Promise<{ checks: { atMs: number; ms: number; ok: boolean }[] }>((resolve) =>
        poller.once('message', resolve as never),
      )
      poller.send('stop')
      const { checks } = await answer
      const times = checks.filter((check) => check.ok).map((check) => check.ms)
      const slowest = [...checks]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map(({ atMs, ms }) => ({ atMs, ms: Math.round(ms) }))
      const sorted = [...times].sort((a, b) => a - b)
      const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0)
      return {
        checks: times.length,
        medianMs: at(0.5),
        p95Ms: at(0.95),
        maxMs: Math.round(Math.max(0, ...times)),
        failures: checks.length - times.length,
        slowest,
      }
    },
  }
}

export type BurstAnswer = { status: number; retryAfter: string | null; bytes: number; error?: string }

/** Sends all `requests` at once from a process of its own (./httpBurst.mjs), as many browsers would; answers each in order. */
export async function sendBurst(requests: { url: string; headers?: Record<string, string> }[]): Promise<BurstAnswer[]> {
  const client = fork(path.join(import.meta.dirname, 'httpBurst.mjs'), [], { stdio: 'inherit' })
  const answers = new Promise<BurstAnswer[]>((resolve) => client.once('message', resolve as never))
  client.send(requests)
  return answers
}
