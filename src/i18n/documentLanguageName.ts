import type { translatorFor } from './translator'

type Translator = ReturnType<typeof translatorFor>

/**
 * A document's language (the file's, a value of the spec's list: 'English', 'German' …) named in
 * the reader's language; a value outside the list is shown as it is.
 */
export function documentLanguageName(t: Translator, value: string): string {
  const key = `documentLanguages.${value}` as Parameters<Translator>[0]
  return t.has(key) ? t(key) : value
}
