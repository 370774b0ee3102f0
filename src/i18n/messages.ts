import type { Language } from './languages'
// The attribute lets Node's own loader (the browser tests read the config) import them too.
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }

/** One catalogue per language; English is the reference every other must match key for key (tests/i18n). */
export type Messages = typeof en

export const MESSAGES: Record<Language, Messages> = { en, de }

/** The namespaces client components translate in the browser; the rest stays on the server. */
const CLIENT_NAMESPACES = [
  'site',
  'ui',
  'saveDate',
  'agenda',
  'invite',
  'auth',
  'resetPassword',
  'newPassword',
  'completeProfile',
  'organizationTypes',
  'sectors',
  'workingIn',
  'profile',
  'interests',
  'calendarFeed',
  'reminders',
  'deleteAccount',
  'apply',
  'surveyForm',
] as const satisfies readonly (keyof Messages)[]

export const clientMessages = (language: Language): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> =>
  Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, MESSAGES[language][namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
