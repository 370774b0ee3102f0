import type { CollectionConfig } from 'payload'

import { siteUrl } from '@/lib/shared/siteUrl'

/** Next.js's draft-mode cookie: set by /preview for an admin, it makes pages read drafts. */
export const PREVIEW_COOKIE = '__prerender_bypass'

/** Whether a Cookie header carries the preview cookie (no cached page, framing by the admin allowed). */
export const hasPreviewCookie = (cookie: string | null | undefined) =>
  Boolean(cookie?.split(';').some((part) => part.trim().startsWith(`${PREVIEW_COOKIE}=`)))

/** The pages a preview may open: a staged row's own page. */
const PREVIEW_PATH = /^\/(events|projects|surveys)\/\d+$/

/** A path /preview may send the admin to (never another site, never a page of no staged row), or null. */
export const previewPath = (path: string | null): string | null => (path && PREVIEW_PATH.test(path) ? path : null)

/** Where the admin's live preview of a row opens: /preview sets draft mode, then shows its page. */
export function livePreviewUrl({ collectionConfig, data }: { collectionConfig?: { slug: string }; data: { id?: unknown } }) {
  const path = previewPath(`/${collectionConfig?.slug}/${String(data.id ?? '')}`)
  return path ? `${siteUrl()}/preview?path=${encodeURIComponent(path)}` : null
}

/** The live preview of the admin panel: a staged row's page, at a phone's and a desktop's width. */
export const livePreview = {
  // Not documents: their page (/documents/{id}) shows metadata, not the draft's file; their preview is the file (docs/decisions.md).
  collections: ['events', 'projects', 'surveys'],
  url: livePreviewUrl,
  breakpoints: [
    { label: 'Phone', name: 'phone', width: 390, height: 844 },
    { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
  ],
} satisfies NonNullable<CollectionConfig['admin']>['livePreview'] & { collections: string[] }
