import type { RichTextDocument, RichTextNode } from './richTextDocument'

/** An element node of the editor (paragraph, heading, list…) with its default attributes. */
export const element = (type: string, children: RichTextNode[], extra: Record<string, unknown> = {}): RichTextNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** A plain, unformatted text node. */
export const textNode = (text: string): RichTextNode => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/**
 * Plain text as a rich text: a paragraph per block of lines (blank lines separate them), a line
 * break per single newline. What richTextToPlainText reads back is the same text with its
 * paragraphs separated by one blank line and no blank lines at either end (nothing else lost).
 * Blank text gives null (no rich text), as an empty field.
 */
export function plainTextToRichText(text: string | null | undefined): RichTextDocument | null {
  const paragraphs = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
  if (paragraphs.length === 0) return null
  const children = paragraphs.map((paragraph) =>
    element(
      'paragraph',
      paragraph
        .split('\n')
        .flatMap((line, index) => [...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []), ...(line !== '' ? [textNode(line)] : [])]),
      { textFormat: 0, textStyle: '' },
    ),
  )
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
