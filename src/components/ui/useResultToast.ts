'use client'

import { useEffect } from 'react'

import type { ActionResult } from '@/lib/actions/actionResult'

import { toastResult } from './toast'

/** Shows each answer of a form action as a toast; the initial state (null) shows nothing. */
export function useResultToast(state: ActionResult<unknown> | null) {
  useEffect(() => {
    if (state) toastResult(state)
  }, [state])
}
