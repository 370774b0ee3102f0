import { formatEventDateTime } from '@/lib/shared/format/dates'

import { normalKey } from './importColumns'
import type { ImportDefinition } from './importPlan'
import { reason } from './importReasons'
import { savedRowsOfEvents } from './readRows'

const keyOf = (event: unknown, title: unknown, start: unknown) =>
  `${String(event)}|${normalKey(String(title ?? ''))}|${start ? new Date(String(start)).toISOString() : ''}`

/**
 * Agenda items from a CSV file: matched by event, title (case and spacing alike) and start
 * time; the event by its ID or its title. Times with an offset as the export writes them, or
 * without one in Berlin time; the description is plain text; title and description in the
 * default language. Tags are not imported (pick them in the form).
 */
export const agendaItemsImport: ImportDefinition = {
  collection: 'agenda-items',
  columns: [
    { field: 'event', kind: 'relation', related: 'events' },
    { field: 'title', kind: 'text', max: 200 },
    { field: 'startTime', kind: 'date' },
    { field: 'endTime', kind: 'date' },
    { field: 'room', kind: 'text', max: 100 },
    { field: 'speakerName', kind: 'text', max: 200 },
    { field: 'description', kind: 'richText', max: 5000 },
    { field: 'status', kind: 'select' },
    { field: 'trackColor', kind: 'colour' },
  ],
  requiredColumns: [['event', 'event:title'], ['title'], ['startTime']],
  keyFields: ['event', 'title', 'startTime'],
  requiredOnCreate: ['endTime'],
  keyOf: (values) => keyOf(values.event, values.title, values.startTime),
  labelOf: (values, titleOf) =>
    [values.title, titleOf('event'), values.startTime ? formatEventDateTime(String(values.startTime), 'en') : '']
      .filter(Boolean)
      .join(' · '),
  checkRow: (row) =>
    row.startTime && row.endTime && Date.parse(String(row.endTime)) < Date.parse(String(row.startTime)) ? reason('endBeforeStart') : null,
  // The agenda items of the file's events.
  existing: (context, rows) =>
    savedRowsOfEvents(
      context,
      'agenda-items',
      rows,
      {
        event: true,
        title: true,
        startTime: true,
        endTime: true,
        room: true,
        speakerName: true,
        description: true,
        status: true,
        trackColor: true,
      },
      (row) => keyOf(row.event, row.title, row.startTime),
    ),
}
