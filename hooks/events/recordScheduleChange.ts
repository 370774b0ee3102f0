import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { PUBLISHED, previouslyPublished } from '@/lib/content/publication'
import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { agendaItemSnapshot, describeAgendaItemChange, describeEventChange, eventSnapshot } from '@/lib/reach/memberEmails/scheduleSnapshot'
import { relationId } from '@/lib/shared/ids/relationId'
import type { AgendaItem, Event } from '@/payload-types'

/** Edits within this many minutes of the first one make one alert e-mail. */
const SCHEDULE_CHANGE_WINDOW_MINUTES = 15

/**
 * Opens an alert window for an item or event, unless one is open already: then this edit
 * simply joins it (the alert compares the values from before the first edit with those at
 * sending time). A new window of an event whose other items already wait shares their due
 * time, so members get one e-mail per event. Runs in the edit's transaction.
 */
async function openScheduleChange(req: PayloadRequest, change: { eventId: number; agendaItemId: number | null; before: object }) {
  const db = await requestDatabase(req, 'one INSERT … ON CONFLICT opens or joins the alert window, atomic within the edit')
  const openKey = change.agendaItemId ? `agenda-item:${change.agendaItemId}` : `event:${change.eventId}`
  await db.execute(sql`
    INSERT INTO schedule_changes (event_id, agenda_item_id, open_key, before, due_at)
    VALUES (${change.eventId}, ${change.agendaItemId}, ${openKey}, ${JSON.stringify(change.before)}::jsonb,
      COALESCE(
        (SELECT min(due_at) FROM schedule_changes WHERE event_id = ${change.eventId} AND processed_at IS NULL),
        now() + make_interval(mins => ${SCHEDULE_CHANGE_WINDOW_MINUTES})
      ))
    ON CONFLICT (open_key) DO NOTHING`)
}

/** An admin moved, re-roomed, cancelled or reinstated an agenda item. */
export const recordAgendaItemChange: CollectionAfterChangeHook<AgendaItem> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const before = agendaItemSnapshot(previousDoc)
  if (describeAgendaItemChange(before, agendaItemSnapshot(doc)).length === 0) return doc
  await openScheduleChange(req, { eventId: relationId(doc.event), agendaItemId: doc.id, before })
  return doc
}

/**
 * An admin published a new start or end of an event: compared with the version members saw
 * before, so a draft changes nothing until it is published, and a publication after several
 * drafts compares with what was published.
 */
export const recordEventDateChange: CollectionAfterChangeHook<Event> = async ({ doc, operation, req }) => {
  if (operation !== 'update' || doc._status !== PUBLISHED) return doc
  const previous = await previouslyPublished<Event>(req, 'events', doc.id)
  if (!previous) return doc
  const before = eventSnapshot(previous)
  if (describeEventChange(before, eventSnapshot(doc)).length === 0) return doc
  await openScheduleChange(req, { eventId: doc.id, agendaItemId: null, before })
  return doc
}
