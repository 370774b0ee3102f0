/** Text fields take text: Payload's own check measures only a value's length, so an object was stored as its JSON. */
import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { ABOUT_PAGE_SLUG } from '../../src/lib/content/about/aboutPage'
import { NOT_TEXT } from '../../src/lib/platform/textFieldsTakeText'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

const CHECKED_TYPES = new Set(['text', 'textarea', 'code', 'email'])

/** Every text field of a field list, nested ones included, with its path. */
function typedFields(fields: Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    if (CHECKED_TYPES.has(field.type)) return [{ path, field }]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => typedFields(tab.fields, prefix))
    if (field.type === 'blocks') return field.blocks.flatMap((block) => typedFields(block.fields, `${path}.`))
    if ('fields' in field) return typedFields(field.fields, 'name' in field && field.name ? `${path}.` : prefix)
    return []
  })
}

describe('text fields take text', () => {
  const getPayload = usePayload()
  let payload: Payload
  beforeAll(() => {
    payload = getPayload()
  })

  test('every text field of every collection and global refuses an object, a list, a number, a boolean and a NUL character', async () => {
    const owners = [...payload.config.collections, ...payload.config.globals]
    const checked: string[] = []
    for (const { slug, fields } of owners) {
      for (const { path, field } of typedFields(fields)) {
        if (!('validate' in field) || typeof field.validate !== 'function') throw new Error(`${slug}.${path} has no check`)
        const validate = field.validate as (value: unknown, options: unknown) => unknown
        const options = { req: { payload, t: (key: string) => key }, required: false }
        for (const value of [{ 0: 1, x: 'y' }, [{}], 42, true])
          expect(await validate(value, options), `${slug}.${path} given ${JSON.stringify(value)}`).toBe(NOT_TEXT)
        expect(await validate('a\u0000b', options), `${slug}.${path}`).toMatch(/NUL character/)
        checked.push(`${slug}.${path}`)
      }
    }
    // The fields found taking objects (the hostile suite's, a file's type), a nested one and an account's e-mail.
    expect(checked).toEqual(
      expect.arrayContaining([
        'events.title',
        'media.mimeType',
        'users.email',
        `${ABOUT_PAGE_SLUG}.title`,
        `${ABOUT_PAGE_SLUG}.values.title`,
      ]),
    )
  })

  test('an object or a list for a text field is refused with the field named and nothing stored, for globals and collections', async () => {
    const before = await payload.findGlobal({ slug: ABOUT_PAGE_SLUG })
    await expect(
      payload.updateGlobal({ slug: ABOUT_PAGE_SLUG, data: { title: { 0: -428827084 } as unknown as string } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NOT_TEXT }] } })
    expect((await payload.findGlobal({ slug: ABOUT_PAGE_SLUG })).title).toBe(before.title)

    const event = await createDoc(payload, 'events', { title: 'Typed', date: '2031-01-01T08:00:00.000Z' })
    await expect(
      payload.update({ collection: 'events', id: event.id, data: { location: ['Berlin'] as unknown as string } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'location', message: NOT_TEXT }] } })
    expect(await payload.findByID({ collection: 'events', id: event.id })).toMatchObject({ title: 'Typed', location: null })
  })
})
