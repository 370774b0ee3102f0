'use client'

import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toastResult } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'

import { reportPostAction } from './reportPostAction'
import { REPORT_REASON_MAX_LENGTH, type ReportPostTexts } from './reportPostTexts'

/**
 * A post's Report, for its menu: a disclosure with a reason and Send; the answer shows as a
 * toast and a sent report closes the form. `texts` come from reportPostTexts(t) on the server.
 * Works without JavaScript too (a plain form post).
 */
export function ReportPostButton({ postId, texts }: { postId: number; texts: ReportPostTexts }) {
  const { state, action, onSubmit, pending } = useActionForm(reportPostAction, null)
  const details = useRef<HTMLDetailsElement>(null)
  const reasonId = useId()
  useEffect(() => {
    if (!state) return
    toastResult(state)
    if (state.ok && details.current) details.current.open = false
  }, [state])
  return (
    <details ref={details} className="rounded-md border border-gray-200 p-3">
      <summary className="cursor-pointer text-sm font-medium" aria-label={texts.reportPost}>
        {texts.report}
      </summary>
      <form action={action} onSubmit={onSubmit} className="mt-3 space-y-3">
        <input type="hidden" name="postId" value={postId} />
        <div>
          <Label htmlFor={reasonId}>{texts.reason}</Label>
          <textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={REPORT_REASON_MAX_LENGTH}
            required
            className="block w-full rounded-md border border-gray-300 p-3 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? texts.sending : texts.send}
        </Button>
      </form>
    </details>
  )
}
