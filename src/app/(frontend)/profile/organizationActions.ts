'use server'

import { revalidatePath } from 'next/cache'
import type { Payload } from 'payload'
import { z } from 'zod'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { relationId } from '@/lib/ids/relationId'
import { getPayloadClient } from '@/lib/payload'
import { storableText } from '@/lib/validation/storableText'
import type { User } from '@/payload-types'

import { ORGANIZATION_TYPES, SECTORS } from '@/lib/enums'
import { readMemberForm } from './readMemberForm'

const organizationSchema = z.object({
  name: storableText().trim().min(1, 'Name and type are required').max(200),
  type: z.enum(ORGANIZATION_TYPES, { message: 'Name and type are required' }),
  sector: z.union([z.enum(SECTORS), z.literal('')]),
})

/**
 * Organization tab (spec 5): create one when the member has none, otherwise edit it where the
 * editability rule allows (the collection's access function decides, on the server). An
 * uploaded logo (already checked by the media collection) is attached.
 */
export async function saveOrganization(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const form = await readMemberForm(formData, organizationSchema, 'Error with organization')
  if ('refusal' in form) return form.refusal
  const { user, data: input } = form
  const payload = await getPayloadClient()
  const logo = formData.get('logo')
  const data = {
    name: input.name,
    type: input.type,
    sector: input.type === 'industry' && input.sector ? input.sector : null,
  }
  try {
    const logoId = logo instanceof File && logo.size > 0 ? await uploadLogo(payload, user, logo, input.name) : undefined
    const organizationId = relationId(user.organization)
    if (organizationId) {
      await payload.update({
        collection: 'organizations',
        id: organizationId,
        data: { ...data, ...(logoId ? { logo: logoId } : {}) },
        user,
        overrideAccess: false,
      })
      revalidatePath('/profile')
      return succeeded('Organization updated')
    }
    const created = await payload.create({
      collection: 'organizations',
      data: { ...data, ...(logoId ? { logo: logoId } : {}) },
      user,
      overrideAccess: false,
    })
    await payload.update({ collection: 'users', id: user.id, data: { organization: created.id }, user, overrideAccess: false })
    revalidatePath('/profile')
    return succeeded('Organization created')
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403)
      return failed('Error with organization', 'Organization editing is disabled. Contact an administrator to make changes.')
    if (status === 413) return failed('File Too Large', 'Please select an image smaller than 5MB.')
    if (error instanceof LogoError) return failed(error.title, error.message)
    return failed('Error with organization', messageOf(error))
  }
}

/** A refused logo, with the toast's title and text. */
class LogoError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message)
  }
}

/** Stores the logo as the member's media (the media collection checks size and content). */
async function uploadLogo(payload: Payload, user: User, file: File, organizationName: string): Promise<number> {
  if (!file.type.startsWith('image/')) throw new LogoError('Invalid File', 'Please select an image file.')
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
    if (status === 413) throw new LogoError('File Too Large', 'Please select an image smaller than 5MB.')
    if (status === 400) throw new LogoError('Invalid File', 'Please select an image file.')
    throw new LogoError('Upload Error', 'Failed to upload image. Please try again.')
  }
}
