/** Mentions as written in a post: `@[Ada Lovelace]`, the member's name in brackets (the composer inserts it). */
export const MENTION = /@\[([^\]\n]{1,100})\]/g

/** At most this many different names a post mentions are looked up (and notified). */
export const MAX_MENTIONS = 20

/** The names a post's text mentions, once each, as written (trimmed); linear in the text. */
export function mentionedNames(body: string): string[] {
  const names = new Set<string>()
  for (const match of body.matchAll(MENTION)) {
    const name = match[1]!.trim()
    if (name) names.add(name)
    if (names.size >= MAX_MENTIONS) break
  }
  return [...names]
}

/** How a mention's name is compared: case and surrounding spaces do not matter. */
export const mentionKey = (name: string) => name.trim().toLocaleLowerCase('en')
