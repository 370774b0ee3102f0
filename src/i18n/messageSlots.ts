import { Fragment, type ReactNode, createElement } from 'react'

/**
 * A message formatted on the server with a value only the browser knows (an address the reader
 * typed, the titles of the sessions they marked, their own time zone) left as a slot. The
 * server's translator does all of ICU (plurals, word order); the browser only puts the value
 * where the slot is, so an island needs no message formatter in its JavaScript.
 */
const OPEN = '\u{E000}'
const CLOSE = '\u{E001}'

/** The value a server-side `t()` call is given for an argument the browser fills: `t('agenda.clashesWith', { titles: slot('titles') })`. */
export const slot = (name: string) => `${OPEN}${name}${CLOSE}`

const SLOT = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g')

/** The message with its slots filled: a string when every value is one, else nodes to render. */
export function fillSlots(message: string, values: Record<string, ReactNode>): ReactNode {
  const parts = message.split(SLOT)
  // split() with a capture group alternates text and slot names: text, name, text, name, text.
  if (parts.every((part, index) => index % 2 === 0 || typeof values[part] === 'string')) {
    return parts.map((part, index) => (index % 2 === 0 ? part : (values[part] as string))).join('')
  }
  return parts.map((part, index) => createElement(Fragment, { key: index }, index % 2 === 0 ? part : values[part]))
}

/** fillSlots for a message whose values are all text (an attribute, a toast). */
export const fillTextSlots = (message: string, values: Record<string, string>): string => fillSlots(message, values) as string
