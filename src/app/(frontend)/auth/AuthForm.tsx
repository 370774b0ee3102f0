'use client'

import { MailCheck } from 'lucide'
import { useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import { fillSlots } from '@/i18n/messageSlots'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { type AuthScreen, signIn, signUp } from './actions'
import type { AuthTexts } from './authTexts'
import { GoogleButton } from './GoogleButton'
import { ResendLinkForm } from './ResendLinkForm'

/** "Sign in with a passkey" is shown only in the browser anyway (PasskeyButton): it loads after the page. */
const loadPasskeyButton = () => import('./PasskeyButton').then((module) => module.PasskeyButton)

type Props = {
  from?: string
  invite?: string
  inviteKey?: string
  googleConfigured: boolean
  defaultTab?: 'sign-in' | 'sign-up'
  language: Language
  /** The forms' words in the page's language (authTexts). */
  texts: AuthTexts
}

/** Sign In and Create Account (the default tab), e-mail and password, and Google. */
export function AuthForm({ defaultTab = 'sign-up', ...props }: Props) {
  const t = (key: keyof AuthTexts) => props.texts[key]
  return (
    <Tabs defaultValue={defaultTab} className="space-y-6">
      <TabsList aria-label={t('tabs')}>
        <TabsTrigger value="sign-in">{t('signIn')}</TabsTrigger>
        <TabsTrigger value="sign-up">{t('createAccount')}</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <CredentialsForm action={signIn} mode="sign-in" {...props} />
      </TabsContent>
      <TabsContent value="sign-up">
        <CredentialsForm action={signUp} mode="sign-up" {...props} />
      </TabsContent>
    </Tabs>
  )
}

function CredentialsForm({
  action,
  mode,
  from,
  invite,
  inviteKey,
  googleConfigured,
  language,
  texts,
}: Props & {
  action: (state: ActionResult<AuthScreen> | null, formData: FormData) => Promise<ActionResult<AuthScreen>>
  mode: 'sign-in' | 'sign-up'
}) {
  const t = (key: keyof AuthTexts) => texts[key]
  const { state, action: formAction, onSubmit, pending } = useActionForm(action, null)
  const { checkInbox, unverified } = state?.data ?? {}
  useEffect(() => {
    // An unverified address is answered on the page (below), not in a toast.
    if (state && !state.ok && !state.data?.unverified) toast.error(state.title, { description: state.description })
  }, [state])
  const signingIn = mode === 'sign-in'
  if (state && checkInbox) return <CheckInbox title={state.title} email={checkInbox} texts={texts} />
  return (
    <div className="space-y-5">
      {state && unverified ? <Unverified title={state.title} email={unverified} texts={texts} /> : null}
      <form action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate={false}>
        <input type="hidden" name="from" value={from ?? ''} />
        <input type="hidden" name="invite" value={invite ?? ''} />
        <input type="hidden" name="key" value={inviteKey ?? ''} />
        <Field id={`${mode}-email`} label={t('email')}>
          <Input id={`${mode}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id={`${mode}-password`} label={t('password')} hint={signingIn ? undefined : t('passwordHint')}>
          <Input
            id={`${mode}-password`}
            name="password"
            type="password"
            autoComplete={signingIn ? 'current-password' : 'new-password'}
            minLength={signingIn ? undefined : 6}
            required
          />
        </Field>
        {signingIn ? (
          <p className="text-right text-sm">
            <a href={pathIn(language, '/reset-password')} className="font-medium text-brand-600 hover:underline">
              {t('forgotPassword')}
            </a>
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? t('pleaseWait') : signingIn ? t('signIn') : t('createAccount')}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" /> {t('or')} <span className="h-px flex-1 bg-gray-200" />
      </div>
      <GoogleButton
        label={signingIn ? t('continueWithGoogle') : t('signUpWithGoogle')}
        configured={googleConfigured}
        from={from}
        invite={invite}
        language={language}
        notConfigured={t('googleNotConfigured')}
      />
      {signingIn ? (
        <LoadedAfterPage
          load={loadPasskeyButton}
          props={{
            from,
            texts: {
              label: t('signInWithPasskey'),
              pleaseWait: t('pleaseWait'),
              cancelled: t('passkeyCancelled'),
              failed: t('passkeyFailed'),
              error: texts.error,
            },
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * After sign-up: the same step whether the address was new or already had an account (the
 * owner of a taken address gets an e-mail saying someone tried), so the form tells nobody who
 * is a member.
 */
function CheckInbox({ title, email, texts }: { title: string; email: string; texts: AuthTexts }) {
  return (
    <div className="space-y-4 text-center" role="status">
      <Icon icon={MailCheck} aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-gray-700">
        {fillSlots(texts.sentTo, { email: <span className="font-medium break-all text-gray-900">{email}</span> })}
      </p>
      <p className="text-sm text-gray-600">{texts.noEmail}</p>
      <ResendLinkForm email={email} texts={texts} />
    </div>
  )
}

/** A right password for an account whose address is not confirmed yet. */
function Unverified({ title, email, texts }: { title: string; email: string; texts: AuthTexts }) {
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{title}</p>
      <p>{fillSlots(texts.openLink, { email: <span className="font-medium break-all">{email}</span> })}</p>
      <ResendLinkForm email={email} texts={texts} />
    </div>
  )
}
