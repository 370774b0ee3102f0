'use client'

import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'

import type { PreviewBarTexts } from './PreviewBarContent'

const loadBar = () => import('./PreviewBarContent').then((module) => module.PreviewBarContent)

/**
 * The preview bar of an admin previewing drafts (PreviewBarContent). Only they see it, so it and
 * Payload's live-preview listener are imported once the page has loaded, and are not part of
 * any page's first-load JavaScript (as the toasts).
 */
export function PreviewBar({ serverUrl, texts }: { serverUrl: string; texts: PreviewBarTexts }) {
  return <LoadedAfterPage load={loadBar} props={{ serverUrl, texts }} />
}
