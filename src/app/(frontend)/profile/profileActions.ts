'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { type ActionResult, failed, messageOf, succeeded } from '@/lib/actions/actionResult'
import { getPayloadClient } from '@/lib/payload'
import { updateOwnAccount } from '@/lib/users/updateOwnAccount'
import { storableText } from '@/lib/validation/storableText'
import type { User } from '@/payload-types'

import { WORKING_IN } from '@/lib/enums'
import { checkbox, readMemberForm } from './readMemberForm'

const profileSchema = z.object({
  firstName: storableText().trim().min(1, 'First name is required.').max(100),
  lastName: storableText().trim().max(100),
  jobRole: storableText().trim().max(200),
  workingIn: z.enum([...WORKING_IN, '']),
  interestedInEducation: checkbox,
  interestedInNetworking: checkbox,
  interestedInUseCases: checkbox,
  interestedInResearch: checkbox,
})

const reminderSettingsSchema = z.object({
  eventReminders: checkbox,
  agendaItemReminders: checkbox,
  scheduleChangeAlerts: checkbox,
})

/** Profile tab (spec 5): names, job role, working in (empty saved as null), four interests. */
export async function updateProfile(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const refusal = await saveOwnAccount(formData, profileSchema, 'Error updating profile', (data) => ({
    ...data,
    workingIn: data.workingIn || null,
  }))
  if (refusal) return refusal
  revalidatePath('/', 'layout')
  return succeeded('Profile updated')
}

/** E-mail settings on the profile: event reminders, session reminders (opt-in), change alerts. */
export async function updateReminderSettings(_state: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return (await saveOwnAccount(formData, reminderSettingsSchema, 'Error updating reminders')) ?? succeeded('E-mail settings saved')
}

/**
 * Writes the form's fields to the member's own account, as the member (the users collection's
 * access rules apply); null when saved, else the refusal to show under `title`.
 */
async function saveOwnAccount<Shape extends z.ZodRawShape>(
  formData: unknown,
  schema: z.ZodObject<Shape>,
  title: string,
  toAccount: (data: z.output<z.ZodObject<Shape>>) => Partial<User> = (data) => data,
): Promise<ActionResult | null> {
  const form = await readMemberForm(formData, schema, title)
  if ('refusal' in form) return form.refusal
  try {
    await updateOwnAccount({ payload: await getPayloadClient(), user: form.user }, toAccount(form.data))
  } catch (error) {
    return failed(title, messageOf(error))
  }
  return null
}
