import { siteUrl } from '../siteUrl'

/** Longer than any path of the site: refused rather than carried around in cookies and URLs. */
const MAX_LENGTH = 2000

/**
 * The one check for every redirect to a destination a visitor supplied (`from`): a path on this
 * site, or `/`. Browsers drop tabs and line breaks from URLs and read a backslash as a slash, so
 * `/\t/evil.example` or `/\evil.example` would leave the site: any control character or
 * backslash is refused outright (a line break in a Location header also made Next.js answer
 * 500). What is left is parsed against the site's address and must keep its origin; the
 * normalized form is returned, so no `//host` can come back out of it.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.length > MAX_LENGTH) return '/'
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(from)) return '/'
  let base: URL
  let url: URL
  try {
    base = new URL(siteUrl())
    url = new URL(from, base)
  } catch {
    return '/'
  }
  if (url.origin !== base.origin || url.username || url.password) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/.//host` normalizes to `//host`, which a browser reads as another site.
  return path.startsWith('//') ? '/' : path
}
