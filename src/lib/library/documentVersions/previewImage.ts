import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

import { findDocumentVersion } from './findDocumentVersion'

/**
 * One page of a kept file's preview (a JPEG drawn at upload time), for a member who may read the
 * document: the same access as its file, and private to them (a restricted document's preview is
 * never cached for anyone else). 404 when there is none.
 */
export async function previewImage(
  { payload, user }: ActionContext<User>,
  { id, number, page }: { id: string; number: string; page: string },
): Promise<Response> {
  const found = await findDocumentVersion({ payload, user }, { id, number })
  const pages = found?.version.previewStatus === 'ready' ? (found.version.previewPages as string[] | null) : null
  const index = Number(page) - 1
  const image = pages && Number.isInteger(index) && index >= 0 ? pages[index] : undefined
  if (!image) return new Response(null, { status: 404 })
  const bytes = Buffer.from(image, 'base64')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
