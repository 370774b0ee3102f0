import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

export const LOGO_NOT_AN_IMAGE = errorText('logoNotAnImage')
export const LOGO_TOO_LARGE = errorText('logoTooLarge')

/**
 * Stores a member's organization logo as their media, as the member (the media collection
 * checks size and content). Throws AppError INVALID_INPUT (not an image) or TOO_LARGE, or what
 * the upload threw otherwise. Returns the media id.
 */
export async function uploadOrganizationLogo(
  { payload, user }: ActionContext,
  { file, organizationName }: { file: File; organizationName: string },
): Promise<number> {
  if (!file.type.startsWith('image/')) throw new AppError('INVALID_INPUT', LOGO_NOT_AN_IMAGE)
  const buffer = Buffer.from(await file.arrayBuffer())
  try {
    const media = await payload.create({
      collection: 'media',
      data: { alt: `${organizationName} logo` },
      file: { data: buffer, mimetype: file.type, name: file.name, size: buffer.length },
      user,
      overrideAccess: false,
    })
    return media.id
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 413) throw new AppError('TOO_LARGE', LOGO_TOO_LARGE)
    if (status === 400) throw new AppError('INVALID_INPUT', LOGO_NOT_AN_IMAGE)
    throw error
  }
}
