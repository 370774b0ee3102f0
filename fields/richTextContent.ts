import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { Field, FieldHook, RichTextField, TextareaField } from 'payload'
import { richText } from 'payload/shared'

import { isRichTextDocument, plainTextName } from '@/lib/content/richText/richTextDocument'
import { linkAddressProblem, richTextProblem } from '@/lib/content/richText/richTextProblem'
import { richTextToPlainText } from '@/lib/content/richText/richTextToPlainText'

/**
 * The editor of every content text (descriptions, bios, the about page): headings below the
 * page's own title, lists, quotes, bold, italic, underline and links to web and mail addresses.
 * No uploads, blocks or links to documents: the member site renders exactly these nodes
 * (src/components/ui/RichTextContent.tsx) and richTextProblem refuses anything else.
 */
export const contentEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({
      enabledCollections: [],
      // The drawer's address field says at once why a javascript: or ftp: address is refused.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url' ? ({ ...field, validate: (url: unknown) => linkAddressProblem(url) ?? true } as typeof field) : field,
        ),
    }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

/**
 * An emptied editor (one empty paragraph) is stored as no text at all. Only a document the check
 * accepts: one of foreign nodes without words must be refused, not quietly emptied.
 */
const emptyAsNull =
  (maxLength: number): FieldHook =>
  ({ value }) =>
    isRichTextDocument(value) && richTextProblem(value, maxLength) === null && richTextToPlainText(value) === null ? null : value

/**
 * A rich text field and its plain-text companion (`<name>Text`), which holds the words for what
 * cannot show formatting: search, list cards, calendar files, e-mails and raw SQL. The companion
 * is always derived from the rich text on save, never written by a client; when a save does not
 * send the rich text, the stored words stay.
 */
export function richTextContent({
  name,
  label,
  maxLength,
  localized = false,
}: {
  name: string
  label?: string
  maxLength: number
  /** One version per content language (the companion follows its rich text). */
  localized?: boolean
}): Field[] {
  const content: RichTextField = {
    name,
    label,
    type: 'richText',
    localized,
    editor: contentEditor,
    validate: async (value, options) => richTextProblem(value, maxLength) ?? richText(value, options),
    hooks: { beforeChange: [emptyAsNull(maxLength)] },
  }
  const words: TextareaField = {
    name: plainTextName(name),
    type: 'textarea',
    localized,
    admin: { hidden: true },
    hooks: {
      beforeChange: [
        ({ siblingData, previousValue }) =>
          siblingData[name] !== undefined ? richTextToPlainText(siblingData[name]) : (previousValue ?? null),
      ],
    },
  }
  return [content, words]
}
