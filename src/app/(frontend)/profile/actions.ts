'use server'

import { revalidatePath } from 'next/cache'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { APIError } from 'payload'
import { z } from 'zod'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { feedUrls, newFeedKey } from '@/lib/calendar/feedToken'
import { getPayloadClient } from '@/lib/payload'
import { ACCOUNT_DELETED_DESTINATION } from '@/lib/privacy/accountDeletion'
import { deleteOwnAccount } from '@/lib/privacy/deleteOwnAccount'
import { siteUrl } from '@/lib/siteUrl'
import { storableText } from '@/lib/validation/storableText'

import { SECTORS } from '../../../../collections/enums'

export type FormResult = { ok: boolean; title: string; description?: string; at: number }

const result = (ok: boolean, title: string, description?: string): FormResult => ({ ok, title, description, at: Date.now() })
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback

const profileSchema = z.object({
  firstName: storableText().trim().min(1, 'First name is required.').max(100),
  lastName: storableText().trim().max(100),
  jobRole: storableText().trim().max(200),
  workingIn: z.enum(['IT', 'OT', '']),
})

/** Profile tab (spec 5): names, job role, working in (empty saved as null), four interests. */
export async function updateProfile(_state: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await getCurrentUser()
  if (!user) return result(false, 'Error updating profile', 'No authenticated user found')
  // Anyone can post any arguments to an action: without a form there is nothing to save.
  if (!(formData instanceof FormData)) return result(false, 'Error updating profile', 'Please check your input.')
  const parsed = profileSchema.safeParse({
    firstName: formData.get('firstName') ?? '',
    lastName: formData.get('lastName') ?? '',
    jobRole: formData.get('jobRole') ?? '',
    workingIn: formData.get('workingIn') ?? '',
  })
  if (!parsed.success) return result(false, 'Error updating profile', parsed.error.issues[0]?.message)
  try {
    await (
      await getPayloadClient()
    ).update({
      collection: 'users',
      id: user.id,
      data: {
        ...parsed.data,
        workingIn: parsed.data.workingIn || null,
        interestedInEducation: formData.get('interestedInEducation') === 'on',
        interestedInNetworking: formData.get('interestedInNetworking') === 'on',
        interestedInUseCases: formData.get('interestedInUseCases') === 'on',
        interestedInResearch: formData.get('interestedInResearch') === 'on',
      },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    return result(false, 'Error updating profile', messageOf(error, 'Please try again later.'))
  }
  revalidatePath('/', 'layout')
  return result(true, 'Profile updated')
}

const organizationSchema = z.object({
  name: storableText().trim().min(1, 'Name and type are required').max(200),
  type: z.enum(['vendor', 'industry', 'academia', 'government', 'non-profit'], { message: 'Name and type are required' }),
  sector: z.union([z.enum(SECTORS), z.literal('')]),
})

/**
 * Organization tab (spec 5): create one when the member has none, otherwise edit it where the
 * editability rule allows (the collection's access function decides, on the server). An
 * uploaded logo (already checked by the media collection) is attached.
 */
export async function saveOrganization(_state: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await getCurrentUser()
  if (!user) return result(false, 'Error with organization', 'No authenticated user found')
  if (!(formData instanceof FormData)) return result(false, 'Error with organization', 'Please check your input.')
  const parsed = organizationSchema.safeParse({
    name: formData.get('name') ?? '',
    type: formData.get('type') ?? '',
    sector: formData.get('sector') ?? '',
  })
  if (!parsed.success) return result(false, 'Error with organization', parsed.error.issues[0]?.message)
  const payload = await getPayloadClient()
  const logo = formData.get('logo')
  const data = {
    name: parsed.data.name,
    type: parsed.data.type,
    sector: parsed.data.type === 'industry' && parsed.data.sector ? parsed.data.sector : null,
  }
  try {
    const logoId = logo instanceof File && logo.size > 0 ? await uploadLogo(logo) : undefined
    const organizationId = typeof user.organization === 'object' ? user.organization?.id : user.organization
    if (organizationId) {
      await payload.update({
        collection: 'organizations',
        id: organizationId,
        data: { ...data, ...(logoId ? { logo: logoId } : {}) },
        user,
        overrideAccess: false,
      })
      revalidatePath('/profile')
      return result(true, 'Organization updated')
    }
    const created = await payload.create({
      collection: 'organizations',
      data: { ...data, ...(logoId ? { logo: logoId } : {}) },
      user,
      overrideAccess: false,
    })
    await payload.update({ collection: 'users', id: user.id, data: { organization: created.id }, user, overrideAccess: false })
    revalidatePath('/profile')
    return result(true, 'Organization created')
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403)
      return result(false, 'Error with organization', 'Organization editing is disabled. Contact an administrator to make changes.')
    if (status === 413) return result(false, 'File Too Large', 'Please select an image smaller than 5MB.')
    if (error instanceof LogoError) return result(false, error.title, error.message)
    return result(false, 'Error with organization', messageOf(error, 'Please try again later.'))
  }

  async function uploadLogo(file: File): Promise<number> {
    if (!file.type.startsWith('image/')) throw new LogoError('Invalid File', 'Please select an image file.')
    const buffer = Buffer.from(await file.arrayBuffer())
    try {
      const media = await payload.create({
        collection: 'media',
        data: { alt: `${parsed.data!.name} logo` },
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
}

/**
 * Delete account (the dialog on /profile): the member types their e-mail address, the server
 * checks it and deletes the account as the admin delete does, ends the session and sends the
 * member to the home page, which says the account was deleted. Refusals come back to the dialog.
 */
export async function deleteAccount(_state: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await getCurrentUser()
  if (!user) return result(false, 'Error deleting account', 'No authenticated user found')
  const payload = await getPayloadClient()
  const confirmation = formData.get('confirmEmail')
  try {
    await deleteOwnAccount(payload, user, typeof confirmation === 'string' ? confirmation : '')
  } catch (error) {
    // Refusals (a wrong confirmation, the last super admin) say why; anything else stays vague.
    if (error instanceof APIError && error.isPublic) return result(false, 'Error deleting account', error.message)
    payload.logger.error({ err: error, msg: 'A member could not delete their account' })
    return result(false, 'Error deleting account', 'Please try again later.')
  }
  // The account and its sessions are gone, so the token is dead; the cookie goes too.
  ;(await cookies()).delete(`${payload.config.cookiePrefix}-token`)
  redirect(ACCOUNT_DELETED_DESTINATION)
}

class LogoError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message)
  }
}

/** E-mail settings on the profile: event reminders, session reminders (opt-in), change alerts. */
export async function updateReminderSettings(_state: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await getCurrentUser()
  if (!user) return result(false, 'Error updating reminders', 'No authenticated user found')
  try {
    await (
      await getPayloadClient()
    ).update({
      collection: 'users',
      id: user.id,
      data: {
        eventReminders: formData.get('eventReminders') === 'on',
        agendaItemReminders: formData.get('agendaItemReminders') === 'on',
        scheduleChangeAlerts: formData.get('scheduleChangeAlerts') === 'on',
      },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    return result(false, 'Error updating reminders', messageOf(error, 'Please try again later.'))
  }
  return result(true, 'E-mail settings saved')
}

export type FeedResult = FormResult & { urls?: { https: string; webcal: string } }

/**
 * Creates the member's private calendar address, or replaces it: the old address stops
 * working at once (its key no longer exists). Only the member's own row is written.
 */
export async function regenerateCalendarFeed(state: FeedResult | null, _formData: FormData): Promise<FeedResult> {
  const user = await getCurrentUser()
  if (!user) return { ...result(false, 'Error with calendar address', 'No authenticated user found'), urls: state?.urls }
  const payload = await getPayloadClient()
  const key = newFeedKey()
  try {
    // The key is a hidden field: written here, for the signed-in member only.
    await payload.update({ collection: 'users', id: user.id, data: { calendarFeedKey: key }, overrideAccess: true })
  } catch (error) {
    return { ...result(false, 'Error with calendar address', messageOf(error, 'Please try again later.')), urls: state?.urls }
  }
  return {
    ...result(true, 'Calendar address ready', 'Subscribe to it in your calendar app. Any earlier address no longer works.'),
    urls: feedUrls(siteUrl(), payload.secret, key),
  }
}
