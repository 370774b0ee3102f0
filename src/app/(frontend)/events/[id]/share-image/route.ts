import { getPayloadClient } from '@/lib/infrastructure/payload'
import { currentShareImageUrl } from '@/lib/reach/eventShareImageUrl'
import { parseRowId } from '@/lib/shared/ids/rowId'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /events/{id}/share-image?v=… — the event's share image for link previews (og:image): a
 * redirect to the picture of its current content, drawn now if the jobs queue has not drawn it
 * yet. The page names this address, not the picture's file, so drawing a new picture changes
 * no page (docs/decisions.md, "Share images"). Events are public; drafts and unknown ids are 404.
 */
export async function GET(_request: Request, { params }: Context) {
  const id = parseRowId((await params).id)
  if (!id) return new Response('Event not found', { status: 404 })
  const url = await currentShareImageUrl(await getPayloadClient(), id)
  if (!url) return new Response('Event not found', { status: 404 })
  return new Response(null, { status: 302, headers: { location: url, 'cache-control': 'public, max-age=300' } })
}
