import type { Metadata } from 'next'

import { AuthenticatorAppSetup } from '@/components/account/AuthenticatorAppSetup'
import { AddPasskey } from '@/components/account/PasskeyList'
import { Card } from '@/components/ui/card'
import { IslandMessages } from '@/i18n/IslandMessages'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { hasSecondStep, readSecondFactor } from '@/lib/accounts/secondFactor/secondFactorState'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { returnPath } from '@/lib/shared/redirects/siteLocation'
import { sessionPassedSecondStep } from '@access/roles'

import { CodeForm, PasskeyConfirmButton } from './ConfirmForms'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('confirm.pageTitle') }
}

type Props = { searchParams: Promise<{ from?: string }> }

/**
 * The second step (issue 23, item 5): an admin's session confirms it is theirs with a passkey, the
 * authenticator app or a recovery code before the admin panel opens; an admin without any sets
 * one up here first. A session that passed goes straight on.
 */
export default async function ConfirmPage({ searchParams }: Props) {
  const { from } = await searchParams
  const language = await requestLanguage()
  const onwards = returnPath(from ?? '/admin')
  const user = await getCurrentUser()
  if (!user) redirectInSite(`/auth?from=${encodeURIComponent(`/auth/confirm?from=${encodeURIComponent(onwards)}`)}`, { language })
  if (sessionPassedSecondStep(user)) redirectInSite(onwards, { language })
  const t = await getTranslations()
  const state = await readSecondFactor(await getPayloadClient(), user.id)

  return (
    <IslandMessages namespaces={['ui', 'confirm', 'security']}>
      <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
        <div className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{t('confirm.heading')}</h1>
          <p className="mt-2 text-gray-700">{hasSecondStep(state) ? t('confirm.intro') : t('confirm.setUpIntro')}</p>
        </div>
        <Card className="space-y-6 p-6">
          {hasSecondStep(state) ? (
            <>
              {state.passkeys ? <PasskeyConfirmButton from={onwards} /> : null}
              {state.totpSecret ? <CodeForm kind="app" from={onwards} /> : null}
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-brand-600">{t('confirm.useRecoveryCode')}</summary>
                <div className="mt-3">
                  <CodeForm kind="recovery" from={onwards} />
                </div>
              </details>
              <p className="text-sm text-gray-700">{t('confirm.lostEverything')}</p>
            </>
          ) : (
            <>
              <section aria-labelledby="confirm-passkey" className="space-y-3">
                <h2 id="confirm-passkey" className="font-semibold">
                  {t('confirm.setUpPasskey')}
                </h2>
                <p className="text-sm text-gray-700">{t('confirm.setUpPasskeyIntro')}</p>
                <AddPasskey />
              </section>
              <section aria-labelledby="confirm-app" className="space-y-3">
                <h2 id="confirm-app" className="font-semibold">
                  {t('confirm.setUpApp')}
                </h2>
                <p className="text-sm text-gray-700">{t('confirm.setUpAppIntro')}</p>
                <AuthenticatorAppSetup />
              </section>
            </>
          )}
        </Card>
      </main>
    </IslandMessages>
  )
}
