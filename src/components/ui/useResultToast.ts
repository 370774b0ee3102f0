'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { toastResult } from './toast'

/**
 * Shows each answer of a form action as a toast; the initial state (null) shows nothing. With
 * `goTo`, a success then opens that page, freshly rendered (the member's state has changed).
 */
export function useResultToast(state: ActionResult<unknown> | null, { goTo }: { goTo?: string } = {}) {
  const router = useRouter()
  useEffect(() => {
    if (!state) return
    toastResult(state)
    if (state.ok && goTo) {
      router.push(goTo)
      router.refresh()
    }
  }, [state, goTo, router])
}
