import type { IntlError } from 'use-intl/core'

/**
 * What a page shows for a message its catalogue lacks (a key built at run time, such as an
 * option's label). The test servers run with STRICT_MESSAGES=1 and show this mark, which the
 * route-by-route render test looks for; a real reader gets the English text, else the key.
 */
export const MISSING_MESSAGE_MARK = '⟦missing message⟧'

export const strictMessages = () => process.env.STRICT_MESSAGES === '1'

export function messageFallback(strict: boolean, english?: (path: string) => string | undefined) {
  return ({ namespace, key }: { namespace?: string; key: string }) => {
    const path = namespace ? `${namespace}.${key}` : key
    return strict ? `${MISSING_MESSAGE_MARK} ${path}` : (english?.(path) ?? path)
  }
}

/** Logged once per occurrence: a missing message is a bug to fix, not a reason to break the page. */
export function reportMessageError(error: IntlError) {
  console.error(`[i18n] ${error.code}: ${error.originalMessage ?? error.message}`)
}
