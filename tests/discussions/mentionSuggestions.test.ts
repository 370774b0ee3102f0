/**
 * The composer's @mention suggestions (issue 50, item 3; src/lib/discussions/mentions/mentionSuggestions.ts)
 * on the real database, read as the member who types: listed members whose name or a word of it
 * starts with the letters, case aside, by name; never the reader, an unlisted member, either side
 * of a blocked pair, nor a name two listed members share (a mention of it links neither); LIKE's
 * wildcards taken literally; the input bounded; a member asking too fast refused. The route,
 * GET /api/discussions/mention-suggestions, answers over HTTP in tests/e2e (its guards:
 * tests/e2e/discussions/mentionAutocomplete.e2e.ts, its 429: tests/e2e/authorization/abuseProtection.e2e.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mentionedMembers } from '../../src/lib/discussions/mentions/mentionedMembers'
import { SUGGESTED_MENTIONS, suggestMentions } from '../../src/lib/discussions/mentions/mentionSuggestions'
import type { Organization, User } from '../../src/payload-types'
import { createUser, uniqueTag, uniqueWord } from '../support/actors'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'

const given = useActors()
let payload: Payload
let organization: Organization

/** A member under a name of their own, listed in the people directory unless told otherwise. */
const person = async (firstName: string, lastName: string, { listed = true } = {}) => {
  const user = await createUser(payload, { email: `suggest-${uniqueTag()}@mention.example`, organization: organization.id, firstName })
  return payload.update({ collection: 'users', id: user.id, data: { lastName, directory: { listed } }, overrideAccess: true })
}
const suggest = (reader: User, prefix: unknown) => suggestMentions({ payload, user: reader }, { prefix })
const names = async (reader: User, prefix: unknown) => (await suggest(reader, prefix)).map((suggestion) => suggestion.name)
const fullName = (user: User) => `${user.firstName} ${user.lastName}`

const LIMIT = 'RATE_LIMIT_MENTION_SUGGESTIONS_PER_SENDER'
const savedLimit = process.env[LIMIT]
afterAll(() => {
  if (savedLimit === undefined) delete process.env[LIMIT]
  else process.env[LIMIT] = savedLimit
})

beforeAll(async () => {
  payload = given.payload
  organization = await createDoc(payload, 'organizations', { name: `Suggest Works ${uniqueTag()}`, type: 'industry', userEditable: false })
})

describe('mention suggestions', () => {
  test('listed members whose first or last name starts with the letters, case aside, by name; not the reader, not the unlisted', async () => {
    const word = uniqueWord('sgst')
    const reader = await person('Rita', word)
    const ada = await person(`${word}ada`, 'Lovelace')
    const bob = await person('Bob', `${word}bee`)
    const inside = await person('Cleo', `Mid${word}`)
    const unlisted = await person('Dora', `${word}dee`, { listed: false })

    // The first name, the last name, either case; the letters inside a word find nothing.
    // By name: "Bob …" before "sgst…" whether the database sorts by bytes or by language.
    expect(await names(reader, word)).toEqual([fullName(bob), fullName(ada)])
    expect(await names(reader, word.toUpperCase())).toEqual([fullName(bob), fullName(ada)])
    expect(await names(reader, `${word}ad`)).toEqual([fullName(ada)])
    expect(await names(reader, `bob ${word.slice(0, -2)}`)).toEqual([fullName(bob)])
    expect(await names(reader, `  ${word}b  `)).toEqual([fullName(bob)])
    expect((await names(reader, `Mid${word}`)).includes(fullName(inside))).toBe(true)
    // The reader (listed, their last name the word) is left out of their own list above, not of others'; the unlisted member never.
    expect(await names(ada, word)).toEqual([fullName(bob), fullName(reader)])
    expect(await names(reader, `${word}dee`)).toEqual([])
    expect(await names(ada, `Dora ${word}`)).not.toContain(fullName(unlisted))
  })

  test('a blocked pair is never offered to each other, either way', async () => {
    const word = uniqueWord('sgbl')
    const reader = await person('Rolf', `Reader${word}`)
    const blocker = await person('Ines', word)
    const blocked = await person('Jan', word)
    const bystander = await person('Karl', word)
    await createDoc(payload, 'member-blocks', { blocker: blocker.id, blocked: reader.id })
    await createDoc(payload, 'member-blocks', { blocker: reader.id, blocked: blocked.id })

    expect(await names(reader, word)).toEqual([fullName(bystander)])
    expect(await names(blocker, `Reader${word}`)).toEqual([])
    expect(await names(blocked, `Reader${word}`)).toEqual([])
    // Others see all of them.
    expect(await names(bystander, word)).toEqual([fullName(blocker), fullName(blocked)])
    expect(await names(bystander, `Reader${word}`)).toEqual([fullName(reader)])
  })

  test('a name two listed members share is left out, also when one of them is out of the reader’s sight', async () => {
    const word = uniqueWord('sgtw')
    const reader = await person('Theo', `Reader${word}`)
    const twins = [await person('Twin', word), await person('Twin', word)]
    const single = await person('Solo', word)
    // The other "Hidden" is blocked by the reader: only one is seen, and the name still stands for neither.
    const hidden = await person('Hidden', word)
    const blockedNamesake = await person('Hidden', word)
    await createDoc(payload, 'member-blocks', { blocker: reader.id, blocked: blockedNamesake.id })

    expect(await names(reader, word)).toEqual([fullName(single)])
    expect(await names(reader, `Twin ${word}`)).toEqual([])
    expect(await names(reader, `Hidden ${word}`)).toEqual([])
    // As a post's mention resolves them (mentionedMembers.ts): the offered name to its member, the others to nobody.
    const req = { payload } as Parameters<typeof mentionedMembers>[0]
    expect(await mentionedMembers(req, [fullName(single), fullName(twins[0]!), fullName(hidden)])).toEqual([single.id])
  })

  test('LIKE’s wildcards are letters like any other', async () => {
    const word = uniqueWord('sgwc')
    const reader = await person('Wanda', 'Reader')
    const percent = await person('Cent', `100%${word}`)
    const underscore = await person('Under', `a_${word}`)
    await person('Plain', `abc${word}`)

    expect(await names(reader, `100%${word}`)).toEqual([fullName(percent)])
    expect(await names(reader, `a_${word}`)).toEqual([fullName(underscore)])
    // Neither stands for other letters: `%` is not "anything", `_` not "any one".
    expect(await names(reader, `%${word}`)).toEqual([])
    expect(await names(reader, `ab_${word.slice(0, 4)}`)).toEqual([])
    expect(await names(reader, `a%c${word.slice(0, 4)}`)).toEqual([])
    expect(await names(reader, `\\${word}`)).toEqual([])
  })

  test('bounded: at most eight, nothing below two characters, long or odd input clamped before any query', async () => {
    const word = uniqueWord('sgmn')
    const reader = await person('Mona', 'Reader')
    // Letters only, one length: the same order whether the database sorts by bytes or by language.
    for (let index = 0; index < SUGGESTED_MENTIONS + 3; index++) await person(`M${'abcdefghijk'[index]}`, word)
    const offered = await names(reader, word)
    expect(offered).toHaveLength(SUGGESTED_MENTIONS)
    expect(offered).toEqual([...offered].sort())

    expect(await names(reader, 'a')).toEqual([])
    expect(await names(reader, ' a ')).toEqual([])
    expect(await names(reader, ['ab', 'cd'])).toEqual([])
    expect(await names(reader, null)).toEqual([])
    expect(await names(reader, `${word}${'x'.repeat(10_000)}`)).toEqual([])
    expect(await names(reader, "'; DROP TABLE directory_profiles; --")).toEqual([])
    expect(await names(reader, `${word}\u0000`)).toHaveLength(SUGGESTED_MENTIONS)
  })

  test('a member asking too fast is refused for a while (429), and a too-short prefix is not counted', async () => {
    process.env[LIMIT] = '3/1m'
    try {
      const word = uniqueWord('sgrl')
      const reader = await person('Quick', `Typist${word}`)
      const other = await person('Slow', word)
      for (let attempt = 0; attempt < 5; attempt++) await suggest(reader, 'x')
      for (let attempt = 0; attempt < 3; attempt++) expect(await names(reader, word)).toEqual([fullName(other)])
      const refused = await suggest(reader, word).catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 60, message: expect.stringContaining('Too many name suggestions') })
      // Another member is not affected.
      expect(await names(other, `Quick Typist${word}`)).toEqual([fullName(reader)])
    } finally {
      if (savedLimit === undefined) delete process.env[LIMIT]
      else process.env[LIMIT] = savedLimit
    }
  })
})
