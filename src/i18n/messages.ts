import compile from 'icu-minify/compile'

import type { Language } from './languages'
// The attribute lets Node's own loader (the browser tests read the config) import them too.
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }

/** One catalogue per language; English is the reference every other must match key for key (tests/i18n). */
export type Messages = typeof en

/** The catalogues as written (ICU message strings). */
export const MESSAGES: Record<Language, Messages> = { en, de }

/**
 * Inside Next.js's bundles use-intl formats with its runtime for precompiled messages
 * (next.config.mjs points use-intl/format-message at format-only, as next-intl's `precompile`
 * option does) and client components with icu-minify's formatter (useTranslations.ts), so no ICU
 * parser runs per request or in the browser: the catalogues are compiled once here, on the server.
 * Elsewhere (vitest, the scripts) use-intl parses the messages as written.
 */
const PRECOMPILED = Boolean(process.env.NEXT_RUNTIME)

type Catalogue = { [key: string]: string | Catalogue }
const compileCatalogue = (catalogue: Catalogue): Catalogue =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? (compile(value) as string) : compileCatalogue(value),
    ]),
  )

const compiled = new Map<Language, Messages>()
/** A language's catalogue in the form this process's use-intl formats. */
export function formattingMessages(language: Language): Messages {
  if (!PRECOMPILED) return MESSAGES[language]
  let catalogue = compiled.get(language)
  if (!catalogue) {
    // Plain objects (the compiler's option maps have no prototype), which React passes to client components.
    catalogue = JSON.parse(JSON.stringify(compileCatalogue(MESSAGES[language]))) as Messages
    compiled.set(language, catalogue)
  }
  return catalogue
}
