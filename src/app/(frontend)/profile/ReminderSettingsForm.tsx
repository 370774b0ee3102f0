'use client'

import { Button } from '@/components/ui/button'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { useTranslations } from '@/i18n/useTranslations'

import { updateReminderSettings } from './profileActions'

export type ReminderSettings = { eventReminders: boolean; agendaItemReminders: boolean; scheduleChangeAlerts: boolean }

/** The settings, each named by its catalogue key (reminders.<setting>). */
const OPTIONS = ['eventReminders', 'agendaItemReminders', 'scheduleChangeAlerts'] as const

/** Which reminder and alert e-mails the member gets (every such e-mail links back to turn them off). */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const t = useTranslations('reminders')
  const { state, action, onSubmit, pending } = useActionForm(updateReminderSettings, null)
  useResultToast(state)
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
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
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  )
}
