/**
 * The admin's field components, judged on the built config: every JSON or code field, in every
 * collection and global the admin shows, names its own component, so no edit view loads Payload's Monaco editor
 * from a CDN (the admin's Content Security Policy blocks it and the page reports an error).
 */
import type { Field } from 'payload'
import { expect, test } from 'vitest'

import config from '@payload-config'

import { READ_ONLY_JSON_FIELD } from '../../src/lib/admin/jsonFieldsAsText'

function* codeEditorFields(fields: Field[], where: string): Generator<string> {
  for (const field of fields) {
    const name = 'name' in field ? `${where}.${field.name}` : where
    if ((field.type === 'json' || field.type === 'code') && field.admin?.components?.Field === undefined) yield name
    if (field.type === 'tabs') for (const tab of field.tabs) yield* codeEditorFields(tab.fields, name)
    else if (field.type === 'blocks') for (const block of field.blocks) yield* codeEditorFields(block.fields, name)
    else if ('fields' in field) yield* codeEditorFields(field.fields, name)
  }
}

test('no JSON or code field in the admin uses the CDN-loaded code editor', async () => {
  const built = await config
  // Payload's own hidden collections (jobs, preferences, key-value) have no edit view.
  const holders = [...built.collections, ...built.globals].filter((holder) => holder.admin?.hidden !== true)
  const jsonFields = holders.flatMap((holder) => holder.fields.filter((field) => field.type === 'json'))
  // The app has server-written JSON values (schedule changes, outgoing e-mails, the audit trail).
  expect(jsonFields.length).toBeGreaterThan(2)
  expect(jsonFields.some((field) => field.admin?.components?.Field === READ_ONLY_JSON_FIELD)).toBe(true)
  expect(holders.flatMap((holder) => [...codeEditorFields(holder.fields, holder.slug)])).toEqual([])
})
