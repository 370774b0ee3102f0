'use client'

import type { ReactNode } from 'react'
import type { ExternalToast } from 'sonner'

import type { ActionResult } from '@/lib/shared/actions/actionResult'

/**
 * The site's toasts (sonner), loaded on the first toast rather than with every page: toasts
 * only follow a member's action, so the library stays out of first-load JavaScript. sonner
 * replays toasts raised before its Toaster subscribed.
 */
type Show = (title: ReactNode, options?: ExternalToast) => void
const load = () => import('sonner').then((module) => module.toast)

const show: Show = (title, options) => void load().then((toast) => toast(title, options))

export const toast = Object.assign(show, {
  success: ((title, options) => void load().then((toast) => toast.success(title, options))) as Show,
  error: ((title, options) => void load().then((toast) => toast.error(title, options))) as Show,
})

/** An action's answer as a success or error toast. */
export const toastResult = ({ ok, title, description }: Pick<ActionResult, 'ok' | 'title' | 'description'>) =>
  ok ? toast.success(title, { description }) : toast.error(title, { description })
