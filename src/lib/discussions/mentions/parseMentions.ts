import { MAX_MENTIONS, MENTION, mentionedNames } from '../mentions'

/**
 * A post's text without its code (fenced blocks, inline code), where a mention is text and is
 * neither rendered nor notified. One pass, line by line.
 */
function withoutCode(body: string): string {
  const kept: string[] = []
  let inFence = false
  for (const line of body.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) {
      inFence = !inFence
      continue
    }
    // Odd pieces between backticks are inline code.
    if (!inFence)
      kept.push(
        line
          .split('`')
          .filter((_, index) => index % 2 === 0)
          .join(' '),
      )
  }
  return kept.join('\n')
}

/**
 * The names a post mentions as it renders them, once each, at most MAX_MENTIONS (the thread's
 * own parser, mentionedNames, on the text outside code). Linear in the text, which its field caps.
 */
export function notifiedMentionNames(body: string | null | undefined): string[] {
  return body ? mentionedNames(withoutCode(body)).slice(0, MAX_MENTIONS) : []
}

/** A post's text as plain words, its mentions as `@Name` (an e-mail's quote). */
export const mentionPlainText = (body: string | null | undefined): string | null =>
  body === null || body === undefined ? null : body.replace(MENTION, (_, name: string) => `@${name.trim()}`)
