import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publishedSql } from '@/lib/content/publication'
import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

export type CommunityFigures = {
  members: number
  activeMembers: number
  sectors: number
  projects: number
  events: number
  eventsThisYear: number
}

/**
 * The home page's figures, counted from the data in one query instead of the spec's static
 * placeholders: members (people with an account), members active in the last 90 days, distinct
 * sectors of member organizations, published projects and events, and published events held in
 * the last twelve months (begun by now: upcoming ones are not yet a year's events; issue 49, item 8).
 */
export async function communityFigures(payload: Payload): Promise<CommunityFigures> {
  const result = await belowLocalApi(payload, 'the home page’s figures in one SQL query: counts over whole tables, not pages of rows')
    .drizzle.execute(sql`
    SELECT
      (SELECT count(*) FROM users)::int AS members,
      (SELECT count(*) FROM users WHERE last_active_at > now() - interval '90 days')::int AS active_members,
      (SELECT count(DISTINCT sector) FROM organizations WHERE sector IS NOT NULL AND sector <> '')::int AS sectors,
      (SELECT count(*) FROM projects p WHERE ${publishedSql('p')})::int AS projects,
      (SELECT count(*) FROM events e WHERE ${publishedSql('e')})::int AS events,
      (SELECT count(*) FROM events e WHERE ${publishedSql('e')} AND date > now() - interval '1 year' AND date <= now())::int AS events_this_year
  `)
  const row = result.rows[0] as Record<string, number>
  return {
    members: Number(row.members),
    activeMembers: Number(row.active_members),
    sectors: Number(row.sectors),
    projects: Number(row.projects),
    events: Number(row.events),
    eventsThisYear: Number(row.events_this_year),
  }
}
