/**
 * The site-wide search (src/lib/content/search/searchSite.ts) on the real tables and triggers: each type
 * is found by its words in English and German, drafts and what a reader may not read never
 * appear, results stay current with edits, and any input gives a bounded search.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, test } from 'vitest'

import { HIGHLIGHT_END, HIGHLIGHT_START, MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '../../src/lib/content/search/searchInput'
import { COUNTED_RESULTS, RECENT_ENTRIES, searchSite } from '../../src/lib/content/search/searchSite'
import type { User } from '../../src/payload-types'
import { createAgendaItem, createDoc } from '../support/create'
import { pdfFile } from '../support/files'
import { useActors } from '../support/payload'
import { inAWeek, searchWord } from '../support/searchWords'

const given = useActors()

const search = (user: User | null | undefined, query: string, extra: { kinds?: unknown; page?: unknown; language?: 'en' | 'de' } = {}) =>
  searchSite({ payload: given.payload, user: user ?? null }, { query, language: extra.language ?? 'en', ...extra })

const found = async (user: User | null | undefined, query: string) => (await search(user, query)).hits.map((hit) => `${hit.kind}:${hit.id}`)

const word = searchWord

describe('site-wide search', () => {
  test('finds each type by its words, with the match highlighted and agenda items and speakers linked to their event', async () => {
    const tag = word()
    const event = await createDoc(given.payload, 'events', { title: `Summit ${tag}`, date: inAWeek(), location: 'Hamburg' })
    const agendaItem = await createAgendaItem(given.payload, event, { title: `Keynote on ${tag}` })
    const speaker = await createDoc(given.payload, 'speakers', { event: event.id, firstName: 'Ada', lastName: tag })
    const document = await createDoc(
      given.payload,
      'documents',
      { title: `Guide ${tag}`, company: 'ACME', documentType: 'Guide' },
      { file: pdfFile() },
    )
    const project = await createDoc(given.payload, 'projects', { title: `Project ${tag}`, type: 'Research', startDate: inAWeek() })
    const survey = await createDoc(given.payload, 'surveys', { title: `Survey ${tag}`, isActive: true })
    const organization = await createDoc(given.payload, 'organizations', { name: `Works ${tag}`, type: 'industry' })

    const hits = await search(given.actors.member, tag)
    expect(hits.hits.map((hit) => `${hit.kind}:${hit.id}`).sort()).toEqual(
      [
        `event:${event.id}`,
        `agenda-item:${agendaItem.id}`,
        `speaker:${speaker.id}`,
        `document:${document.id}`,
        `project:${project.id}`,
        `survey:${survey.id}`,
        `organization:${organization.id}`,
      ].sort(),
    )
    expect(hits.total).toBe(7)
    const agendaHit = hits.hits.find((hit) => hit.kind === 'agenda-item')!
    expect(agendaHit.eventId).toBe(event.id)
    expect(agendaHit.title).toBe(`Keynote on ${HIGHLIGHT_START}${tag}${HIGHLIGHT_END}`)
    expect(hits.hits.find((hit) => hit.kind === 'speaker')!.eventId).toBe(event.id)

    // The type filter: only what was asked for; unknown types mean all.
    expect((await search(given.actors.member, tag, { kinds: ['event', 'survey'] })).hits.map((hit) => hit.kind).sort()).toEqual([
      'event',
      'survey',
    ])
    expect((await search(given.actors.member, tag, { kinds: 'bogus' })).total).toBe(7)
  })

  test('matches German and English word forms, and the German title on the German site', async () => {
    const tag = word()
    const event = await createDoc(given.payload, 'events', { title: `Netzwerke ${tag}`, date: inAWeek() })
    await given.payload.update({
      collection: 'events',
      id: event.id,
      locale: 'de',
      data: { title: `Netzwerksicherheit der Anlagen ${tag}` },
      overrideAccess: true,
    })
    // German stemming: 'Anlage' finds 'Anlagen'; an English word that is no word of the entry finds nothing.
    expect(await found(null, `Anlage ${tag}`)).toEqual([`event:${event.id}`])
    expect(await found(null, `networks ${tag}`)).toEqual([])
    const german = await search(null, tag, { language: 'de' })
    expect(german.hits[0]!.title).toContain('Netzwerksicherheit')
    const english = await search(null, tag, { language: 'en' })
    expect(english.hits[0]!.title).toContain('Netzwerke')
  })

  test('drafts never appear, nor the agenda and speakers of a draft event, nor inactive surveys', async () => {
    const tag = word()
    const draftEvent = await given.payload.create({
      collection: 'events',
      data: { title: `Hidden ${tag}`, date: inAWeek() },
      draft: true,
      user: given.actors.admin,
      depth: 0,
    })
    await createAgendaItem(given.payload, draftEvent, { title: `Hidden session ${tag}` })
    await createDoc(given.payload, 'speakers', { event: draftEvent.id, firstName: 'Hidden', lastName: tag })
    await given.payload.create({
      collection: 'documents',
      data: { title: `Hidden ${tag}`, company: 'ACME', documentType: 'Guide', _status: 'draft' },
      draft: true,
      file: pdfFile(),
      user: given.actors.admin,
      depth: 0,
    })
    await createDoc(given.payload, 'surveys', { title: `Closed ${tag}`, isActive: false })
    for (const user of [null, given.actors.member, given.actors.admin]) expect(await found(user, tag)).toEqual([])

    // Published later: found; unpublished again: gone.
    await given.payload.update({ collection: 'events', id: draftEvent.id, data: { _status: 'published' }, user: given.actors.admin })
    expect((await found(null, tag)).length).toBe(3)
    await given.payload.update({ collection: 'events', id: draftEvent.id, data: { _status: 'draft' }, user: given.actors.admin })
    expect(await found(null, tag)).toEqual([])
  })

  test('vendors are found by signed-in people only, as the organizations page shows them', async () => {
    const tag = word()
    const vendor = await createDoc(given.payload, 'organizations', { name: `Vendor ${tag}`, type: 'vendor' })
    expect(await found(null, tag)).toEqual([])
    expect(await found(given.actors.member, tag)).toEqual([`organization:${vendor.id}`])
  })

  test('who finds an item follows its row: an organization becoming a vendor, a survey closed and reopened', async () => {
    const tag = word()
    const organization = await createDoc(given.payload, 'organizations', { name: `Works ${tag}`, type: 'industry' })
    const survey = await createDoc(given.payload, 'surveys', { title: `Survey ${tag}`, isActive: true })
    expect((await found(null, tag)).sort()).toEqual([`organization:${organization.id}`, `survey:${survey.id}`].sort())
    await given.payload.update({ collection: 'organizations', id: organization.id, data: { type: 'vendor' }, overrideAccess: true })
    await given.payload.update({ collection: 'surveys', id: survey.id, data: { isActive: false }, overrideAccess: true })
    expect(await found(null, tag)).toEqual([])
    expect(await found(given.actors.member, tag)).toEqual([`organization:${organization.id}`])
    await given.payload.update({ collection: 'surveys', id: survey.id, data: { isActive: true }, overrideAccess: true })
    expect((await found(given.actors.member, tag)).sort()).toEqual([`organization:${organization.id}`, `survey:${survey.id}`].sort())
  })

  test('edits and deletions show at once', async () => {
    const tag = word()
    const other = word()
    const project = await createDoc(given.payload, 'projects', { title: `Plan ${tag}`, type: 'Research', startDate: inAWeek() })
    expect(await found(null, tag)).toEqual([`project:${project.id}`])
    // A draft of the next version is not what members see: its words are not found yet.
    await given.payload.update({
      collection: 'projects',
      id: project.id,
      data: { title: `Plan ${other}` },
      draft: true,
      user: given.actors.admin,
    })
    expect(await found(given.actors.member, other)).toEqual([])
    expect(await found(null, tag)).toEqual([`project:${project.id}`])
    await given.payload.update({
      collection: 'projects',
      id: project.id,
      data: { title: `Plan ${other}`, _status: 'published' },
      user: given.actors.admin,
    })
    expect(await found(null, tag)).toEqual([])
    expect(await found(null, other)).toEqual([`project:${project.id}`])
    await given.payload.delete({ collection: 'projects', id: project.id, overrideAccess: true })
    expect(await found(null, other)).toEqual([])
  })

  test('pages of 20, and any input is a bounded search', async () => {
    const tag = word()
    for (let index = 0; index < SEARCH_PAGE_SIZE + 3; index++)
      await createDoc(given.payload, 'organizations', { name: `Cluster ${tag} ${index}`, type: 'industry' })
    const first = await search(null, tag)
    const second = await search(null, tag, { page: '2' })
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 3)
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE)
    expect(second.hits).toHaveLength(3)
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.id)).size).toBe(SEARCH_PAGE_SIZE + 3)
    // Past the last page: the count, no rows; hostile pages are clamped.
    expect(await search(null, tag, { page: '999999' })).toMatchObject({ page: MAX_SEARCH_PAGE, total: SEARCH_PAGE_SIZE + 3, hits: [] })
    expect(await search(null, tag, { page: '-1' })).toMatchObject({ page: 1 })
    for (const hostile of [
      `'; DROP TABLE search_entries; --`,
      '"unbalanced',
      `${tag} & | ! <-> :* ( ) \\ '`,
      'x'.repeat(100_000),
      '\u0000\uE000',
      '   ',
      'the and or',
    ]) {
      const result = await search(null, hostile)
      expect(result.query.length).toBeLessThanOrEqual(200)
    }
    expect(await search(null, `"${tag}`)).toMatchObject({ total: SEARCH_PAGE_SIZE + 3 })
    expect(await search(null, `${tag} -Cluster`)).toMatchObject({ total: 0 })
  })

  test('a word in more items than anyone can page through is counted up to the limit, and says so', async () => {
    const tag = word()
    // Straight in SQL: a thousand organizations through Payload would take most of the test's time; the triggers index them all the same.
    await given.payload.db.drizzle.execute(
      sql`INSERT INTO organizations (name, type) SELECT 'Many ' || ${tag} || ' ' || i, 'industry' FROM generate_series(1, ${COUNTED_RESULTS + 5}) i`,
    )
    try {
      const first = await search(null, tag)
      expect(first).toMatchObject({ total: COUNTED_RESULTS, moreThan: true })
      expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE)
      const last = await search(null, tag, { page: String(MAX_SEARCH_PAGE) })
      expect(last.hits).toHaveLength(SEARCH_PAGE_SIZE)
      expect(new Set([...first.hits, ...last.hits].map((hit) => hit.id)).size).toBe(2 * SEARCH_PAGE_SIZE)
      expect(await search(null, `${tag} 7`)).toMatchObject({ moreThan: false })
    } finally {
      await given.payload.db.drizzle.execute(sql`DELETE FROM organizations WHERE name LIKE ${`Many ${tag} %`}`)
    }
    expect(await search(null, tag)).toMatchObject({ total: 0, moreThan: false })
  })

  test('a frequent word is ranked among its newest thousand matches when the most recently changed entries hold them, else every match is', async () => {
    const [tag, other] = [word(), word()]
    // Straight in SQL, as above: the triggers index them all the same.
    const insert = (name: string, count: number) =>
      given.payload.db.drizzle.execute(
        sql`INSERT INTO organizations (name, type) SELECT ${name} || ' ' || i, 'industry' FROM generate_series(1, ${count}) i`,
      )
    const firstAndLastPage = async () =>
      Promise.all(['1', String(MAX_SEARCH_PAGE)].map(async (page) => (await search(null, tag, { page })).hits.map((hit) => hit.id)))
    try {
      // The five oldest matches are the best (the word twice).
      await insert(`Many ${tag} ${tag}`, 5)
      await insert(`Many ${tag}`, COUNTED_RESULTS)
      const { rows } = await given.payload.db.drizzle.execute(sql`SELECT id FROM organizations WHERE name LIKE ${`Many ${tag} ${tag} %`}`)
      const oldest = (rows as { id: number }[]).map((row) => Number(row.id))
      expect(oldest).toHaveLength(5)
      // Among the most recently changed entries: read along their index, the newest thousand ranked.
      const recent = await firstAndLastPage()
      expect(recent.map((page) => page.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE])
      expect(recent.flat().filter((id) => oldest.includes(id))).toEqual([])
      // Older than all of them: every match ranked, the best (and oldest) first.
      await insert(`Newer ${other}`, RECENT_ENTRIES)
      const [first] = await firstAndLastPage()
      expect(first!.slice(0, 5).sort()).toEqual([...oldest].sort())
    } finally {
      await given.payload.db.drizzle.execute(
        sql`DELETE FROM organizations WHERE name LIKE ${`Many ${tag}%`} OR name LIKE ${`Newer ${other} %`}`,
      )
    }
  })

  test('standards codes: tag names are words of what carries them, found however the code is written, and follow renames and unlinks', async () => {
    // A code of its own, so no other test's tag matches it.
    const code = String(90_000 + Math.floor(Math.random() * 9_999))
    const tag = await createDoc(given.payload, 'tags', { name: `IEC ${code}-3-3: System requirements`, framework: 'iec-62443' })
    const document = await createDoc(
      given.payload,
      'documents',
      { title: `Zone model ${word()}`, company: 'ACME', documentType: 'Guide', tags: [tag.id] },
      { file: pdfFile() },
    )
    const event = await createDoc(given.payload, 'events', { title: `Workshop ${word()}`, date: inAWeek(), tags: [tag.id] })
    const expected = [`document:${document.id}`, `event:${event.id}`].sort()
    for (const query of [`iec ${code}`, `IEC-${code}`, `${code}-3-3`, `IEC ${code}-3-3`, `IEC ${code} 3-3`])
      expect((await found(null, query)).sort(), query).toEqual(expected)
    // Another part of the same standard is not this one: a code's parts are a phrase.
    const otherPart = await createDoc(given.payload, 'tags', { name: `IEC ${code}-2-3: Patch management`, framework: 'iec-62443' })
    const project = await createDoc(given.payload, 'projects', {
      title: `Patching ${word()}`,
      type: 'Research',
      startDate: inAWeek(),
      tags: [otherPart.id],
    })
    expect(await found(null, `${code}-2-3`)).toEqual([`project:${project.id}`])
    expect(await found(null, `${code}-3-2`)).toEqual([])

    await given.payload.update({ collection: 'tags', id: tag.id, data: { name: `IEC ${Number(code) + 1}-3-3` }, overrideAccess: true })
    expect(await found(null, `${code}-3-3`)).toEqual([])
    expect((await found(null, String(Number(code) + 1))).sort()).toEqual(expected)
    await given.payload.update({ collection: 'documents', id: document.id, data: { tags: [] }, overrideAccess: true })
    expect(await found(null, String(Number(code) + 1))).toEqual([`event:${event.id}`])
  })

  test('the last word is also a beginning, as the reader types; only from three letters on and outside quotes', async () => {
    const tag = word()
    const event = await createDoc(given.payload, 'events', { title: `Netzsegmentierung ${tag}`, date: inAWeek() })
    expect(await found(null, tag.slice(0, 6))).toEqual([`event:${event.id}`])
    expect(await found(null, `${tag} Netzsegment`)).toEqual([`event:${event.id}`])
    // Only the last word: the words before it are whole.
    expect(await found(null, `Netzsegment ${tag}`)).toEqual([])
    // Quoted, a beginning is a word of its own, and too far from the whole word to be a typo of it.
    expect(await search(null, `"${tag.slice(0, 6)}"`)).toMatchObject({ correctedQuery: null, total: 0 })
    expect(await search(null, `${tag} Ne`)).toMatchObject({ correctedQuery: null, total: 0 })
  })

  test('a query that finds nothing gets the closest words that find something for the same reader ("Did you mean")', async () => {
    const tag = word()
    const typo = (text: string) => `${text.slice(0, 4)}${text.slice(5)}`
    const event = await createDoc(given.payload, 'events', { title: `Substation ${tag}`, date: inAWeek() })
    const corrected = await search(null, typo(tag))
    expect(corrected).toMatchObject({ query: typo(tag), correctedQuery: tag, total: 1 })
    expect(corrected.hits.map((hit) => `${hit.kind}:${hit.id}`)).toEqual([`event:${event.id}`])
    // A word found as typed is not corrected.
    expect(await search(null, tag)).toMatchObject({ correctedQuery: null, total: 1 })
    // The correction keeps the case the reader typed.
    const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
    expect(await search(null, `Substaton ${capitalized(typo(tag))}`)).toMatchObject({ correctedQuery: `Substation ${capitalized(tag)}` })
    expect(await search(null, typo(tag).toUpperCase())).toMatchObject({ correctedQuery: tag.toUpperCase() })

    // What a reader may not find is never offered to them: a vendor (members only), a draft, a restricted document.
    const vendorWord = word()
    await createDoc(given.payload, 'organizations', { name: `Vendor ${vendorWord}`, type: 'vendor' })
    expect(await search(null, typo(vendorWord))).toMatchObject({ correctedQuery: null, total: 0 })
    expect(await search(given.actors.member, typo(vendorWord))).toMatchObject({ correctedQuery: vendorWord, total: 1 })
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
    await createDoc(
      given.payload,
      'documents',
      { title: `Playbook ${amberWord}`, company: 'ACME', documentType: 'Guide', tlp: 'amber', owningOrganization: owner.id },
      { file: pdfFile() },
    )
    const { rows } = await given.payload.db.drizzle.execute(
      sql`SELECT word FROM search_vocabulary WHERE word IN (${draftWord}, ${amberWord}, ${vendorWord}, ${tag})`,
    )
    expect((rows as { word: string }[]).map((row) => row.word).sort()).toEqual([tag, vendorWord].sort())
    for (const user of [null, given.actors.member, given.actors.admin])
      for (const hidden of [draftWord, amberWord]) expect(await search(user, typo(hidden))).toMatchObject({ correctedQuery: null })
  })
})
