/**
 * The app's own first-load JavaScript per public route stays within the benchmark's budget
 * (benchmarks/report.ts TARGETS.appFirstLoadJsBytes), checked on the build every browser test runs
 * against: a library imported at the top of an island (the passkey ceremony was one, 7 kB on
 * /auth) fails CI here instead of showing up only in the next full `npm run bench`.
 */
import { expect, test } from '@playwright/test'

import { FIRST_LOAD_ROUTES, firstLoadJs } from '../../../benchmarks/firstLoadJs'
import { TARGETS } from '../../../benchmarks/report'

test('every public route loads at most the budget of the app’s own JavaScript, gzipped', () => {
  const { routes } = firstLoadJs(FIRST_LOAD_ROUTES)
  expect(routes.map((route) => route.route)).toEqual(FIRST_LOAD_ROUTES)
  const over = routes
    .filter((route) => route.appGzipBytes > TARGETS.appFirstLoadJsBytes)
    .map((route) => `${route.route}: ${route.appGzipBytes} bytes`)
  expect(over).toEqual([])
  // The count is real: every route adds some code of its own (the layout's islands).
  for (const route of routes) expect(route.appGzipBytes, route.route).toBeGreaterThan(1_000)
})
