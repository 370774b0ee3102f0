import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/shared/ids/relationId'

import { mentionKey } from '../mentions'

/** How many listed members one mentioned name is read for: enough to see that a name is shared. */
export const PROFILES_PER_MENTION = 5

/**
 * The members mentioned names stand for, from the directory rows read for them: listed members
 * of the people directory by their name, case aside (mentionKey); a name two listed members share
 * stands for neither, and a member who is not listed cannot be mentioned, so a mention never
 * tells the author who else exists. The thread's links (presentPosts.ts) and the mention notices
 * (notifyMentions.ts) both resolve names here.
 */
export function mentionTargets(profiles: { name: string; member: number | { id: number } }[]): Map<string, number> {
  const byName = new Map<string, number | null>()
  for (const profile of profiles) {
    const key = mentionKey(profile.name)
    byName.set(key, byName.has(key) ? null : relationId(profile.member))
  }
  return new Map([...byName].filter((entry): entry is [string, number] => entry[1] !== null))
}

/** The members the names stand for (mentionTargets), once each, in one read. */
export async function mentionedMembers(req: PayloadRequest, names: string[]): Promise<number[]> {
  if (names.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'directory-profiles',
    where: { name: { in: names } },
    select: { member: true, name: true },
    depth: 0,
    limit: names.length * PROFILES_PER_MENTION,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const targets = mentionTargets(docs)
  return [...new Set(names.map((name) => targets.get(mentionKey(name))).filter((id): id is number => typeof id === 'number'))]
}
