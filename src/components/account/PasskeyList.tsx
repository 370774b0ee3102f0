'use client'

import { KeyRound } from 'lucide'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { finishAddingPasskey, removePasskey, renamePasskey, startAddingPasskey } from '@/app/(frontend)/profile/security/actions'
import { browserHasPasskeys, ceremonyRefused, loadPasskeyCeremony } from '@/components/account/passkeyCeremony'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirmDialog'
import { Dialog, DialogCancel, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { toast, toastResult } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useTranslations } from '@/i18n/useTranslations'

export type PasskeyRow = { id: number; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean }

/** The browser said no: the person closed the prompt, or the device has this passkey already. */
const cancelled = (error: unknown) => ceremonyRefused(error, ['ERROR_CEREMONY_ABORTED', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'])

/** "Add a passkey": the browser's own prompt, then the page again with it listed (also on /auth/confirm, to set up an admin's first). */
export function AddPasskey() {
  const t = useTranslations('security')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // Known only in the browser: the button renders on the server and before hydration.
  const supported = !useHydrated() || browserHasPasskeys()
  const add = () =>
    startTransition(async () => {
      const [options, ceremony] = await Promise.all([startAddingPasskey(), loadPasskeyCeremony()])
      if (!options.ok || !options.data) return toastResult(options)
      let credential
      try {
        credential = await ceremony.startRegistration({ optionsJSON: options.data })
      } catch (error) {
        toast.error(t('passkeys.notAdded'), { description: cancelled(error) ? t('passkeys.cancelled') : t('passkeys.failed') })
        return
      }
      const result = await finishAddingPasskey(credential)
      toastResult(result)
      if (result.ok) router.refresh()
    })
  if (!supported) {
    return (
      <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {t('passkeys.unsupported')}
      </p>
    )
  }
  return (
    <Button type="button" onClick={add} disabled={pending}>
      <Icon icon={KeyRound} aria-hidden="true" className="size-4" />
      {pending ? t('passkeys.adding') : t('passkeys.add')}
    </Button>
  )
}

function RenamePasskey({ passkey }: { passkey: PasskeyRow }) {
  const t = useTranslations('security')
  const cancel = useTranslations('ui')('cancel')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '')
    startTransition(async () => {
      const result = await renamePasskey(passkey.id, name)
      toastResult(result)
      if (result.ok) {
        setOpen(false)
        router.refresh()
      }
    })
  }
  const id = `passkey-name-${passkey.id}`
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button type="button" variant="secondary" aria-label={t('passkeys.renameNamed', { name: passkey.name })}>
          {t('passkeys.rename')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('passkeys.renameTitle')} description={t('passkeys.renameDescription')}>
        <form onSubmit={save} className="mt-4 space-y-4">
          <Field id={id} label={t('passkeys.name')}>
            <Input id={id} name="name" defaultValue={passkey.name} maxLength={100} required />
          </Field>
          <div className="flex justify-end gap-3">
            <DialogCancel label={cancel} />
            <Button type="submit" disabled={pending}>
              {t('passkeys.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function RemovePasskey({ passkey }: { passkey: PasskeyRow }) {
  const t = useTranslations('security')
  const cancel = useTranslations('ui')('cancel')
  const router = useRouter()
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="secondary" aria-label={t('passkeys.removeNamed', { name: passkey.name })}>
          {t('passkeys.remove')}
        </Button>
      }
      title={t('passkeys.removeTitle', { name: passkey.name })}
      description={t('passkeys.removeDescription')}
      confirmLabel={t('passkeys.removeConfirm')}
      cancelLabel={cancel}
      onConfirm={async () => {
        const result = await removePasskey(passkey.id)
        toastResult(result)
        if (result.ok) router.refresh()
      }}
    />
  )
}

/** The member's passkeys, each renamed or removed behind a dialog, and "Add a passkey" (the browser's own prompt). */
export function PasskeyList({ passkeys }: { passkeys: PasskeyRow[] }) {
  const t = useTranslations('security')
  return (
    <div className="space-y-4">
      {passkeys.length ? (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">
                  {passkey.name}
                  {passkey.synced ? (
                    <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-700">{t('passkeys.synced')}</span>
                  ) : null}
                </p>
                <p className="text-sm text-gray-700">
                  {t('passkeys.addedOn', { date: passkey.createdAt })}
                  {' · '}
                  {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: passkey.lastUsedAt }) : t('passkeys.neverUsed')}
                </p>
              </div>
              <div className="flex gap-2">
                <RenamePasskey passkey={passkey} />
                <RemovePasskey passkey={passkey} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">{t('passkeys.none')}</p>
      )}
      <AddPasskey />
    </div>
  )
}
