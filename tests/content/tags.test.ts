/**
 * The standards taxonomy (issue 23, item 2) on the real tables: admins keep the tags (slugs made
 * from names, checked, unique); documents, events, agenda items and projects carry them; the
 * lists' filter, a tag's page and the site-wide search find exactly what carries a tag, never a
 * draft; deleting a tag unlinks it everywhere.
 */
import { describe, expect, test } from 'vitest'

import { searchSite } from '../../src/lib/content/search/searchSite'
import { slugOfTagName } from '../../src/lib/content/tags/tagFrameworks'
import { taggedContent, taggedWith } from '../../src/lib/content/tags/taggedContent'
import { uniqueTag, uniqueWord } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { refusal } from '../support/outcome'
import { useActors } from '../support/payload'

const given = useActors()
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
const word = () => uniqueWord('zt')

const newTag = (name: string, extra: Record<string, unknown> = {}) =>
  createDoc(given.payload, 'tags', { name, framework: 'iec-62443', ...extra })

describe('standards taxonomy', () => {
  test('a tag gets its slug from its name; a bad or taken slug is refused with a clear message; members cannot create tags', async () => {
    const suffix = uniqueTag()
    const tag = await newTag(`IEC 62443-3-3: System requirements ${suffix}`)
    expect(tag.slug).toBe(`iec-62443-3-3-system-requirements-${suffix}`)
    expect(slugOfTagName('Énergie & Versorgung: NIS2 (Art. 21)')).toBe('energie-and-versorgung-nis2-art-21')
    expect(await refusal(newTag('Bad slug', { slug: 'Not a Slug!' }))).toBe(
      'The slug may hold only lower-case letters, digits and single hyphens, at most 80 characters.',
    )
    expect(await refusal(newTag('Long slug', { slug: 'a'.repeat(81) }))).toMatch(/at most 80 characters/)
    expect(await refusal(newTag('Taken', { slug: tag.slug }))).toMatch(/unique/i)
    await expect(createDoc(given.payload, 'tags', { name: 'Mine', framework: 'nis2' }, { user: given.actors.member })).rejects.toThrow(
      /not allowed/i,
    )
  })

  test('the lists, a tag page and the search find what carries the tag, never a draft or an untagged row', async () => {
    const marker = word()
    const tag = await newTag(`Tagged ${marker}`)
    const other = await newTag(`Other ${marker}`)
    const event = await createDoc(given.payload, 'events', { title: `Summit ${marker}`, date: inAWeek(), tags: [tag.id] })
    const untaggedEvent = await createDoc(given.payload, 'events', { title: `Meetup ${marker}`, date: inAWeek(), tags: [other.id] })
    const draftEvent = await createDoc(given.payload, 'events', {
      title: `Draft ${marker}`,
      date: inAWeek(),
      tags: [tag.id],
      _status: 'draft',
    })
    const agendaItem = await createAgendaItem(given.payload, event, { title: `Session ${marker}`, tags: [tag.id, other.id] })
    const document = await createDoc(
      given.payload,
      'documents',
      { title: `Guide ${marker}`, company: 'ACME', documentType: 'Guide', tags: [tag.id] },
      { file: pdfFile() },
    )
    const project = await createDoc(given.payload, 'projects', {
      title: `Project ${marker}`,
      type: 'Research',
      startDate: inAWeek(),
      tags: [tag.id],
    })
    await createDoc(given.payload, 'surveys', { title: `Survey ${marker}`, isActive: true })

    const events = await given.payload.find({
      collection: 'events',
      where: { and: [taggedWith(tag), { title: { contains: marker } }] },
      depth: 0,
    })
    expect(events.docs.map((row) => row.id)).toEqual([event.id])
    expect(draftEvent.id).not.toBe(untaggedEvent.id)

    const content = await taggedContent(given.payload, null, tag, 'en', { events: 1, agendaItems: 1, documents: 1, projects: 1 })
    expect(content.events.docs.map((row) => row.id)).toEqual([event.id])
    expect(content.agendaItems.docs.map((row) => row.id)).toEqual([agendaItem.id])
    expect(content.agendaItems.docs[0]!.event).toMatchObject({ id: event.id, title: `Summit ${marker}` })
    expect(content.documents.docs.map((row) => row.id)).toEqual([document.id])
    expect(content.projects.docs.map((row) => row.id)).toEqual([project.id])

    const all = await searchSite({ payload: given.payload, user: given.actors.member }, { query: marker, language: 'en' })
    expect(all.total).toBe(6)
    const narrowed = await searchSite({ payload: given.payload, user: given.actors.member }, { query: marker, language: 'en', tag })
    expect(narrowed.hits.map((hit) => `${hit.kind}:${hit.id}`).sort()).toEqual(
      [`event:${event.id}`, `agenda-item:${agendaItem.id}`, `document:${document.id}`, `project:${project.id}`].sort(),
    )
    expect(narrowed.total).toBe(4)
    // A type that carries no tags finds nothing under a tag.
    const surveys = await searchSite({ payload: given.payload, user: null }, { query: marker, language: 'en', tag, kinds: 'survey' })
    expect(surveys.total).toBe(0)
    const otherOnly = await searchSite({ payload: given.payload, user: null }, { query: marker, language: 'en', tag: other })
    expect(otherOnly.hits.map((hit) => `${hit.kind}:${hit.id}`).sort()).toEqual(
      [`event:${untaggedEvent.id}`, `agenda-item:${agendaItem.id}`].sort(),
    )
  })

  test('deleting a tag unlinks it from everything that carried it; the rows stay', async () => {
    const marker = word()
    const tag = await newTag(`Gone ${marker}`)
    const kept = await newTag(`Kept ${marker}`)
    const event = await createDoc(given.payload, 'events', { title: `Event ${marker}`, date: inAWeek(), tags: [tag.id, kept.id] })
    await given.payload.delete({ collection: 'tags', id: tag.id, overrideAccess: true })
    const after = await given.payload.findByID({ collection: 'events', id: event.id, depth: 0 })
    expect(after.tags).toEqual([kept.id])
  })
})
