import { draftMode } from 'next/headers'

import { previewPath } from '@/lib/content/preview'
import { redirectResponse } from '@/lib/shared/redirects/redirectResponse'

/** Leaves the preview: draft mode off, back to the page (now as everyone sees it). */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = previewPath(new URL(request.url).searchParams.get('path'))
  return redirectResponse(path, { status: 307, headers: { 'Cache-Control': 'no-store' } })
}
