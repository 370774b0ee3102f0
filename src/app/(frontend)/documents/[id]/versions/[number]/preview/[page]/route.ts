import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { previewImage } from '@/lib/library/documentVersions/previewImage'

/** One page of a kept file's preview, for members who may read the document (src/lib/library/documentVersions/previewImage.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; number: string; page: string }> }) {
  const { id, number, page } = await params
  const user = await getCurrentUser()
  if (!user) return new Response(null, { status: 404 })
  return previewImage({ payload: await getPayloadClient(), user }, { id, number, page })
}
