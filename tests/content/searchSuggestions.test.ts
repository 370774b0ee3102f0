/**
 * The search field's suggestions (src/lib/content/search/searchSuggestions.ts) and their endpoint
 * on the real tables (the endpoint, GET /api/search-suggestions, over HTTP in tests/e2e): the last word completed from the vocabulary of
 * what anyone may find, the best few items by the search's own rules for this reader, nothing a
 * reader may not find, and any input bounded.
 */
import { describe, expect, test } from 'vitest'

import { MAX_QUERY_CHARS } from '../../src/lib/content/search/searchInput'
import { suggestSearches, SUGGESTED_ITEMS } from '../../src/lib/content/search/searchSuggestions'
import type { User } from '../../src/payload-types'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { inAWeek, searchWord } from '../support/searchWords'

const given = useActors()

const suggest = (user: User | null, query: unknown, language: 'en' | 'de' = 'en') =>
  suggestSearches({ payload: given.payload, user }, { query, language })

const word = searchWord

describe('search suggestions', () => {
  test('complete the last word from what anyone may find, and offer the best items, titles in the reader’s language', async () => {
    const tag = word()
    const event = await createDoc(given.payload, 'events', { title: `Substation ${tag}`, date: inAWeek() })
    await given.payload.update({
      collection: 'events',
      id: event.id,
      locale: 'de',
      data: { title: `Umspannwerk ${tag}` },
      overrideAccess: true,
    })

    // Words complete whatever came before them; items match every word.
    expect((await suggest(null, `Grid ${tag.slice(0, 6)}`)).words).toContain(`Grid ${tag}`)
    const typing = await suggest(null, `Substation ${tag.slice(0, 6)}`)
    expect(typing.words).toEqual([`Substation ${tag}`])
    expect(typing.items).toEqual([{ kind: 'event', id: event.id, eventId: null, title: `Substation ${tag}` }])
    expect((await suggest(null, tag.slice(0, 6), 'de')).items).toEqual([
      { kind: 'event', id: event.id, eventId: null, title: `Umspannwerk ${tag}` },
    ])
    // A finished word (a space after it) is not completed; the items stay.
    const finished = await suggest(null, `${tag} `)
    expect(finished.words).toEqual([])
    expect(finished.items.map((item) => item.id)).toEqual([event.id])
    // Agenda items open their event.
    const agendaItem = await createAgendaItem(given.payload, event, { title: `Relay testing ${tag}` })
    expect((await suggest(null, `relay ${tag}`)).items).toContainEqual({
      kind: 'agenda-item',
      id: agendaItem.id,
      eventId: event.id,
      title: `Relay testing ${tag}`,
    })
  })

  test('never offer what the reader may not find: vendors to visitors, drafts, restricted documents to those who may not read them', async () => {
    const vendorWord = word()
    const vendor = await createDoc(given.payload, 'organizations', { name: `Vendor ${vendorWord}`, type: 'vendor' })
    // The vocabulary holds members' words too: a completion is offered only when it finds something for this reader.
    expect(await suggest(null, vendorWord.slice(0, 7))).toMatchObject({ words: [], items: [] })
    expect(await suggest(given.actors.member, vendorWord.slice(0, 7))).toMatchObject({
      words: [vendorWord],
      items: [{ kind: 'organization', id: vendor.id }],
    })

    const draftWord = word()
    await given.payload.create({
      collection: 'events',
      data: { title: `Hidden ${draftWord}`, date: inAWeek() },
      draft: true,
      user: given.actors.admin,
      depth: 0,
    })
    const owner = await createDoc(given.payload, 'organizations', { name: `Owner ${word()}`, type: 'industry' })
    const amberWord = word()
    const amber = await createDoc(
      given.payload,
      'documents',
      { title: `Playbook ${amberWord}`, company: 'ACME', documentType: 'Guide', tlp: 'amber', owningOrganization: owner.id },
      { file: pdfFile() },
    )
    for (const user of [null, given.actors.member, given.actors.admin]) {
      expect(await suggest(user, draftWord.slice(0, 7))).toMatchObject({ words: [], items: [] })
      // Restricted words are never in the vocabulary, for anyone.
      expect((await suggest(user, amberWord.slice(0, 7))).words).toEqual([])
    }
    expect((await suggest(null, amberWord)).items).toEqual([])
    expect((await suggest(given.actors.member, amberWord)).items).toEqual([])
    // An admin may read every label: the item, without its word ever being completed.
    expect((await suggest(given.actors.admin, amberWord)).items.map((item) => item.id)).toEqual([amber.id])
  })

  test('any input is bounded: nothing below two characters, long text clamped, at most a few of each', async () => {
    expect(await suggest(null, 'z')).toEqual({ query: 'z', words: [], items: [] })
    expect(await suggest(null, ['a', 'b'])).toMatchObject({ words: [], items: [] })
    expect((await suggest(null, 'zq'.repeat(5000))).query).toHaveLength(MAX_QUERY_CHARS)
    for (const text of ["'; DROP TABLE search_vocabulary; --", '%_%', '((( ))) :* & |', '"unbalanced'])
      expect(await suggest(null, text)).toMatchObject({ words: expect.any(Array), items: expect.any(Array) })
    const many = word()
    for (let index = 0; index < SUGGESTED_ITEMS + 2; index++)
      await createDoc(given.payload, 'organizations', { name: `Works ${index} ${many}`, type: 'industry' })
    expect((await suggest(null, many)).items).toHaveLength(SUGGESTED_ITEMS)
  })
})
