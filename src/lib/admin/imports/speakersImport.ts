import { normalKey } from './importColumns'
import type { ImportDefinition } from './importPlan'
import { savedRowsOfEvents } from './readRows'

const keyOf = (event: unknown, firstName: unknown, lastName: unknown) =>
  `${String(event)}|${normalKey(String(firstName ?? ''))}|${normalKey(String(lastName ?? ''))}`

/**
 * Speakers from a CSV file: matched by event, first and last name (case and spacing alike); the
 * event by its ID or its title. The bio is plain text (paragraphs by blank lines), in the
 * default language; the photo is not imported.
 */
export const speakersImport: ImportDefinition = {
  collection: 'speakers',
  columns: [
    { field: 'event', kind: 'relation', related: 'events' },
    { field: 'title', kind: 'select' },
    { field: 'firstName', kind: 'text', max: 100 },
    { field: 'lastName', kind: 'text', max: 100 },
    { field: 'jobRole', kind: 'text', max: 200 },
    { field: 'company', kind: 'text', max: 200 },
    { field: 'bio', kind: 'richText', max: 5000 },
  ],
  requiredColumns: [['event', 'event:title'], ['firstName'], ['lastName']],
  keyFields: ['event', 'firstName', 'lastName'],
  keyOf: (values) => keyOf(values.event, values.firstName, values.lastName),
  labelOf: (values, titleOf) =>
    [[values.firstName, values.lastName].filter(Boolean).join(' '), titleOf('event')].filter(Boolean).join(' · '),
  // The speakers of the file's events.
  existing: (context, rows) =>
    savedRowsOfEvents(
      context,
      'speakers',
      rows,
      { event: true, title: true, firstName: true, lastName: true, jobRole: true, company: true, bio: true },
      (row) => keyOf(row.event, row.firstName, row.lastName),
    ),
}
