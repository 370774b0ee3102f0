import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

export type ApplyDialogTexts = Record<
  'applyToJoin' | 'dialogTitle' | 'dialogDescription' | 'message' | 'submitting' | 'submit' | 'cancel',
  string
>

/**
 * The "Your Application" card's words (YourApplication, ApplyDialog), made on the server;
 * `appliedOn` and `quoted` keep a slot for the date and message, which a shared page learns in
 * the browser.
 */
export type ApplicationTexts = Record<'noLongerAccepting' | 'lookingForParticipants' | 'appliedOn' | 'quoted', string> & {
  status: Record<'pending' | 'approved' | 'rejected', string>
  dialog: ApplyDialogTexts
}

export const applicationTexts = (t: Translator, projectTitle: string): ApplicationTexts => ({
  noLongerAccepting: t('apply.noLongerAccepting'),
  lookingForParticipants: t('apply.lookingForParticipants'),
  appliedOn: t('apply.appliedOn', { date: slot('date') }),
  quoted: t('apply.quoted', { message: slot('message') }),
  status: { pending: t('apply.status.pending'), approved: t('apply.status.approved'), rejected: t('apply.status.rejected') },
  dialog: {
    applyToJoin: t('apply.applyToJoin'),
    dialogTitle: t('apply.dialogTitle', { title: projectTitle }),
    dialogDescription: t('apply.dialogDescription'),
    message: t('apply.message'),
    submitting: t('apply.submitting'),
    submit: t('apply.submit'),
    cancel: t('ui.cancel'),
  },
})
