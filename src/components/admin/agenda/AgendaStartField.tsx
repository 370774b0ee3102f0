'use client'

import { DateTimeField, useDocumentInfo, useField, useFormFields, useFormInitializing } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

const HOUR = 60 * 60 * 1000

/**
 * Payload's date field for an agenda item's start, which on a new item proposes its event's
 * start (spec 5: the date defaults to the event date) and an end one hour later, until the
 * admin picks times of their own.
 */
export const AgendaStartField: DateFieldClientComponent = (props) => {
  const { id } = useDocumentInfo()
  const initializing = useFormInitializing()
  const event = useFormFields(([fields]) => fields.event?.value as number | string | { id: number } | undefined)
  const start = useField<string | null>({ path: props.path ?? 'startTime' })
  const end = useField<string | null>({ path: 'endTime' })
  const proposedFor = useRef<string | null>(null)
  const eventId = typeof event === 'object' && event ? event.id : event

  // The latest field handles, for the answer that arrives after a few renders.
  const fields = useRef({ start, end })
  useEffect(() => {
    fields.current = { start, end }
  })

  useEffect(() => {
    if (initializing || id || !eventId || start.value || proposedFor.current === String(eventId)) return
    proposedFor.current = String(eventId)
    void fetch(`/api/events/${eventId}?depth=0&select[date]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((found: { date?: string } | null) => {
        const { start: startField, end: endField } = fields.current
        if (!found?.date || startField.value) return
        startField.setValue(found.date, true)
        if (!endField.value) endField.setValue(new Date(new Date(found.date).getTime() + HOUR).toISOString(), true)
      })
  }, [initializing, id, eventId, start.value])

  return <DateTimeField {...props} />
}
