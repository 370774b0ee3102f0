/**
 * The server-action guard (src/lib/platform/requestGuards/actionRequestGuard.ts) reads React's reply
 * format, which Next.js decodes before any app code runs. These tests pin that format with
 * React's own encoder, the copy Next.js ships: every kind of argument the member site sends
 * passes the guard, and the markers the guard relies on are the ones React writes. A React or
 * Next.js upgrade that changes the format fails here, not as 500s or refused forms in production.
 */
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'

import { malformedActionRequest } from '@/lib/platform/requestGuards/actionRequestGuard'

type ReplyEncoder = { encodeReply: (value: unknown[]) => Promise<string | FormData> }
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-webpack/client.edge.js') as ReplyEncoder

/** A fetch-action POST as the browser sends it: Next-Action header, the reply as text or multipart. */
function actionRequest(body: string | FormData): Request {
  return new Request('http://localhost/events', { method: 'POST', headers: { 'next-action': 'a'.repeat(42) }, body })
}

const entries = (form: FormData) => [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'file'])

describe("React's reply format, as encodeReply writes it", () => {
  test('plain arguments are one JSON list; values JSON cannot hold are inline $-markers', async () => {
    expect(await encodeReply([7, true])).toBe('[7,true]')
    expect(await encodeReply([undefined, new Date(0), 10n, NaN, -0, Infinity, -Infinity, '$dollar'])).toBe(
      '["$undefined","$D1970-01-01T00:00:00.000Z","$n10","$NaN","$-0","$Infinity","$-Infinity","$$dollar"]',
    )
  })

  test("a form's fields travel as prefixed parts beside the list, which names them with $K", async () => {
    const form = new FormData()
    form.set('email', 'expert@example.com')
    form.set('logo', new File(['x'], 'logo.png', { type: 'image/png' }))
    const reply = (await encodeReply([null, form])) as FormData
    expect(entries(reply)).toEqual([
      ['_1_email', 'expert@example.com'],
      ['_1_logo', 'file'],
      ['0', '[null,"$K1"]'],
    ])
  })

  test('maps and sets travel as parts of their own, named by $Q and $W and the part id', async () => {
    const reply = (await encodeReply([new Map([[1, 2]]), new Set(['a'])])) as FormData
    expect(entries(reply)).toEqual([
      ['1', '[[1,2]]'],
      ['2', '["a"]'],
      ['0', '["$Q1","$W2"]'],
    ])
  })
})

describe('the guard lets through what React writes', () => {
  const form = () => {
    const data = new FormData()
    data.set('name', 'Fjord Paper Mills')
    data.set('logo', new File([Buffer.from('89504e47', 'hex')], 'logo.png', { type: 'image/png' }))
    return data
  }
  const argumentLists: [string, unknown[]][] = [
    ['a row id and a yes or no', [42, false]],
    ['a survey', [3, { '11': 'Yes', '12': ['A', 'B'], '13': '' }]],
    ['a text with a dollar sign and nothing', [7, '$5 off', undefined, null]],
    ['a form action (state and form data)', [null, form()]],
    ['a previous answer and a form', [{ ok: false, title: 'Error', at: 1, data: { https: 'https://x' } }, form()]],
    ['dates, big numbers, maps and sets', [new Date(), 2n ** 70n, new Map([['a', new Set([1])]])]],
  ]
  test.each(argumentLists)('%s', async (_name, args) => {
    expect(await malformedActionRequest(actionRequest(await encodeReply(args)))).toBeNull()
  })
})

describe('the guard refuses what would make Next.js answer 500', () => {
  test.each([
    ['arguments that are not JSON', '[1,'],
    ['arguments that are not a list', '{"a":1}'],
    ['a reference to a part the body does not hold', '["$Q1"]'],
    ['a marker React does not write', '["$Zebra"]'],
  ])('%s', async (_name, body) => {
    expect(await malformedActionRequest(actionRequest(body))).toMatchObject({ status: 400 })
  })

  test('a multipart body without its argument list, or with a part that is not JSON', async () => {
    const missing = new FormData()
    missing.set('1', '[1]')
    expect(await malformedActionRequest(actionRequest(missing))).toMatchObject({ status: 400 })
    const broken = new FormData()
    broken.set('1', '[1,')
    broken.set('0', '["$Q1"]')
    expect(await malformedActionRequest(actionRequest(broken))).toMatchObject({ status: 400 })
  })

  test('a body over the action size limit is refused with 413 before it is read', async () => {
    const request = new Request('http://localhost/events', {
      method: 'POST',
      headers: { 'next-action': 'a'.repeat(42), 'content-length': String(7 * 1024 * 1024) },
      body: '[]',
    })
    expect(await malformedActionRequest(request)).toMatchObject({ status: 413 })
  })

  test('a request that is no server action is not the guard’s to judge', async () => {
    expect(await malformedActionRequest(new Request('http://localhost/api/users', { method: 'POST', body: '{' }))).toBeNull()
  })
})
