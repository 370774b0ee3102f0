/**
 * The route a request counts under in the metrics: its path with ids folded (`/events/42` →
 * `/events/:id`), at most three segments, without the language prefix. Distinct labels are
 * capped, so requests for made-up paths cannot grow the metrics without bound.
 */
const MAX_LABELS = 300
const seen = new Set<string>()

const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[0-9a-f]{16,}|[\w-]{25,})$/i
const PLAIN = /^[a-z0-9_.-]{1,40}$/i

export function routeLabel(url: string | undefined): string {
  const pathname = (url ?? '/').split('?')[0]!
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] === 'de' || segments[0] === 'en') segments.shift()
  // Next.js's build files: one label, whatever the file.
  if (segments[0] === '_next') return '/_next'
  const folded = segments.slice(0, 3).map((segment) => (ID.test(segment) ? ':id' : PLAIN.test(segment) ? segment : ':other'))
  const label = `/${folded.join('/')}${segments.length > 3 ? '/…' : ''}`
  if (seen.has(label)) return label
  if (seen.size >= MAX_LABELS) return 'other'
  seen.add(label)
  return label
}
