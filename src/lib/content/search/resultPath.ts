import type { SearchKind } from './searchInput'

/**
 * Where a search result or suggestion opens: its own page; agenda items and speakers on their
 * event's page; organizations on the members page. Without the language prefix (pathIn adds it).
 */
export function resultPath(result: { kind: SearchKind; id: number; eventId: number | null }): string {
  switch (result.kind) {
    case 'event':
      return `/events/${result.id}`
    case 'agenda-item':
    case 'speaker':
      return result.eventId ? `/events/${result.eventId}` : '/events'
    case 'document':
      return `/documents/${result.id}`
    case 'project':
      return `/projects/${result.id}`
    case 'survey':
      return `/surveys/${result.id}`
    case 'organization':
      return '/members'
  }
}
