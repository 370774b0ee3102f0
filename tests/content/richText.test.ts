/** Rich text: the editor's documents, their plain-text companions, what is refused, and the migration of plain text. */
import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { toRichText } from '../../migrations/20261125_090605_rich_text'
import { plainTextToRichText } from '../../src/lib/content/richText/plainTextToRichText'
import { LINK_ADDRESS_PROBLEM, richTextProblem } from '../../src/lib/content/richText/richTextProblem'
import { richTextToPlainText } from '../../src/lib/content/richText/richTextToPlainText'
import { richText } from '../../src/seed/richText'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

/** What a plain text reads as after the round trip: the same words and lines, blank lines between paragraphs only. */
const normalized = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n')
    .trim() || null

/** An editor document of these root children. */
const documentOf = (children: unknown[]) => ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } })

const linked = (url: string, type = 'link') =>
  documentOf([
    {
      type: 'paragraph',
      version: 1,
      children: [{ type, version: 1, fields: { url, linkType: 'custom' }, children: [{ type: 'text', text: 'here', version: 1 }] }],
    },
  ])

describe('plain text and rich text', () => {
  test('plain text survives the way into a rich text and back, paragraphs and line breaks included', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'Ö', ' ', '\n', '\r\n', '\t', 'x', '-', '€') }), (text) => {
        expect(richTextToPlainText(plainTextToRichText(text))).toBe(normalized(text))
      }),
      { numRuns: 500 },
    )
    const doc = plainTextToRichText('First line\nsecond line\n\n\nNext paragraph')!
    expect(doc.root.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
    expect(doc.root.children[0]!.children!.map((node) => node.type)).toEqual(['text', 'linebreak', 'text'])
    expect(plainTextToRichText('  \n\n ')).toBeNull()
  })

  test('headings, lists and links read as text; only http, https and mailto links are allowed', () => {
    const doc = richText(
      'Intro',
      { heading: 'Agenda' },
      { items: ['One', 'Two'] },
      { text: 'Mail ', link: { label: 'us', url: 'mailto:a@example.org' } },
    )
    expect(richTextToPlainText(doc)).toBe('Intro\n\nAgenda\n\nOne\nTwo\n\nMail us.')
    expect(richTextProblem(doc, 100)).toBeNull()
    for (const url of ['https://example.org/a?b=c', 'http://example.org', 'mailto:someone@example.org'])
      expect(richTextProblem(linked(url), 100)).toBeNull()
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'ftp://files.example.org',
      '/relative',
      'vbscript:x',
      '',
    ])
      for (const type of ['link', 'autolink']) expect(richTextProblem(linked(url, type), 100), `${type} ${url}`).toBe(LINK_ADDRESS_PROBLEM)
  })

  test('anything but the editor’s own document is refused with why', () => {
    expect(richTextProblem('plain string', 100)).toBe('This text is not in the format of the editor.')
    expect(richTextProblem({ root: { type: 'root', children: 'x' } }, 100)).toBe('This text is not in the format of the editor.')
    const upload = { root: { type: 'root', children: [{ type: 'upload', value: 1, relationTo: 'media', version: 1 }] } }
    expect(richTextProblem(upload, 100)).toMatch(/element the editor does not offer \(upload\)/)
    expect(richTextProblem(plainTextToRichText('x'.repeat(101)), 100)).toBe(
      'This value must be shorter than the max length of 100 characters.',
    )
    let deep: Record<string, unknown> = { type: 'text', text: 'deep', version: 1 }
    for (let level = 0; level < 40; level++)
      deep = { type: 'listitem', version: 1, children: [{ type: 'list', version: 1, children: [deep] }] }
    expect(richTextProblem({ root: { type: 'root', children: [deep] } }, 100)).toBe('This text is nested too deeply or has too many parts.')
  })
})

describe('content fields through Payload', () => {
  const getPayload = usePayload()
  let payload: Payload
  beforeAll(() => {
    payload = getPayload()
  })

  test('the plain-text companion is derived on every save and never taken from a client', async () => {
    const description = richText(
      'Why come',
      { heading: 'Programme' },
      { items: ['Talks', 'Labs'] },
      { text: 'See ', link: { label: 'site', url: 'https://example.org' } },
    )
    const event = await createDoc(payload, 'events', {
      title: `Rich ${uniqueTag()}`,
      date: '2031-03-01T08:00:00.000Z',
      description,
      descriptionText: 'forged words',
    })
    expect(event.descriptionText).toBe('Why come\n\nProgramme\n\nTalks\nLabs\n\nSee site.')
    const renamed = await payload.update({ collection: 'events', id: event.id, data: { title: `${event.title} renamed` }, depth: 0 })
    expect(renamed.descriptionText).toBe(event.descriptionText)
    const forged = await payload.update({
      collection: 'events',
      id: event.id,
      data: { descriptionText: 'forged again' } as never,
      depth: 0,
    })
    expect(forged.descriptionText).toBe(event.descriptionText)
    // An emptied editor stores no text at all.
    const emptyEditor = documentOf([{ type: 'paragraph', version: 1, children: [] }])
    const emptied = await payload.update({ collection: 'events', id: event.id, data: { description: emptyEditor } as never, depth: 0 })
    expect(emptied.description).toBeNull()
    expect(emptied.descriptionText).toBeNull()
  })

  test('a javascript: link or a foreign element is refused by the API with the field named', async () => {
    await expect(
      createDoc(payload, 'projects', {
        title: `P ${uniqueTag()}`,
        type: 'Research',
        startDate: '2030-01-01',
        description: linked('javascript:alert(1)'),
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'description', message: LINK_ADDRESS_PROBLEM }] } })
    // A document of foreign nodes and no words is refused too, not quietly stored as empty.
    const foreign = documentOf([{ type: 'relationship', version: 1, value: 1 }])
    await expect(
      createDoc(payload, 'projects', { title: `P ${uniqueTag()}`, type: 'Research', startDate: '2030-01-01', description: foreign }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'description', message: 'This text holds an element the editor does not offer (relationship).' }] },
    })
    // Bulk writes with a text operator on a rich text: refused with the way to search, not a database error.
    await expect(payload.delete({ collection: 'projects', where: { description: { contains: 'x' } } })).rejects.toThrow(
      'description is rich text: search its words with descriptionText (contains).',
    )
    const event = await createDoc(payload, 'events', { title: `E ${uniqueTag()}`, date: '2031-01-01T08:00:00.000Z' })
    await expect(
      createDoc(payload, 'speakers', { event: event.id, firstName: 'A', lastName: 'B', bio: 'just a string' }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'bio', message: 'This text is not in the format of the editor.' }] },
    })
  })

  test('the migration turns each stored text into a document and keeps its words', async () => {
    const table = `rich_text_probe_${uniqueTag().replace(/\W/g, '_')}`.toLowerCase()
    const texts = ['One paragraph', 'Line one\r\nline two\n\n\nSecond paragraph\n', '   ', null, 'Umlaute: Überwachung – 24/7 €']
    const db = payload.db.drizzle
    await db.execute(sql`CREATE TABLE ${sql.identifier(table)} (id serial PRIMARY KEY, description varchar)`)
    try {
      for (const text of texts) await db.execute(sql`INSERT INTO ${sql.identifier(table)} (description) VALUES (${text})`)
      await toRichText(db, table, 'description')
      const { rows } = await db.execute(sql`SELECT description, description_text FROM ${sql.identifier(table)} ORDER BY id`)
      expect(rows.map((row) => row.description_text)).toEqual(texts.map((text) => (text === null ? null : normalized(text))))
      expect(rows.map((row) => richTextToPlainText(row.description))).toEqual(
        texts.map((text) => (text === null ? null : normalized(text))),
      )
      expect((rows[1]!.description as { root: { children: unknown[] } }).root.children).toHaveLength(2)
    } finally {
      await db.execute(sql`DROP TABLE ${sql.identifier(table)}`)
    }
  })
})
