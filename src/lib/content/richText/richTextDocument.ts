/**
 * The stored shape of a rich text (Lexical's serialized editor state), as far as this product
 * reads it: a root whose children are nodes, each with a type and maybe children or text.
 */
export type RichTextNode = {
  type: string
  version?: number
  children?: RichTextNode[]
  text?: string
  fields?: { url?: unknown; linkType?: unknown; newTab?: unknown; [key: string]: unknown }
  [key: string]: unknown
}

export type RichTextDocument = {
  root: { type: 'root'; children: RichTextNode[]; direction: 'ltr' | 'rtl' | null; format: string; indent: number; version: number }
}

/** The node types the content editor makes (fields/richTextContent.ts); nothing else is stored. */
export const RICH_TEXT_NODE_TYPES = new Set([
  'paragraph',
  'heading',
  'text',
  'linebreak',
  'tab',
  'list',
  'listitem',
  'quote',
  'link',
  'autolink',
])

export const isRichTextDocument = (value: unknown): value is RichTextDocument => {
  const root = (value as RichTextDocument | null)?.root
  return typeof root === 'object' && root !== null && root.type === 'root' && Array.isArray(root.children)
}

/** The name of a rich text's plain-text companion field: `description` → `descriptionText`. */
export const plainTextName = (name: string): string => `${name}Text`
