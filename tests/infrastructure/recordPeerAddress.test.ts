/**
 * The server that owns the socket appends the TCP peer to X-Forwarded-For
 * (src/lib/infrastructure/requests/recordPeerAddress.ts): whatever the client writes, the last entry is the peer.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { recordPeerAddress } from '../../src/lib/infrastructure/requests/recordPeerAddress'

let server: http.Server
let url = ''

beforeAll(async () => {
  server = http.createServer((request, response) => {
    recordPeerAddress(request)
    response.end(String(request.headers['x-forwarded-for']))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const forwardedFor = async (headers: Record<string, string> = {}) => (await fetch(url, { headers })).text()

test('a request without the header gets the peer alone', async () => {
  expect(await forwardedFor()).toBe('127.0.0.1')
})

test("a client's own entries stay in front; the peer is always last", async () => {
  expect(await forwardedFor({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9, 127.0.0.1')
  expect(await forwardedFor({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('198.51.100.1, 203.0.113.9, 127.0.0.1')
})
