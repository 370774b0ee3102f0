import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { resetLinkDescription } from '@/lib/auth/authErrors'

import { NewPasswordForm } from './NewPasswordForm'

export const metadata: Metadata = { title: 'Choose a new password · IT/OT Community' }

type Props = { searchParams: Promise<{ token?: string; error_description?: string }> }

export default async function SetNewPasswordPage({ searchParams }: Props) {
  const { token, error_description: linkError } = await searchParams
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <h1 className="text-center text-2xl font-semibold tracking-tight">Choose a new password</h1>
      <Card>
        {token ? (
          <NewPasswordForm token={token} />
        ) : (
          <div role="alert" className="space-y-3 text-center">
            <h2 className="text-lg font-semibold">Invalid reset link</h2>
            <p className="text-gray-700">{resetLinkDescription(linkError) ?? 'The password reset link is invalid or has expired.'}</p>
            <a href="/reset-password" className="font-medium text-brand-600 hover:underline">
              Request a new link
            </a>
          </div>
        )}
      </Card>
    </main>
  )
}
