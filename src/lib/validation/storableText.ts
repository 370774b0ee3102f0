import { z } from 'zod'

const UNSTORABLE_TEXT = 'The text contains a NUL character, which cannot be stored. Please remove it.'

/** PostgreSQL refuses a NUL character in text (and with it the whole write): such text is refused up front. */
export const isStorableText = (text: string) => !text.includes('\u0000')

/** A form's text field that the database can store; `notText`: what anything but a text is told. */
export const storableText = (notText?: string) =>
  z.string(notText ? { message: notText } : undefined).refine(isStorableText, UNSTORABLE_TEXT)
