import { CircleCheck, CircleX } from 'lucide'
import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { verifyEmail } from '@/lib/auth/verifyEmail'
import { getPayloadClient } from '@/lib/payload'

import { ResendLinkForm } from '../auth/ResendLinkForm'

export const metadata: Metadata = { title: 'Confirm your e-mail address · IT/OT Community' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Target of the verification e-mail's link: confirms the address, or says why not and offers a new link. */
export default async function VerifyPage({ searchParams }: Props) {
  const { token } = await searchParams
  const verified = await verifyEmail({ payload: await getPayloadClient(), user: null }, { token })
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <h1 className="text-center text-2xl font-semibold tracking-tight">Confirm your e-mail address</h1>
      <Card>
        {verified ? (
          <div role="status" className="space-y-4 text-center">
            <Icon icon={CircleCheck} aria-hidden="true" className="mx-auto size-10 text-green-700" />
            <h2 className="text-lg font-semibold">E-mail address confirmed</h2>
            <p className="text-gray-700">Your account is ready. Sign in with your e-mail address and password.</p>
            <Button asChild className="w-full">
              <a href="/auth?tab=sign-in">Sign in</a>
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <div role="alert" className="space-y-3 text-center">
              <Icon icon={CircleX} aria-hidden="true" className="mx-auto size-10 text-red-700" />
              <h2 className="text-lg font-semibold">This link does not work</h2>
              <p className="text-gray-700">
                The confirmation link is invalid, was already used, or a newer link replaced it. If you confirmed your address already, just{' '}
                <a href="/auth?tab=sign-in" className="font-medium text-brand-600 hover:underline">
                  sign in
                </a>
                .
              </p>
            </div>
            <p className="text-sm text-gray-700">Otherwise enter your e-mail address and we will send a new link.</p>
            <ResendLinkForm />
          </div>
        )}
      </Card>
    </main>
  )
}
