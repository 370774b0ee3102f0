'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useActionForm } from '@/components/ui/useActionForm'

import { type AuthState, signIn, signUp } from './actions'
import { GoogleButton } from './GoogleButton'

type Props = { from?: string; invite?: string; googleConfigured: boolean; defaultTab?: 'sign-in' | 'sign-up' }

/** Sign In and Create Account (the default tab), e-mail and password, and Google. */
export function AuthForm({ from, invite, googleConfigured, defaultTab = 'sign-up' }: Props) {
  return (
    <Tabs defaultValue={defaultTab} className="space-y-6">
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="sign-up">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <CredentialsForm action={signIn} mode="sign-in" from={from} invite={invite} googleConfigured={googleConfigured} />
      </TabsContent>
      <TabsContent value="sign-up">
        <CredentialsForm action={signUp} mode="sign-up" from={from} invite={invite} googleConfigured={googleConfigured} />
      </TabsContent>
    </Tabs>
  )
}

function CredentialsForm({
  action,
  mode,
  from,
  invite,
  googleConfigured,
}: Props & { action: (state: AuthState, formData: FormData) => Promise<AuthState>; mode: 'sign-in' | 'sign-up' }) {
  const { state, action: formAction, onSubmit, pending } = useActionForm(action, {})
  useEffect(() => {
    if (state.error) toast.error('Error', { description: state.error })
  }, [state])
  const signingIn = mode === 'sign-in'
  return (
    <div className="space-y-5">
      <form action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate={false}>
        <input type="hidden" name="from" value={from ?? ''} />
        <input type="hidden" name="invite" value={invite ?? ''} />
        <Field id={`${mode}-email`} label="Email">
          <Input id={`${mode}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id={`${mode}-password`} label="Password" hint={signingIn ? undefined : 'At least 6 characters.'}>
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
            <Link href="/reset-password" className="font-medium text-brand-600 hover:underline">
              Forgot password?
            </Link>
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? 'Please wait…' : signingIn ? 'Sign In' : 'Create Account'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" /> or <span className="h-px flex-1 bg-gray-200" />
      </div>
      <GoogleButton
        label={signingIn ? 'Continue with Google' : 'Sign up with Google'}
        configured={googleConfigured}
        from={from}
        invite={invite}
      />
    </div>
  )
}
