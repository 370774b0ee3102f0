'use client'

import { DateTimeField, useDocumentInfo, useField, useFormFields, useFormInitializing } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

import { berlinTimeOnDayOf, DEFAULT_EVENT_END } from '@/lib/events/defaultEventTimes'

/**
 * Payload's date field for an event's end, which on a new event proposes 17:00 Berlin time on
 * the start's day (spec 9) and follows the start until the admin picks an end. A server-side
 * default could not know the start, and API clients that send no end keep none.
 */
export const EventEndField: DateFieldClientComponent = (props) => {
  const { id } = useDocumentInfo()
  const start = useFormFields(([fields]) => fields.date?.value as string | undefined)
  const { value, setValue } = useField<string | null>({ path: props.path ?? 'endDate' })
  const initializing = useFormInitializing()
  const proposed = useRef<string | null>(null)
  useEffect(() => {
    // The form ignores changes until it has initialized.
    if (initializing || id || !start) return
    if (value && value !== proposed.current) return
    const next = berlinTimeOnDayOf(start, DEFAULT_EVENT_END)
    if (next === value) return
    proposed.current = next
    setValue(next, true)
  }, [initializing, id, start, value, setValue])
  return <DateTimeField {...props} />
}
