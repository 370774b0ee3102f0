import { CircleCheck, CircleX } from 'lucide'
import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { verifyEmail } from '@/lib/accounts/auth/verifyEmail'
import { getPayloadClient } from '@/lib/infrastructure/payload'

import { authTexts } from '../auth/authTexts'
import { ResendLinkForm } from '../auth/ResendLinkForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('verify.pageTitle') }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Target of the verification e-mail's link: confirms the address, or says why not and offers a new link. */
export default async function VerifyPage({ searchParams }: Props) {
  const { token } = await searchParams
  const verified = await verifyEmail({ payload: await getPayloadClient(), user: null }, { token })
  const t = await getTranslations()
  const signIn = pathIn(await requestLanguage(), '/auth?tab=sign-in')
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <h1 className="text-center text-2xl font-semibold tracking-tight">{t('verify.heading')}</h1>
      <Card>
        {verified ? (
          <div role="status" className="space-y-4 text-center">
            <Icon icon={CircleCheck} aria-hidden="true" className="mx-auto size-10 text-green-700" />
            <h2 className="text-lg font-semibold">{t('verify.confirmedTitle')}</h2>
            <p className="text-gray-700">{t('verify.confirmed')}</p>
            <Button asChild className="w-full">
              <a href={signIn}>{t('verify.signIn')}</a>
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <div role="alert" className="space-y-3 text-center">
              <Icon icon={CircleX} aria-hidden="true" className="mx-auto size-10 text-red-700" />
              <h2 className="text-lg font-semibold">{t('verify.failedTitle')}</h2>
              <p className="text-gray-700">
                {t.rich('verify.failed', {
                  link: (chunks) => (
                    <a href={signIn} className="font-medium text-brand-600 hover:underline">
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            </div>
            <p className="text-sm text-gray-700">{t('verify.otherwise')}</p>
            <ResendLinkForm texts={authTexts(t)} />
          </div>
        )}
      </Card>
    </main>
  )
}
