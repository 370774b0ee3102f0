import { Newspaper } from 'lucide'
import type { Metadata } from 'next'

import { SignedLinkForm } from '@/components/site/SignedLinkForm'
import { Icon } from '@/components/ui/icon'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { readWeeklyDigestToken } from '@/lib/digest/weeklyDigestToken'
import { getPayloadClient } from '@/lib/payload'

import { confirmWeeklyDigest } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('weeklyDigestPage.pageTitle'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The target of the welcome e-mail's "Send me the weekly digest". Opening it changes nothing
 * (mail scanners open links); the member confirms with one button, without signing in.
 */
export default async function WeeklyDigestPage({ searchParams }: Props) {
  const { token } = await searchParams
  const payload = await getPayloadClient()
  const valid = typeof token === 'string' && readWeeklyDigestToken(payload.secret, token) !== null
  const t = await getTranslations()
  const profile = pathIn(await requestLanguage(), '/profile')
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <section className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Icon icon={Newspaper} aria-hidden="true" className="size-8 text-brand-600" />
        {valid ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('weeklyDigestPage.heading')}</h1>
            <p className="text-gray-700">{t('weeklyDigestPage.text')}</p>
            <SignedLinkForm
              confirm={confirmWeeklyDigest}
              token={token as string}
              profile={profile}
              texts={{
                label: t('weeklyDigestPage.button'),
                pending: t('weeklyDigestPage.pending'),
                goToProfile: t('weeklyDigestPage.goToProfile'),
              }}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('weeklyDigestPage.invalidHeading')}</h1>
            <p className="text-gray-700">
              {t.rich('weeklyDigestPage.invalidText', {
                link: (chunks) => (
                  <a href={profile} className="font-medium text-brand-600 hover:underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </>
        )}
      </section>
    </main>
  )
}
