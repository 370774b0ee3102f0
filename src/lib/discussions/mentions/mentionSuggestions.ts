import { DIRECTORY_PAGE_SIZE } from '@/lib/directory/directoryPaging'
import { checkRateLimit, throwRefusal } from '@/lib/infrastructure/rateLimits/rateLimit'
import type { ActionContext } from '@/lib/shared/actions/runAction'

import { mentionKey } from '../mentions'
import { mentionTargets, PROFILES_PER_MENTION } from './mentionedMembers'

/** Suggestions start at this many characters (one letter matches half the directory) and end at this many. */
export const MIN_MENTION_PREFIX = 2
export const MAX_MENTION_PREFIX = 50
/** Names offered at most. */
export const SUGGESTED_MENTIONS = 8
/**
 * Directory pages (a member reads DIRECTORY_PAGE_SIZE profiles a page) looked through at most:
 * the query finds the letters anywhere in a name, and only names with a word starting with them
 * are offered.
 */
const CANDIDATE_PAGES = 3

export type MentionSuggestion = { name: string }

/** The typed text as it is looked up: no control characters, single spaces, trimmed, capped. */
export const mentionPrefix = (value: unknown): string =>
  (typeof value === 'string' ? value.slice(0, 4 * MAX_MENTION_PREFIX) : '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MENTION_PREFIX)

/** LIKE's wildcards and its escape character, taken literally (PostgreSQL's default escape is the backslash). */
const literalLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** Whether `@[name]` reads back as this name (mentions.ts: up to 100 characters, no `]` or line break). */
const writable = (name: string) => /^[^\]\n]{1,100}$/.test(name)

/** Whether a word of the name (after a space or hyphen, or the first) starts with the prefix, case aside. */
function aWordStartsWith(name: string, prefix: string): boolean {
  const text = mentionKey(name)
  for (let at = 0; at < text.length; at++)
    if ((at === 0 || text[at - 1] === ' ' || text[at - 1] === '-') && text.startsWith(prefix, at)) return true
  return false
}

/**
 * The members the reader may mention whose name (or a word of it) starts with the typed prefix
 * (issue 50, item 3: the composer's `@` autocomplete), by name, at most SUGGESTED_MENTIONS. Read
 * as the reader, so the people directory's own access decides who appears (listed members only,
 * none of a blocked pair); the reader is left out, and so is a name two listed members share
 * (a mention of it stands for neither: mentionedMembers.ts). Rate limited per member.
 */
export async function suggestMentions({ payload, user }: ActionContext, input: { prefix: unknown }): Promise<MentionSuggestion[]> {
  const prefix = mentionPrefix(input.prefix)
  if (prefix.length < MIN_MENTION_PREFIX) return []
  const refusal = await checkRateLimit(payload, 'mentionSuggestions', { sender: user.id })
  if (refusal) throwRefusal(refusal)

  const key = mentionKey(prefix)
  const names: string[] = []
  for (let page = 1; page <= CANDIDATE_PAGES && names.length < 2 * SUGGESTED_MENTIONS; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'directory-profiles',
      where: { and: [{ name: { contains: literalLike(prefix) } }, { member: { not_equals: user.id } }] },
      select: { name: true },
      sort: 'name',
      depth: 0,
      limit: DIRECTORY_PAGE_SIZE,
      page,
      user,
      overrideAccess: false,
    })
    for (const { name } of docs) if (writable(name) && aWordStartsWith(name, key) && !names.includes(name)) names.push(name)
    if (!hasNextPage) break
  }
  if (names.length === 0) return []

  // Shared with anyone listed, also a member out of the reader's sight (a blocked one): only names
  // are offered, and a name is left out exactly when a post's mention of it would link nobody.
  const limit = names.length * PROFILES_PER_MENTION
  const { docs } = await payload.find({
    collection: 'directory-profiles',
    where: { name: { in: names } },
    select: { name: true, member: true },
    sort: 'name',
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: true,
  })
  const targets = mentionTargets(docs)
  // A full answer may have cut the last name's rows short: it is not known to be unshared.
  const cutShort = docs.length === limit ? docs.at(-1)?.name : undefined
  return names
    .filter((name) => targets.has(mentionKey(name)) && name !== cutShort)
    .slice(0, SUGGESTED_MENTIONS)
    .map((name) => ({ name }))
}
