import { isRichTextDocument, RICH_TEXT_NODE_TYPES, type RichTextNode } from './richTextDocument'

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
export const LINK_ADDRESS_PROBLEM = 'Links may only use http, https or mailto addresses.'

// Far above anything written by hand; they bound the work one request can ask of the server.
const MAX_DEPTH = 16
const MAX_NODES = 20_000

/** Why a link's address may not be stored or shown: only http, https and mailto addresses are. */
export function linkAddressProblem(url: unknown): string | null {
  if (typeof url !== 'string') return LINK_ADDRESS_PROBLEM
  try {
    return LINK_PROTOCOLS.has(new URL(url.trim()).protocol) ? null : LINK_ADDRESS_PROBLEM
  } catch {
    return LINK_ADDRESS_PROBLEM
  }
}

/**
 * Why a rich text may not be stored, or null: it must be the editor's document, made of the
 * content editor's nodes only, with safe links and at most `maxLength` characters of text.
 * Payload's own Lexical check does not look at the shape (any JSON would be stored and break the page).
 */
export function richTextProblem(value: unknown, maxLength: number): string | null {
  if (value === null || value === undefined) return null
  if (!isRichTextDocument(value)) return 'This text is not in the format of the editor.'
  const pending: { node: RichTextNode; depth: number }[] = value.root.children.map((node) => ({ node, depth: 1 }))
  let nodes = 0
  let characters = 0
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return 'This text is nested too deeply or has too many parts.'
    if (typeof node !== 'object' || node === null || !RICH_TEXT_NODE_TYPES.has(node.type)) {
      return `This text holds an element the editor does not offer (${String((node as RichTextNode | null)?.type).slice(0, 40)}).`
    }
    if (node.type === 'text') {
      if (typeof node.text !== 'string') return 'This text is not in the format of the editor.'
      characters += node.text.length
    }
    if (node.type === 'link' || node.type === 'autolink') {
      const problem = linkAddressProblem(node.fields?.url)
      if (problem) return problem
    }
    if (node.children !== undefined) {
      if (!Array.isArray(node.children)) return 'This text is not in the format of the editor.'
      for (const child of node.children) pending.push({ node: child, depth: depth + 1 })
    }
  }
  return characters > maxLength ? `This value must be shorter than the max length of ${maxLength} characters.` : null
}
