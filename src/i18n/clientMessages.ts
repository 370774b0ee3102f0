import 'server-only'

import type { Language } from './languages'
import { formattingMessages, type Messages } from './messages'

/**
 * The namespaces form islands translate in the browser (useTranslations), for messages with
 * values typed there. Islands with a handful of words get them as props, made on the server
 * (SaveDateButton, AgendaList, the menus, the sign-in, invitation, survey and application forms), and
 * load no formatter.
 */
export const CLIENT_NAMESPACES = [
  'ui',
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
  'security',
  'confirm',
  'organizationAdmin',
  'discussions',
  'discussionFollowing',
] as const satisfies readonly (keyof Messages)[]

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number]
export type ClientMessages = Pick<Messages, ClientNamespace>

const picked = new Map<string, Partial<ClientMessages>>()
/**
 * Some client namespaces of a language's compiled catalogue, picked once per language and list
 * (the same object on every render, so React sends no new copy of it to the provider).
 */
export function clientMessages(language: Language, namespaces: readonly ClientNamespace[]): Partial<ClientMessages> {
  const key = `${language}:${namespaces.join(',')}`
  let messages = picked.get(key)
  if (!messages) {
    const catalogue = formattingMessages(language)
    messages = Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]]))
    picked.set(key, messages)
  }
  return messages
}
