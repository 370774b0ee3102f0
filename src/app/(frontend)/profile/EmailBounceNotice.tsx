'use client'

import { MailWarning } from 'lucide'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { useTranslations } from '@/i18n/useTranslations'

import { resumeEmailDelivery } from './profileActions'

/**
 * Why the member's e-mails stopped (users.emailBounce: the mail server refused the address for
 * good), and the button that sends them again once the address works.
 */
export function EmailBounceNotice({ email, date, reason }: { email: string; date: string; reason: string }) {
  const t = useTranslations('reminders')
  const { state, action, onSubmit, pending } = useActionForm(resumeEmailDelivery, null)
  useResultToast(state)
  if (state?.ok) return null
  return (
    <section
      role="alert"
      aria-labelledby="email-bounce"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <Icon icon={MailWarning} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-2 text-sm">
        <h2 id="email-bounce" className="font-semibold break-words">
          {t('bounce.heading', { email })}
        </h2>
        <p className="break-words">{t('bounce.text', { date, reason })}</p>
        <p>{t('bounce.retryHint')}</p>
        <form action={action} onSubmit={onSubmit}>
          <Button type="submit" variant="secondary" disabled={pending}>
            {t('bounce.retry')}
          </Button>
        </form>
      </div>
    </section>
  )
}
