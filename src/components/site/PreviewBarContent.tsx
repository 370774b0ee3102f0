'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { Eye } from 'lucide'
import { usePathname, useRouter } from 'next/navigation'

import { Icon } from '@/components/ui/icon'

/** The bar's words, in the page's language, from the server. */
export type PreviewBarTexts = { preview: string; leavePreview: string }

/**
 * Shown to an admin previewing drafts: says so, leads out of the preview, and re-renders the
 * page each time the admin panel beside it saves (Payload's live preview sends a message).
 * Loaded by PreviewBar once the page has.
 */
export function PreviewBarContent({ serverUrl, texts }: { serverUrl: string; texts: PreviewBarTexts }) {
  const router = useRouter()
  const pathname = usePathname()
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2 font-medium">
          <Icon icon={Eye} aria-hidden="true" className="size-4" />
          {texts.preview}
        </span>
        <a href={`/preview/exit?path=${encodeURIComponent(pathname)}`} className="font-semibold underline underline-offset-2">
          {texts.leavePreview}
        </a>
      </div>
    </div>
  )
}
