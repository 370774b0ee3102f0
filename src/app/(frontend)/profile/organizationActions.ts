'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { failed, succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { formFields } from '@/lib/actions/runAction'
import { ORGANIZATION_TYPES, SECTORS } from '@/lib/enums'
import { isAppError } from '@/lib/errors/appError'
import { saveOwnOrganization } from '@/lib/organizations/saveOwnOrganization'
import { LOGO_TOO_LARGE, uploadOrganizationLogo } from '@/lib/organizations/uploadOrganizationLogo'
import { storableText } from '@/lib/validation/storableText'

const TITLE = 'Error with organization'

const organizationSchema = z.object({
  name: storableText().trim().min(1, 'Name and type are required').max(200),
  type: z.enum(ORGANIZATION_TYPES, { message: 'Name and type are required' }),
  sector: z.union([z.enum(SECTORS), z.literal('')]),
  logo: z.unknown().transform((file) => (file instanceof File && file.size > 0 ? file : null)),
})

/** The organization's refusals, worded as the spec's toasts; the rest say their own message. */
function organizationRefusal(error: unknown) {
  const status = (error as { status?: number }).status
  if (status === 403) return failed(TITLE, 'Organization editing is disabled. Contact an administrator to make changes.')
  if (status === 413) return failed('File Too Large', LOGO_TOO_LARGE)
  return undefined
}

/**
 * Organization tab (spec 5): the logo first (src/lib/organizations/uploadOrganizationLogo.ts),
 * then the organization (saveOwnOrganization.ts).
 */
export const saveOrganization = memberAction({
  signedOut: { title: TITLE, description: 'No authenticated user found' },
  input: formFields(organizationSchema),
  title: TITLE,
  refusal: organizationRefusal,
  run: async (context, { name, type, sector, logo: file }) => {
    let logo: number | undefined
    if (file) {
      try {
        logo = await uploadOrganizationLogo(context, { file, organizationName: name })
      } catch (error) {
        if (isAppError(error) && error.code === 'TOO_LARGE') return failed('File Too Large', error.message)
        if (isAppError(error) && error.code === 'INVALID_INPUT') return failed('Invalid File', error.message)
        context.payload.logger.error({ err: error, msg: 'An organization logo could not be stored' })
        return failed('Upload Error', 'Failed to upload image. Please try again.')
      }
    }
    const outcome = await saveOwnOrganization(context, { name, type, sector: type === 'industry' && sector ? sector : null, logo })
    revalidatePath('/profile')
    return succeeded(outcome === 'created' ? 'Organization created' : 'Organization updated')
  },
})
