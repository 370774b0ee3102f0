'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { checkbox, formFields } from '@/lib/actions/runAction'
import { WORKING_IN } from '@/lib/enums'
import { updateOwnAccount } from '@/lib/users/updateOwnAccount'
import { storableText } from '@/lib/validation/storableText'

const SIGNED_OUT = 'No authenticated user found'

const profileSchema = z.object({
  firstName: storableText().trim().min(1, 'First name is required.').max(100),
  lastName: storableText().trim().max(100),
  jobRole: storableText().trim().max(200),
  // Empty is saved as no answer.
  workingIn: z.enum([...WORKING_IN, '']).transform((value) => value || null),
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

/** Profile tab (spec 5): names, job role, working in, four interests (src/lib/users/updateOwnAccount.ts). */
export const updateProfile = memberAction({
  signedOut: { title: 'Error updating profile', description: SIGNED_OUT },
  input: formFields(profileSchema),
  title: 'Error updating profile',
  run: async (context, changes) => {
    await updateOwnAccount(context, changes)
    // The header shows the name on every page.
    revalidatePath('/', 'layout')
    return succeeded('Profile updated')
  },
})

/** E-mail settings on the profile: event reminders, session reminders (opt-in), change alerts. */
export const updateReminderSettings = memberAction({
  signedOut: { title: 'Error updating reminders', description: SIGNED_OUT },
  input: formFields(reminderSettingsSchema),
  title: 'Error updating reminders',
  run: async (context, changes) => {
    await updateOwnAccount(context, changes)
    return succeeded('E-mail settings saved')
  },
})
