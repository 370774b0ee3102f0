/**
 * The server that owns the socket settles the forwarding headers
 * (src/lib/infrastructure/requests/forwardedHeaders.ts): whatever the client writes, the last
 * X-Forwarded-For entry is the peer, and a forwarded host or protocol is believed only from a
 * proxy TRUSTED_PROXY names.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { settleForwardedHeaders } from '../../src/lib/infrastructure/requests/forwardedHeaders'

let server: http.Server
let url = ''

beforeAll(async () => {
  server = http.createServer((request, response) => {
    settleForwardedHeaders(request, Number(request.headers['test-trusted-hops']))
    const { host, ...rest } = request.headers
    const forwarding = Object.fromEntries(Object.entries(rest).filter(([name]) => /^(x-forwarded-|forwarded$)/.test(name)))
    response.end(JSON.stringify({ host, ...forwarding }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const settled = async (headers: Record<string, string> = {}, hops = 0) =>
  (await fetch(url, { headers: { ...headers, 'test-trusted-hops': String(hops) } })).json() as Promise<Record<string, string>>

test('a request without the header gets the peer alone', async () => {
  expect((await settled())['x-forwarded-for']).toBe('127.0.0.1')
})

test("a client's own entries stay in front; the peer is always last", async () => {
  expect((await settled({ 'x-forwarded-for': '203.0.113.9' }))['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
  expect((await settled({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }))['x-forwarded-for']).toBe(
    '198.51.100.1, 203.0.113.9, 127.0.0.1',
  )
})

const claimed = {
  'x-forwarded-host': 'bank.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  forwarded: 'for=198.51.100.1;host=bank.example;proto=https',
}

test('without a trusted proxy, a client cannot claim another address or HTTPS: the forwarded host, protocol and port are dropped', async () => {
  const headers = await settled(claimed)
  expect(headers).toEqual({ host: new URL(url).host, 'x-forwarded-for': '127.0.0.1' })
})

test("behind a trusted proxy, the proxy's forwarded host and protocol are kept for the same-origin check", async () => {
  const headers = await settled(claimed, 1)
  expect(headers).toMatchObject(claimed)
  expect(headers['x-forwarded-for']).toBe('127.0.0.1')
})
