import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { isRichTextDocument } from './richTextDocument'

/**
 * The words of a rich text, for what cannot show formatting: search, list cards, calendar files,
 * e-mails, page descriptions and raw SQL (through the stored `…Text` companion field).
 * Paragraphs, headings and lists are separated by a blank line, list items by a newline.
 */
export function richTextToPlainText(value: unknown): string | null {
  if (!isRichTextDocument(value)) return null
  // SerializedEditorState's own type is Lexical's; the shape is checked above.
  const text = convertLexicalToPlaintext({ data: value as Parameters<typeof convertLexicalToPlaintext>[0]['data'] }).trim()
  return text === '' ? null : text
}
