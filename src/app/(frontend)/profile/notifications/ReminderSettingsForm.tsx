'use client'

import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select-field'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { useTranslations } from '@/i18n/useTranslations'
import { NOTICE_EMAIL_TOPICS, type NoticeEmailTopic } from '@/lib/reach/notifications/noticeEmails'
import { NOTICE_DELIVERIES, type NoticeDelivery } from '@/lib/shared/enums'

import { updateReminderSettings } from '../profileActions'

export type ReminderSettings = {
  eventReminders: boolean
  agendaItemReminders: boolean
  scheduleChangeAlerts: boolean
  weeklyDigest: boolean
  noticeEmails: Record<NoticeEmailTopic, NoticeDelivery>
}

/** The settings, each named by its catalogue key (reminders.<setting>). */
const OPTIONS = ['eventReminders', 'agendaItemReminders', 'scheduleChangeAlerts'] as const

/**
 * Which reminder and alert e-mails the member gets, whether the weekly digest comes, and which
 * notices also come by e-mail at once or in the digest (every such e-mail links back to turn it off).
 */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const t = useTranslations('reminders')
  const { state, action, onSubmit, pending } = useActionForm(updateReminderSettings, null)
  useResultToast(state)
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{t('legend')}</legend>
        <div className="space-y-2">
          {OPTIONS.map((name) => (
            <label key={name} className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={name} defaultChecked={settings[name]} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
              {t(name)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{t('digestLegend')}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="weeklyDigest"
            defaultChecked={settings.weeklyDigest}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          {t('weeklyDigest')}
        </label>
      </fieldset>
      <fieldset aria-describedby="notice-emails-intro">
        <legend className="text-sm font-medium text-gray-800">{t('noticeLegend')}</legend>
        <p id="notice-emails-intro" className="mt-1 mb-3 text-sm text-gray-600">
          {t('noticeIntro')}
          {settings.weeklyDigest ? null : ` ${t('digestOff')}`}
        </p>
        <div className="space-y-3">
          {NOTICE_EMAIL_TOPICS.map((topic) => (
            <div key={topic} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <label htmlFor={`notice-emails-${topic}`} className="text-sm">
                {t(`topics.${topic}`)}
              </label>
              <Select
                id={`notice-emails-${topic}`}
                name={topic}
                defaultValue={settings.noticeEmails[topic]}
                options={NOTICE_DELIVERIES.map((delivery) => ({ value: delivery, label: t(`deliveries.${delivery}`) }))}
                className="sm:w-56"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  )
}
