'use client'

import { Copy, RefreshCw } from 'lucide'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogCancel, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { useTranslations } from '@/i18n/useTranslations'
import type { FeedUrls } from '@/lib/events/calendar/feedToken'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { regenerateCalendarFeed } from '../calendarFeedActions'

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useTranslations('calendarFeed')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(t('copied'), { description: t('copiedDescription', { label }) })
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave it selected to copy by hand.
      ;(document.getElementById(id) as HTMLInputElement | null)?.select()
      toast.error(t('copyFailed'), { description: t('copyFailedDescription') })
    }
  }
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 bg-gray-50 font-mono text-xs"
        />
        <Button type="button" variant="secondary" onClick={copy} aria-label={t('copyNamed', { label })}>
          <Icon icon={Copy} aria-hidden="true" className="size-4" />
          {t('copy')}
        </Button>
      </div>
    </div>
  )
}

/**
 * The private agenda feed (saved events and marked sessions) for calendar apps: its webcal and
 * https addresses with copy buttons, and Regenerate behind a confirmation, since the old address
 * stops working at once.
 */
export function CalendarFeedSection({ initialUrls }: { initialUrls: FeedUrls | null }) {
  const t = useTranslations('calendarFeed')
  const cancel = useTranslations('ui')('cancel')
  const [confirming, setConfirming] = useState(false)
  const { state, action, onSubmit, pending } = useActionForm<ActionResult<FeedUrls> | null>(regenerateCalendarFeed, null)
  // The last good addresses stay on screen when a regeneration is refused (React's 'adjust
  // state while rendering': one extra render, no effect).
  const [urls, setUrls] = useState(initialUrls)
  if (state?.data && state.data !== urls) setUrls(state.data)
  useResultToast(state)
  const confirm = (event: React.FormEvent<HTMLFormElement>) => {
    setConfirming(false)
    onSubmit(event)
  }

  return (
    <section aria-labelledby="calendar-subscription" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="calendar-subscription" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-gray-700">{t('intro')}</p>
      {urls ? (
        <>
          <CopyField id="calendar-feed-webcal" label={t('webcalAddress')} value={urls.webcal} />
          <CopyField id="calendar-feed-https" label={t('httpsAddress')} value={urls.https} />
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a href={urls.webcal}>{t('openInApp')}</a>
            </Button>
            <Dialog open={confirming} onOpenChange={setConfirming}>
              <DialogTrigger>
                <Button type="button" variant="secondary" disabled={pending}>
                  <Icon icon={RefreshCw} aria-hidden="true" className="size-4" />
                  {pending ? t('regenerating') : t('regenerate')}
                </Button>
              </DialogTrigger>
              <DialogContent title={t('confirmTitle')} description={t('confirmDescription')}>
                <form action={action} onSubmit={confirm} className="mt-6 flex justify-end gap-3">
                  <DialogCancel label={cancel} />
                  <Button type="submit">{t('confirm')}</Button>
                </form>
              </DialogContent>
            </Dialog>
          </div>
        </>
      ) : (
        <form action={action} onSubmit={onSubmit}>
          <Button type="submit" disabled={pending}>
            {pending ? t('creating') : t('create')}
          </Button>
        </form>
      )}
    </section>
  )
}
