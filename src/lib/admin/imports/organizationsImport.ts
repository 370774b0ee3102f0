import { normalKey } from './importColumns'
import type { ImportDefinition } from './importPlan'
import { readAllRows, type ReadRow } from './readRows'

/**
 * Organizations from a CSV file: matched by name, upper and lower case and spacing alike (the
 * list's one name per organization), so a file of the export's columns updates them. Logo and
 * creator are not imported (a file, a member: set them in the form).
 */
export const organizationsImport: ImportDefinition = {
  collection: 'organizations',
  columns: [
    { field: 'name', kind: 'text', max: 200 },
    { field: 'type', kind: 'select' },
    { field: 'sector', kind: 'text', max: 100 },
    { field: 'userEditable', kind: 'checkbox' },
  ],
  requiredColumns: [['name']],
  keyFields: ['name'],
  keyOf: (values) => normalKey(String(values.name)),
  labelOf: (values) => String(values.name ?? ''),
  // Every organization's name (names are no index a case-blind lookup could use), a page at a time.
  existing: async (context) => {
    const saved = new Map<string, ReadRow[]>()
    const rows = await readAllRows(context, 'organizations', {}, { name: true, type: true, sector: true, userEditable: true })
    for (const row of rows) {
      const key = normalKey(String(row.name ?? ''))
      saved.set(key, [...(saved.get(key) ?? []), row])
    }
    return saved
  },
}
