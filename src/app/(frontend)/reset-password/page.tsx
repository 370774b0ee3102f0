import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'

import { ResetRequestForm } from './ResetRequestForm'

export const metadata: Metadata = { title: 'Reset password · IT/OT Community' }

export default function ResetPasswordPage() {
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Reset your password</h1>
        <p className="mt-2 text-gray-700">Enter your account&apos;s e-mail address and we will send you a link.</p>
      </div>
      <Card>
        <ResetRequestForm />
      </Card>
    </main>
  )
}
