import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { getTranslations } from '@/i18n/translations'

import { ResetRequestForm } from './ResetRequestForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('resetPassword.pageTitle') }
}

export default async function ResetPasswordPage() {
  const t = await getTranslations()
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t('resetPassword.heading')}</h1>
        <p className="mt-2 text-gray-700">{t('resetPassword.intro')}</p>
      </div>
      <Card>
        <ResetRequestForm />
      </Card>
    </main>
  )
}
