'use client'

import { CheckCheck } from 'lucide'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { announceUnread } from '@/components/site/unreadNotices'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { toastResult } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { markAllNotificationsRead, markNotificationRead, type UnreadAnswer } from './actions'

/** After an answer: its toast, the bell's new number in every tab, and the list drawn again. */
function useNoticeAnswer(state: ActionResult<UnreadAnswer | undefined> | null) {
  const router = useRouter()
  useEffect(() => {
    if (!state) return
    toastResult(state)
    if (state.ok && state.data) {
      announceUnread(state.data.unread)
      router.refresh()
    }
  }, [state, router])
}

/** "Mark as read" of one notice; a form, so it works before the page's script has loaded too. */
export function MarkReadButton({ id, label, context }: { id: number; label: string; context: string }) {
  const { state, action, onSubmit, pending } = useActionForm(markNotificationRead, null)
  useNoticeAnswer(state)
  return (
    <form action={action} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="px-3" disabled={pending} aria-label={`${label}: ${context}`}>
        {label}
      </Button>
    </form>
  )
}

/** "Mark all as read", offered while something is unread. */
export function MarkAllReadButton({ label }: { label: string }) {
  const { state, action, onSubmit, pending } = useActionForm(markAllNotificationsRead, null)
  useNoticeAnswer(state)
  return (
    <form action={action} onSubmit={onSubmit}>
      <Button type="submit" variant="secondary" disabled={pending}>
        <Icon icon={CheckCheck} aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </form>
  )
}
