'use server'

import { revalidatePath } from 'next/cache'
import { cookies } from 'next/headers'
import { z } from 'zod'

import { languageCookie } from '@/i18n/languageCookie'
import { LANGUAGES } from '@/i18n/languages'
import { requestLanguage } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { resumeEmails } from '@/lib/accounts/users/resumeEmails'
import { updateOwnAccount } from '@/lib/accounts/users/updateOwnAccount'
import { NOTICE_EMAIL_TOPICS, type NoticeEmailTopic } from '@/lib/reach/notifications/noticeEmails'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { checkbox, formFields } from '@/lib/shared/actions/runAction'
import { NOTICE_DELIVERIES, WORKING_IN } from '@/lib/shared/enums'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { storableText } from '@/lib/shared/validation/storableText'

const profileSchema = (t: Translator) => {
  const text = (field: 'firstName' | 'lastName' | 'jobRole', max: number) =>
    storableText(t('errors.checkInput'))
      .trim()
      .max(max, t('profile.tooLong', { field: t(`profile.${field}`), max }))
  return z.object({
    firstName: text('firstName', 100).min(1, t('profile.firstNameRequired')),
    lastName: text('lastName', 100),
    jobRole: text('jobRole', 200),
    // Empty is saved as no answer.
    workingIn: z.enum([...WORKING_IN, ''], { message: t('errors.checkInput') }).transform((value) => value || null),
    // The member's language (users.language: the site's and their e-mails'); a form without the
    // field (a page from before it existed) leaves it as it is.
    language: z.enum([...LANGUAGES, ''], { message: t('errors.checkInput') }).transform((value) => value || undefined),
    interestedInEducation: checkbox,
    interestedInNetworking: checkbox,
    interestedInUseCases: checkbox,
    interestedInResearch: checkbox,
  })
}

// A form without them (a page from before they existed) leaves them as they are.
// A missing field reads as '' (formFields).
const noticeDelivery = (t: Translator) =>
  z.enum([...NOTICE_DELIVERIES, ''], { message: t('errors.checkInput') }).transform((value) => value || undefined)
const reminderSettingsSchema = (t: Translator) =>
  z.object({
    eventReminders: checkbox,
    agendaItemReminders: checkbox,
    scheduleChangeAlerts: checkbox,
    weeklyDigest: checkbox,
    ...(Object.fromEntries(NOTICE_EMAIL_TOPICS.map((topic) => [topic, noticeDelivery(t)])) as Record<
      NoticeEmailTopic,
      ReturnType<typeof noticeDelivery>
    >),
  })

/**
 * Profile tab (spec 5): names, job role, working in, four interests and the language
 * (src/lib/accounts/users/updateOwnAccount.ts). The language is also this browser's choice (the cookie the
 * switcher sets); a new one opens the profile again in it.
 */
export const updateProfile = memberAction((t: Translator) => ({
  signedOut: { title: t('profile.errorUpdating'), description: t('profile.signedOut') },
  input: formFields(profileSchema(t), t('errors.checkInput')),
  title: t('profile.errorUpdating'),
  run: async (context, { language, ...changes }) => {
    await updateOwnAccount(context, language ? { ...changes, language } : changes)
    // The header shows the name on every page.
    revalidatePath('/', 'layout')
    if (language) {
      const cookie = languageCookie(language)
      ;(await cookies()).set(cookie.name, cookie.value, cookie.options)
      if (language !== (await requestLanguage())) redirectInSite('/profile', { language })
    }
    return succeeded(t('profile.updated'))
  },
}))

/**
 * E-mail settings on the profile: event reminders, session reminders (opt-in), change alerts,
 * and for each kind of notice whether it also comes by e-mail at once.
 */
export const updateReminderSettings = memberAction((t: Translator) => ({
  signedOut: { title: t('reminders.error'), description: t('profile.signedOut') },
  input: formFields(reminderSettingsSchema(t), t('errors.checkInput')),
  title: t('reminders.error'),
  run: async (context, { eventReminders, agendaItemReminders, scheduleChangeAlerts, weeklyDigest, ...noticeEmails }) => {
    await updateOwnAccount(context, { eventReminders, agendaItemReminders, scheduleChangeAlerts, weeklyDigest, noticeEmails })
    return succeeded(t('reminders.saved'))
  },
}))

/** /profile's 'Send e-mails again' after a hard bounce (src/lib/accounts/users/resumeEmails.ts). */
export const resumeEmailDelivery = memberAction((t: Translator) => ({
  signedOut: { title: t('reminders.bounce.error'), description: t('profile.signedOut') },
  // The form has no fields; its previous answer is the page's own state.
  input: z.tuple([z.unknown(), z.unknown()]).rest(z.unknown()),
  title: t('reminders.bounce.error'),
  run: async (context) => {
    await resumeEmails(context)
    revalidatePath('/profile', 'layout')
    return succeeded(t('reminders.bounce.retried'))
  },
}))
