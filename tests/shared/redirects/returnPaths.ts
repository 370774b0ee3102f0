import fc from 'fast-check'

import { siteUrl } from '../../../src/lib/shared/siteUrl'

/**
 * Return paths as an attacker writes them (issue 43, finding 3): language prefixes, doubled and
 * percent-encoded slashes and backslashes (once and twice), control characters, Unicode dots
 * and solidi, credentials, `..`, schemes, and inputs longer than any address of the site.
 */
const PREFIXES = ['', '/de', '/en', '/de/', '/en/', '/de/de', '/en/de', '/DE', '/admin', '/auth']
const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%25252f',
  '%255C',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '%09',
  '%0a',
  '%00',
  '\u3002',
  '\uff0e',
  '\u2024',
  '\uff61',
  '\uff0f',
  '\uff3c',
  '\u2215',
  '%E3%80%82',
  '%EF%BC%8F',
  '@',
  'user:pass@',
  ':',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  'javascript:',
  'https:',
  'http:',
  'evil.example',
  '?',
  '#',
  '&from=',
  '=',
  ' ',
  'x',
  '%',
  '%zz',
]

const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 2 }))

export const returnPaths: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(fc.constantFrom(...PREFIXES), fc.array(piece, { maxLength: 10 })).map(([p, parts]) => p + parts.join('')),
  },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((s) => `/${s}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...PIECES), fc.integer({ min: 100, max: 2500 }))
      .map(([p, repeated, times]) => `${p}/${repeated.repeat(times)}`.slice(0, 6000)),
  },
)

export const SITE = new URL(siteUrl())

const decodeOnce = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
}

/**
 * Why a location would leave the site, or null: what a browser makes of it (dropping tabs and
 * line breaks, reading `\` as `/`), and what a server or proxy that decodes or NFKC-normalizes
 * it once more would read. An oracle of its own, simpler than the builder.
 */
export function offSite(location: string): string | null {
  if (!location.startsWith('/')) return 'not a path'
  if (/^[/\\][/\\]/.test(location)) return 'starts like another host'
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(location)) return 'control character or backslash'
  if (location.length > 2000) return 'too long'
  const url = new URL(location.replace(/[\t\n\r]/g, ''), SITE)
  if (url.origin !== SITE.origin) return `origin ${url.origin}`
  let path = url.pathname
  for (let round = 0; round < 4; round++) {
    for (const form of [path, path.normalize('NFKC')]) {
      if (/^[/\\][/\\]/.test(form)) return `decoded to ${JSON.stringify(form.slice(0, 40))}`
      if (new URL(form.replace(/[\t\n\r]/g, ''), SITE).origin !== SITE.origin) return `decoded to another origin`
    }
    path = decodeOnce(path)
  }
  return null
}
