'use client'

import { useEffect } from 'react'

import { type ToastableResult, toastResult } from './toast'

/** Shows each answer of a form action as a toast; a state without a title (the initial one) shows nothing. */
export function useResultToast(state: Partial<ToastableResult> | null) {
  useEffect(() => {
    if (state?.title) toastResult({ ...state, title: state.title })
  }, [state])
}
