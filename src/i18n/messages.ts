import type { Language } from './languages'
import de from './messages/de.json'
import en from './messages/en.json'

/** One catalogue per language; English is the reference every other must match key for key (tests/i18n). */
export type Messages = typeof en

export const MESSAGES: Record<Language, Messages> = { en, de }

/** The namespaces client components translate in the browser; the rest stays on the server. */
const CLIENT_NAMESPACES = ['site', 'ui', 'saveDate', 'invite'] as const satisfies readonly (keyof Messages)[]

export const clientMessages = (language: Language): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> =>
  Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, MESSAGES[language][namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
