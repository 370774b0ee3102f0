import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

import { mentionKey } from '../mentions'

/**
 * The members mentioned names stand for, as the thread links them (src/lib/discussions/
 * presentPosts.ts): listed members of the people directory by their name, case aside; a name two
 * listed members share stands for neither, and a member who is not listed cannot be mentioned,
 * so a mention never tells the author who else exists. One read for all the names.
 */
export async function mentionedMembers(req: PayloadRequest, names: string[]): Promise<number[]> {
  if (names.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'directory-profiles',
    where: { name: { in: names } },
    select: { member: true, name: true },
    depth: 0,
    limit: names.length * 5,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byName = new Map<string, number | null>()
  for (const profile of docs) {
    const key = mentionKey(profile.name)
    byName.set(key, byName.has(key) ? null : relationId(profile.member))
  }
  return [...new Set(names.map((name) => byName.get(mentionKey(name))).filter((id): id is number => typeof id === 'number'))]
}
