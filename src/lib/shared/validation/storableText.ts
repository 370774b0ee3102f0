import { z } from 'zod'

import { errorText, readErrorText } from '@/lib/shared/errors/errorText'

// The pipeline reads `params.errorText` in the member's language (src/lib/shared/actions/runAction.ts).
const UNSTORABLE_TEXT = errorText('unstorableText')

/** PostgreSQL refuses a NUL character in text (and with it the whole write): such text is refused up front. */
export const isStorableText = (text: string) => !text.includes('\u0000')

/** A form's text field that the database can store; `notText`: what anything but a text is told. */
export const storableText = (notText?: string) =>
  z.string(notText ? { message: notText } : undefined).refine(isStorableText, {
    message: readErrorText(UNSTORABLE_TEXT),
    params: { errorText: UNSTORABLE_TEXT },
  })
