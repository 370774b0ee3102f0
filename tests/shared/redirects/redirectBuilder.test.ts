/**
 * Issue 43, item 3 (finding 3: validate, then transform): every redirect inside the site goes
 * through one builder (src/lib/shared/redirects/siteLocation.ts), which applies the language prefix
 * first and checks the final location. Property tests over hostile return paths, for the builder
 * and for every redirecting entry point that runs in-process (the sign-in destinations of the
 * form, the passkey and Google sign-in, the route handlers' sign-in redirect, the one-click
 * unsubscribe link, the proxy's language and admin redirects); tests/e2e/redirects drives the
 * pages and actions over HTTP.
 */
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

import { offSite, returnPaths, SITE } from './returnPaths'
import { GET as oneClickLink } from '../../../src/app/(frontend)/unsubscribe/one-click/route'
import { LANGUAGES } from '../../../src/i18n/languages'
import { afterSignIn } from '../../../src/lib/accounts/auth/destinations'
import { signInRedirect } from '../../../src/lib/accounts/auth/signInRedirect'
import { redirectResponse } from '../../../src/lib/shared/redirects/redirectResponse'
import { MAX_LOCATION_LENGTH, returnPath, siteLocation } from '../../../src/lib/shared/redirects/siteLocation'
import { proxy } from '../../../src/proxy'
import { useActors } from '../../support/payload'

const LANGUAGE_CHOICES = [null, ...LANGUAGES] as const
const RUNS = { numRuns: 3000 }

describe('the builder', () => {
  test.each([
    // The finding: the prefix stripped after the check made these `//evil.example/x`.
    ['/de//evil.example/x', 'en', '/'],
    ['/de//evil.example/x', 'de', '/de'],
    ['/en//evil.example/x', 'en', '/'],
    ['/en//evil.example/x', 'de', '/de'],
    ['/de/%2F/evil.example', 'en', '/'],
    ['/de/%2f%2fevil.example', 'de', '/de'],
    ['/de/%5Cevil.example', 'en', '/'],
    ['/de/%255Cevil.example', 'en', '/'],
    ['/de/\\evil.example', 'en', '/'],
    ['/de/\t/evil.example', 'en', '/'],
    ['/de/\uff0f\uff0fevil\u3002example', 'en', '/'],
    ['/de/.//evil.example', 'en', '/'],
    ['//evil.example', null, '/'],
    ['/\\evil.example', null, '/'],
    ['https://evil.example/', 'de', '/de'],
    ['javascript:alert(1)', null, '/'],
    ['/user:pass@evil.example', null, '/user:pass@evil.example'],
    // What stays: the page, its query and fragment, in the language asked for.
    ['/de/events/3?tab=agenda#day-2', 'en', '/events/3?tab=agenda#day-2'],
    ['/events/3?tab=agenda#day-2', 'de', '/de/events/3?tab=agenda#day-2'],
    ['/de', 'en', '/'],
    ['/', 'de', '/de'],
    ['/admin/collections/users', 'de', '/admin/collections/users'],
    ['/auth/confirm?from=%2Fadmin%2Fcollections', 'de', '/de/auth/confirm?from=%2Fadmin%2Fcollections'],
  ] as const)('%j in %s → %j', (address, language, expected) => {
    expect(siteLocation(address, { language })).toBe(expected)
  })

  test('the fallback is a safe page in the same language, checked like any address', () => {
    expect(siteLocation('//evil.example', { language: 'de', fallback: '/admin' })).toBe('/admin')
    expect(siteLocation('//evil.example', { language: 'de', fallback: '/events' })).toBe('/de/events')
    expect(siteLocation('//evil.example', { fallback: '//also.evil' })).toBe('/')
    expect(siteLocation(`/${'a'.repeat(MAX_LOCATION_LENGTH)}`)).toBe('/')
    expect(siteLocation(undefined)).toBe('/')
  })

  test('any return path in any language gives a location on the site, idempotently', () => {
    fc.assert(
      fc.property(returnPaths, fc.constantFrom(...LANGUAGE_CHOICES), (address, language) => {
        const location = siteLocation(address, { language })
        expect(offSite(location), `${JSON.stringify(address)} → ${JSON.stringify(location)}`).toBeNull()
        expect(siteLocation(location)).toBe(location)
        expect(offSite(siteLocation(returnPath(address), { language }))).toBeNull()
      }),
      RUNS,
    )
  })

  test('a route handler answers a relative Location, never one built from a Host', () => {
    fc.assert(
      fc.property(returnPaths, fc.constantFrom(...LANGUAGE_CHOICES), (address, language) => {
        const location = redirectResponse(address, { language }).headers.get('location')!
        expect(offSite(location)).toBeNull()
      }),
      { numRuns: 500 },
    )
  })
})

describe('the entry points that run in-process', () => {
  const setup = useActors()

  test("after signing in (the form's action, the passkey and Google): a member and an admin on the way to the panel", async () => {
    const { payload, actors } = setup
    await fc.assert(
      fc.asyncProperty(returnPaths, fc.constantFrom(...LANGUAGES), fc.boolean(), async (from, language, secondStepPassed) => {
        for (const user of [actors.member, actors.admin]) {
          const location = siteLocation(await afterSignIn(payload, user, { from, invite: null, secondStepPassed }), { language })
          expect(offSite(location), `${user.email} from ${JSON.stringify(from)} → ${location}`).toBeNull()
          // An admin goes through /auth/confirm, which sends them on to its own `from`.
          const url = new URL(location, SITE)
          if (url.pathname.endsWith('/auth/confirm')) {
            expect(offSite(siteLocation(returnPath(url.searchParams.get('from') ?? '/admin'), { language }))).toBeNull()
          }
        }
      }),
      { numRuns: 1000 },
    )
  })

  test("a route handler's sign-in redirect and the one-click unsubscribe link's way to its page", () => {
    fc.assert(
      fc.property(returnPaths, fc.constantFrom('', 'en', 'de', 'xx'), (value, language) => {
        expect(offSite(signInRedirect(encodeURIComponent(value)).headers.get('location')!)).toBeNull()
        const request = new Request(`${SITE.origin}/unsubscribe/one-click?token=${encodeURIComponent(value)}`, {
          headers: language ? { 'x-site-language': language } : {},
        })
        const response = oneClickLink(request)
        expect(response.status).toBe(303)
        expect(offSite(response.headers.get('location')!)).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  test("the proxy's language and admin redirects", async () => {
    await fc.assert(
      fc.asyncProperty(
        returnPaths,
        fc.constantFrom('/en', '/de', '', '/admin'),
        fc.constantFrom('en', 'de'),
        async (address, prefix, cookie) => {
          let url: URL
          try {
            url = new URL(`${SITE.origin}${prefix}${address.startsWith('/') ? '' : '/'}${address}`)
          } catch {
            return
          }
          if (url.origin !== SITE.origin) return
          const request = new NextRequest(url, { headers: { accept: 'text/html', cookie: `site-language=${cookie}` } })
          const response = await proxy(request)
          const location = response.headers.get('location')
          if (!location) return
          // In-process the proxy answers an absolute URL; Next.js's adapter makes it relative (same host).
          const target = new URL(location)
          expect(target.origin).toBe(SITE.origin)
          expect(offSite(`${target.pathname}${target.search}${target.hash}`), `${url.pathname} → ${location}`).toBeNull()
        },
      ),
      { numRuns: 1500 },
    )
  })
})

describe('one builder', () => {
  /** The only redirect the builder does not make: to Google's sign-in page, outside the site. */
  const OUTSIDE = ['src/app/(frontend)/auth/google/route.ts']
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : []
    })

  test('no redirect in src/ bypasses it', () => {
    const bypasses = files('src')
      .filter((file) => !file.startsWith(path.join('src', 'lib', 'shared', 'redirects')))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8')
        const found = [
          /import\s*\{[^}]*\b(redirect|permanentRedirect)\b[^}]*\}\s*from\s*'next\/navigation'/.test(text) && 'next/navigation redirect',
          /\bResponse\.redirect\(/.test(text) && !OUTSIDE.includes(file) && 'Response.redirect',
          /\bNextResponse\.redirect\(/.test(text) && !OUTSIDE.includes(file) && file !== 'src/proxy.ts' && 'NextResponse.redirect',
          (/\bLocation\s*:/.test(text) || /['"]location['"]\s*:|headers\.set\(\s*['"]location['"]/i.test(text)) && 'a Location header',
        ].filter(Boolean)
        return found.map((what) => `${file}: ${what}`)
      })
    expect(bypasses).toEqual([])
  })
})
