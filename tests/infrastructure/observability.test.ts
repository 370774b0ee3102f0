/**
 * What an operator watches (issue 46, item 4), piece by piece in process: the route labels and
 * logged paths of the access log, who may read the metrics, whose request id is kept, which
 * session cookie names a user, JSON lines carrying their request's id, and the readiness check.
 * A production server's logs, access lines and metrics over HTTP behind nginx:
 * tests/e2e/operations/reverseProxy.e2e.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'

import { loggedPath } from '@/lib/infrastructure/observability/accessLog'
import { jsonLine, logFormat } from '@/lib/infrastructure/observability/logFormat'
import { metricsAccess } from '@/lib/infrastructure/observability/metricsAccess'
import { requestIdOf, withRequestContext } from '@/lib/infrastructure/observability/requestContext'
import { routeLabel } from '@/lib/infrastructure/observability/routeLabel'
import { signedInUserId } from '@/lib/infrastructure/observability/signedInUser'
import { markDraining } from '@/lib/infrastructure/operations/draining'
import { queueWaitSeconds } from '@/lib/infrastructure/operations/readiness'

import { createUser } from '../support/actors'
import { apiClient } from '../support/appRoutes'
import { usePayload } from '../support/payload'

const payload = usePayload()
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('itot-community.draining')]
})

describe('access log and metrics labels', () => {
  test('routes fold ids and the language prefix, and made-up paths cannot grow the labels without bound', () => {
    expect(routeLabel('/events/42?x=1')).toBe('/events/:id')
    expect(routeLabel('/de/events/42/agenda/7/calendar.ics')).toBe('/events/:id/agenda/…')
    expect(routeLabel('/api/users/me')).toBe('/api/users/me')
    expect(routeLabel('/_next/static/chunks/abc.js')).toBe('/_next')
    expect(routeLabel('/calendar/' + 'a'.repeat(40))).toBe('/calendar/:id')
    const labels = new Set(Array.from({ length: 1000 }, (_, index) => routeLabel(`/made-up-${index}`)))
    expect(labels.size).toBeLessThanOrEqual(301)
    expect(labels.has('other')).toBe(true)
  })

  test('the logged path has no query and no secret segment', () => {
    expect(loggedPath('/verify?token=abc')).toBe('/verify')
    expect(loggedPath('/calendar/short-token.ics')).toBe('/calendar/[redacted]')
    expect(loggedPath(`/invitations/${'k'.repeat(30)}`)).toBe('/invitations/[redacted]')
    expect(loggedPath('/events/42')).toBe('/events/42')
  })
})

describe('who may read /api/metrics', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries)
  test('off unless a token or an allow list is set; the token as a bearer; the peer (last X-Forwarded-For entry) in the list', () => {
    expect(metricsAccess(headers({}), {})).toBe('not enabled')
    const token = { METRICS_TOKEN: 'secret-token' }
    expect(metricsAccess(headers({}), token)).toBe('refused')
    expect(metricsAccess(headers({ authorization: 'Bearer secret-token' }), token)).toBe('allowed')
    expect(metricsAccess(headers({ authorization: 'Bearer secret-tokeN' }), token)).toBe('refused')
    const allow = { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7, ::1' }
    expect(metricsAccess(headers({ 'x-forwarded-for': '10.1.2.3' }), allow)).toBe('allowed')
    expect(metricsAccess(headers({ 'x-forwarded-for': '::ffff:192.0.2.7' }), allow)).toBe('allowed')
    expect(metricsAccess(headers({ 'x-forwarded-for': '::1' }), allow)).toBe('allowed')
    // A client's own entry in front of its real peer counts for nothing.
    expect(metricsAccess(headers({ 'x-forwarded-for': '10.1.2.3, 203.0.113.5' }), allow)).toBe('refused')
    expect(metricsAccess(headers({ 'x-forwarded-for': 'garbage' }), { METRICS_ALLOW: 'not-an-address' })).toBe('refused')
  })
})

describe('request ids and users', () => {
  test("a trusted proxy's request id is kept when plain; a client's own is replaced", async () => {
    const server = http.createServer((request, response) => {
      response.end(JSON.stringify({ untrusted: requestIdOf(request, 0), trusted: requestIdOf(request, 1) }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const given = await (await fetch(url, { headers: { 'x-request-id': 'abcdef0123456789' } })).json()
      expect(given.trusted).toBe('abcdef0123456789')
      expect(given.untrusted).not.toBe('abcdef0123456789')
      const crafted = await (await fetch(url, { headers: { 'x-request-id': 'x'.repeat(65) } })).json()
      expect(crafted.trusted).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      server.close()
    }
  })

  test('a valid session cookie names its user; a forged or foreign one names nobody', async () => {
    const email = `observed-${crypto.randomUUID()}@example.com`
    const user = await createUser(payload(), { email })
    const { token } = await payload().login({ collection: 'users', data: { email, password: 'test-password' } })
    expect(signedInUserId(`other=1; payload-token=${token}`)).toBe(user.id)
    const [header, body] = token!.split('.')
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), id: user.id + 1000 }),
    ).toString('base64url')
    expect(signedInUserId(`payload-token=${header}.${forgedBody}.${token!.split('.')[2]}`)).toBeNull()
    expect(signedInUserId('payload-token=a.b.c')).toBeNull()
    expect(signedInUserId(undefined)).toBeNull()
  })

  test("JSON lines are pino's shape and carry the id of the request that caused them", () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json')
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty')
    expect(logFormat({})).toBe('pretty')
    const outside = JSON.parse(jsonLine('info', ['plain %s', 'text']))
    expect(outside).toMatchObject({ level: 'info', msg: 'plain text' })
    expect(outside.requestId).toBeUndefined()
    const inside = withRequestContext({ requestId: 'req-12345678' }, () => JSON.parse(jsonLine('error', ['failed', new Error('boom')])))
    expect(inside).toMatchObject({ level: 'error', requestId: 'req-12345678', err: { type: 'Error', message: 'boom' } })
  })
})

describe('live and ready', () => {
  test('live answers while the process runs; ready checks the database and migrations, shows its checks only to the metrics reader, and says "stopping" while draining', async () => {
    const api = apiClient()
    expect((await api.get('/api/health/live')).status()).toBe(200)
    const ready = await api.get('/api/health/ready')
    expect(ready.status()).toBe(200)
    // A visitor learns up or down, not the state of migrations or the queue.
    expect(await ready.json()).toEqual({ ready: true, status: 'ok' })
    process.env.METRICS_TOKEN = 'ready-token'
    try {
      const detailed = await api.get('/api/health/ready', { headers: { authorization: 'Bearer ready-token' } })
      expect(await detailed.json()).toMatchObject({ ready: true, database: 'ok', migrations: 'applied', jobs: 'not run here' })
      const guessed = await api.get('/api/health/ready', { headers: { authorization: 'Bearer wrong' } })
      expect(await guessed.json()).toEqual({ ready: true, status: 'ok' })
    } finally {
      delete process.env.METRICS_TOKEN
    }
    markDraining()
    const stopping = await api.get('/api/health/ready')
    expect(stopping.status()).toBe(503)
    expect(await stopping.json()).toMatchObject({ ready: false, status: 'stopping' })
    expect((await api.get('/api/health/live')).status()).toBe(200)
  })

  test('the queue counts as stuck only when it ran with due jobs waiting and finished none: not for a backlog it works through, nor for one older than the instance', () => {
    // Nothing due: no wait, however long ago anything finished.
    expect(queueWaitSeconds({ sinceOldestDue: null, sinceLastCompleted: 5000, sinceQueueStart: 5000 })).toBe(0)
    // A job due for 20 minutes on an instance up for an hour that finished nothing for 15: stuck for 15.
    expect(queueWaitSeconds({ sinceOldestDue: 1200, sinceLastCompleted: 900, sinceQueueStart: 3600 })).toBe(900)
    // A backlog from the seed or a downtime, on an instance started a minute ago: one minute.
    expect(queueWaitSeconds({ sinceOldestDue: 1600, sinceLastCompleted: 1600, sinceQueueStart: 60 })).toBe(60)
    // A long backlog the queue works through (a job finished 30 s ago): 30 s.
    expect(queueWaitSeconds({ sinceOldestDue: 7200, sinceLastCompleted: 30, sinceQueueStart: 7200 })).toBe(30)
    // No job ever finished: the instance's uptime or the oldest due job, whichever is shorter.
    expect(queueWaitSeconds({ sinceOldestDue: 700, sinceLastCompleted: null, sinceQueueStart: 7200 })).toBe(700)
  })

  test('metrics answer 404 on an instance without a token or allow list', async () => {
    const answer = await apiClient().get('/api/metrics')
    expect(answer.status()).toBe(404)
  })
})
