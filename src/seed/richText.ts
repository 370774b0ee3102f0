import { element, plainTextToRichText, textNode } from '@/lib/content/richText/plainTextToRichText'
import type { RichTextDocument, RichTextNode } from '@/lib/content/richText/richTextDocument'

/**
 * Demo rich texts written as a list of blocks: a string is a paragraph, `{ heading }` a
 * heading (h2), `{ items }` a bulleted list, `{ link, text }` a paragraph holding one link.
 */
type Block = string | { heading: string } | { items: string[] } | { text: string; link: { label: string; url: string } }

function block(content: Block): RichTextNode {
  if (typeof content === 'string') return plainTextToRichText(content)!.root.children[0]!
  if ('heading' in content) return element('heading', [textNode(content.heading)], { tag: 'h2' })
  if ('items' in content) {
    const items = content.items.map((item, index) => element('listitem', [textNode(item)], { value: index + 1 }))
    return element('list', items, { listType: 'bullet', tag: 'ul', start: 1 })
  }
  const link = element('link', [textNode(content.link.label)], { fields: { linkType: 'custom', url: content.link.url, newTab: false } })
  return element('paragraph', [textNode(content.text), link, textNode('.')], { textFormat: 0, textStyle: '' })
}

export const richText = (...blocks: Block[]): RichTextDocument => ({
  root: { type: 'root', children: blocks.map(block), direction: 'ltr', format: '', indent: 0, version: 1 },
})
