import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Card } from '@/components/ui/card'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { safeReturnPath } from '@/lib/auth/destinations'
import { googleConfig } from '@/lib/auth/googleConfig'

import { AuthForm } from './AuthForm'

export const metadata: Metadata = { title: 'Sign in · IT/OT Community' }

type Props = { searchParams: Promise<{ invite?: string; from?: string; error?: string }> }

export default async function AuthPage({ searchParams }: Props) {
  const { invite, from, error } = await searchParams
  if (await getCurrentUser()) {
    redirect(invite ? `/complete-profile?invite=${encodeURIComponent(invite)}` : safeReturnPath(from))
  }
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Join the IT/OT Community</h1>
        <p className="mt-2 text-gray-700">
          {invite ? 'You were invited: create your account to accept the invitation.' : 'Sign in or create your free member account.'}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Card>
        <AuthForm from={from} invite={invite} googleConfigured={Boolean(googleConfig())} />
      </Card>
    </main>
  )
}
