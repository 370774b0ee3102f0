'use client'

import { LogOut } from 'lucide'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirmDialog'
import { Icon } from '@/components/ui/icon'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { signOutEverywhere, signOutSession } from './actions'

export type SessionRow = { id: string; device: string; method: string; signedInAt: string; current: boolean }

function SignOutSession({ session }: { session: SessionRow }) {
  const t = useTranslations('security')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const signOut = () =>
    startTransition(async () => {
      const result = await signOutSession(session.id)
      toastResult(result)
      if (result.ok) router.refresh()
    })
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={signOut}
      disabled={pending}
      aria-label={t('sessions.signOutNamed', { device: session.device })}
    >
      {t('sessions.signOut')}
    </Button>
  )
}

/** Where the member is signed in: each session's browser, how and when it began; sign out of one, or everywhere. */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const t = useTranslations('security')
  const cancel = useTranslations('ui')('cancel')
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium text-gray-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-normal text-green-900">
                    {t('sessions.current')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-gray-700">{t('sessions.signedIn', { method: session.method, date: session.signedInAt })}</p>
            </div>
            {session.current ? null : <SignOutSession session={session} />}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="secondary">
            <Icon icon={LogOut} aria-hidden="true" className="size-4" />
            {t('sessions.everywhere')}
          </Button>
        }
        title={t('sessions.everywhereTitle')}
        description={t('sessions.everywhereDescription')}
        confirmLabel={t('sessions.everywhereConfirm')}
        cancelLabel={cancel}
        onConfirm={async () => void (await signOutEverywhere())}
      />
    </div>
  )
}
