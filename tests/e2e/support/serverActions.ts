/**
 * Server actions as Chromium posts them: the browser performs the real click, the request is
 * captured (and held back), then the very same bytes are sent again from Node as often as a
 * test wants. Answers are read the way React reads them (the action's result row of the RSC
 * stream).
 */
import type { Page, Request } from '@playwright/test'

import { actionResult } from '../../support/actionResult'

export type CapturedAction = { url: string; headers: Record<string, string>; body: Buffer }

/** Headers that belong to one connection, not to the request; fetch sets its own. */
const CONNECTION_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'accept-encoding',
])

/**
 * Runs `click` (which makes the page call a server action) and returns that POST as sent,
 * without letting it reach the server: nothing is written by the capture itself.
 */
export async function captureServerAction(page: Page, click: () => Promise<void>): Promise<CapturedAction> {
  let resolveCaptured: (request: Request) => void
  const captured = new Promise<Request>((resolve) => (resolveCaptured = resolve))
  const matcher = (url: URL) => url.origin === new URL(page.url()).origin
  await page.route(matcher, async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && (await request.headerValue('next-action'))) {
      resolveCaptured(request)
      await route.abort()
    } else {
      await route.fallback()
    }
  })
  try {
    await click()
    const request = await captured
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
    )
    return { url: request.url(), headers, body: request.postDataBuffer() ?? Buffer.alloc(0) }
  } finally {
    await page.unroute(matcher)
  }
}

export type ActionAnswer<T> = { status: number; result: T | null; body: string }

/** Sends one captured action `times` times at once; every answer with its status and result. */
export async function replayAtOnce<T>(action: CapturedAction, times: number): Promise<ActionAnswer<T>[]> {
  return Promise.all(
    Array.from({ length: times }, async () => {
      const response = await fetch(action.url, {
        method: 'POST',
        headers: action.headers,
        body: new Uint8Array(action.body),
        redirect: 'manual',
      })
      const body = await response.text()
      return { status: response.status, result: actionResult<T>(body), body }
    }),
  )
}
