'use client'

import { useEffect, useRef } from 'react'

import type { Language } from '@/i18n/languages'
import { fillTextSlots } from '@/i18n/messageSlots'

import { Button } from './button'

export type UploadProgressTexts = {
  /** The bar's name ('Upload progress'). */
  progress: string
  /** The share sent, with a `percent` slot (src/i18n/messageSlots.ts): '{percent} sent'. */
  sent: string
  /** Said once the whole file has left the browser, while the server checks and stores it. */
  checking: string
  cancel: string
}

/** Announced at these shares only: a screen reader hears a few steps, not every percent. */
const STEPS = [0.25, 0.5, 0.75]

/**
 * An upload's progress (issue 48): a <progress> bar (a progressbar with its value for assistive
 * technology) with the share sent as text beside it, announced politely at each quarter and when
 * the server takes over; while bytes are still being sent, a Cancel button. Once everything is
 * sent the bar runs without a value and Cancel goes: stopping then would no longer keep the file
 * from being added.
 */
export function UploadProgress({
  share,
  sent,
  texts,
  language,
  onCancel,
}: {
  /** 0 to 1. */
  share: number
  /** Whether the whole body has been sent. */
  sent: boolean
  texts: UploadProgressTexts
  /** The page's language, for the percentage ('42%', '42 %'). */
  language: Language
  onCancel: () => void
}) {
  const region = useRef<HTMLDivElement>(null)
  // The submit button this replaces had the focus: Cancel takes it, and the bar once Cancel goes.
  useEffect(() => region.current?.querySelector('button')?.focus(), [])
  useEffect(() => {
    if (sent && (document.activeElement === document.body || document.activeElement === null)) region.current?.focus()
  }, [sent])
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
  const shown = fillTextSlots(texts.sent, { percent: percent.format(share) })
  const step = [...STEPS].reverse().find((value) => share >= value)
  const announced = sent ? texts.checking : step ? fillTextSlots(texts.sent, { percent: percent.format(step) }) : ''
  return (
    <div ref={region} tabIndex={-1} className="space-y-2 outline-none">
      <div className="flex items-center gap-3">
        <progress
          aria-label={texts.progress}
          max={100}
          value={sent ? undefined : Math.round(share * 100)}
          className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
        />
        <span aria-hidden="true" className="shrink-0 text-sm tabular-nums text-gray-700">
          {sent ? texts.checking : shown}
        </span>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {sent ? null : (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      )}
    </div>
  )
}
