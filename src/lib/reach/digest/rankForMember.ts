import { type Interest, sectorKey, SECTORS, type Sector } from '@/lib/shared/enums'

import type { WeekItem } from './weekContent'

/** What the digest knows of its reader to put their items first. */
export type DigestReader = { sector: string | null; organizationType: string | null; interests: Interest[] }

/** How much each match counts: a member's sector says most about what concerns them. */
const WEIGHT = { sector: 4, organizationType: 2, interest: 1 } as const

const isSector = (value: string | null): value is Sector => SECTORS.includes(value as Sector)

/** How well an item matches the reader: 0 when it is for nobody in particular or not for them. */
export function matchScore(item: WeekItem, reader: DigestReader): number {
  let score = 0
  if (isSector(reader.sector) && item.sectors.includes(sectorKey(reader.sector))) score += WEIGHT.sector
  if (reader.organizationType && item.organizationTypes.includes(reader.organizationType)) score += WEIGHT.organizationType
  score += item.interests.filter((interest) => reader.interests.includes(interest)).length * WEIGHT.interest
  return score
}

/**
 * The items the reader sees first: those matching their sector, organization type and
 * interests, best match first, then the newest; the rest after them. `limit` cuts the list.
 */
export function rankForReader(items: WeekItem[], reader: DigestReader, limit: number): WeekItem[] {
  return items
    .map((item) => ({ item, score: matchScore(item, reader) }))
    .sort((a, b) => b.score - a.score || b.item.createdAt.localeCompare(a.item.createdAt))
    .slice(0, limit)
    .map(({ item }) => item)
}
