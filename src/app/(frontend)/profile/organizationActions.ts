'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { isAppError } from '@/lib/errors/appError'
import { getPayloadClient } from '@/lib/payload'
import { storableText } from '@/lib/validation/storableText'
import { saveOwnOrganization } from '@/lib/organizations/saveOwnOrganization'
import { LOGO_TOO_LARGE, uploadOrganizationLogo } from '@/lib/organizations/uploadOrganizationLogo'

import { ORGANIZATION_TYPES, SECTORS } from '@/lib/enums'
import { readMemberForm } from './readMemberForm'

const organizationSchema = z.object({
  name: storableText().trim().min(1, 'Name and type are required').max(200),
  type: z.enum(ORGANIZATION_TYPES, { message: 'Name and type are required' }),
  sector: z.union([z.enum(SECTORS), z.literal('')]),
})

/**
 * Organization tab (spec 5): the logo first (src/lib/organizations/uploadOrganizationLogo.ts),
 * then the organization (saveOwnOrganization.ts), each failure worded as the spec's toasts.
 */
export async function saveOrganization(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const form = await readMemberForm(formData, organizationSchema, 'Error with organization')
  if ('refusal' in form) return form.refusal
  const { user, data: input } = form
  const context = { payload: await getPayloadClient(), user }
  const file = formData.get('logo')
  let logo: number | undefined
  if (file instanceof File && file.size > 0) {
    try {
      logo = await uploadOrganizationLogo(context, { file, organizationName: input.name })
    } catch (error) {
      if (isAppError(error) && error.code === 'TOO_LARGE') return failed('File Too Large', error.message)
      if (isAppError(error) && error.code === 'INVALID_INPUT') return failed('Invalid File', error.message)
      return failed('Upload Error', 'Failed to upload image. Please try again.')
    }
  }
  try {
    const sector = input.type === 'industry' && input.sector ? input.sector : null
    const outcome = await saveOwnOrganization(context, { name: input.name, type: input.type, sector, logo })
    revalidatePath('/profile')
    return succeeded(outcome === 'created' ? 'Organization created' : 'Organization updated')
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403)
      return failed('Error with organization', 'Organization editing is disabled. Contact an administrator to make changes.')
    if (status === 413) return failed('File Too Large', LOGO_TOO_LARGE)
    return failed('Error with organization', messageOf(error))
  }
}
