'use client'

import { Bookmark, BookmarkCheck } from 'lucide-react'
import { useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'

import { setEventDateSaved } from './actions'

/** Save or remove an event date; answers at once, then confirms with the spec's toast. */
export function SaveDateButton({ eventId, initiallySaved, title }: { eventId: number; initiallySaved: boolean; title: string }) {
  const [saved, setSaved] = useState(initiallySaved)
  const [pending, startTransition] = useTransition()
  const toggle = () =>
    startTransition(async () => {
      const next = !saved
      setSaved(next)
      const result = await setEventDateSaved(eventId, next)
      if (!result.ok) setSaved(!next)
      toastResult(result)
    })
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={toggle}
      disabled={pending}
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove saved date' : 'Save date'}: ${title}`}
    >
      {saved ? <BookmarkCheck aria-hidden="true" className="size-4 text-brand-600" /> : <Bookmark aria-hidden="true" className="size-4" />}
      {saved ? 'Date saved' : 'Save date'}
    </Button>
  )
}
