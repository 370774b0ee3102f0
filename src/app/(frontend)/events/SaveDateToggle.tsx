'use client'

import { Bookmark, BookmarkCheck } from 'lucide'
import { useState, useTransition } from 'react'

import { stateKeyAttribute, useMemberState } from '@/components/site/memberState'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { toastResult } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'

import { setEventDateSaved } from './actions'

/** The button's words, in the page's language, from the server (SaveDateButton). */
export type SaveDateTexts = { save: string; saved: string; saveLabel: string; removeLabel: string }

/**
 * Save or remove an event date; answers at once, then confirms with the spec's toast.
 * `initiallySaved` undefined: a shared member page, the member's state decides, and until it
 * is known the button keeps its place but is not shown (never a wrong "Save date").
 */
export function SaveDateToggle({
  eventId,
  initiallySaved,
  texts,
}: {
  eventId: number
  initiallySaved: boolean | undefined
  texts: SaveDateTexts
}) {
  const memberState = useMemberState()
  const known = initiallySaved ?? memberState?.savedEvents.includes(eventId)
  const [changed, setSaved] = useState<boolean | null>(null)
  const saved = changed ?? known ?? false
  const [pending, startTransition] = useTransition()
  // Pages load as documents: a click before React has hydrated would do nothing, so the button waits.
  const hydrated = useHydrated()
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
      disabled={!hydrated || pending || known === undefined}
      className={known === undefined ? 'invisible' : undefined}
      {...stateKeyAttribute(`saved-event:${eventId}`, initiallySaved === undefined)}
      aria-pressed={saved}
      aria-label={saved ? texts.removeLabel : texts.saveLabel}
    >
      {saved ? (
        <Icon icon={BookmarkCheck} aria-hidden="true" className="size-4 text-brand-600" />
      ) : (
        <Icon icon={Bookmark} aria-hidden="true" className="size-4" />
      )}
      {saved ? texts.saved : texts.save}
    </Button>
  )
}
