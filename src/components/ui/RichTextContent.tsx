import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import { cn } from '@/components/ui/cn'
import { isRichTextDocument } from '@/lib/content/richText/richTextDocument'
import { linkAddressProblem } from '@/lib/content/richText/richTextProblem'

/**
 * Links render only with an http, https or mailto address (the editor and the API refuse others;
 * this keeps a row written around them harmless too); one opening a new tab tells it nothing.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link: NonNullable<typeof defaultConverters.link> = ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const url = node.fields?.url
    if (linkAddressProblem(url) !== null) return <span>{children}</span>
    return node.fields.newTab ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={url}>{children}</a>
    )
  }
  return { ...defaultConverters, link, autolink: link as unknown as NonNullable<typeof defaultConverters.autolink> }
}

/** A rich text (description, bio, the about page) in the site's typography; nothing when empty. */
export function RichTextContent({ value, className }: { value: unknown; className?: string }) {
  if (!isRichTextDocument(value)) return null
  return (
    <RichText
      data={value as Parameters<typeof RichText>[0]['data']}
      converters={converters}
      disableIndent
      disableTextAlign
      className={cn('rich-text', className)}
    />
  )
}
