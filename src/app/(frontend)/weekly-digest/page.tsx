import { Newspaper } from 'lucide'
import type { Metadata } from 'next'

import { SignedLinkForm } from '@/components/site/SignedLinkForm'
import { profileLink, SignedLinkPage } from '@/components/site/SignedLinkPage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { readWeeklyDigestToken } from '@/lib/reach/digest/weeklyDigestToken'

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
  const profile = pathIn(await requestLanguage(), '/profile/notifications')
  if (!valid) {
    return (
      <SignedLinkPage
        icon={Newspaper}
        heading={t('weeklyDigestPage.invalidHeading')}
        text={t.rich('weeklyDigestPage.invalidText', { link: profileLink(profile) })}
      />
    )
  }
  return (
    <SignedLinkPage icon={Newspaper} heading={t('weeklyDigestPage.heading')} text={t('weeklyDigestPage.text')}>
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
    </SignedLinkPage>
  )
}
