import { MailX } from 'lucide'
import type { Metadata } from 'next'

import { SignedLinkForm } from '@/components/site/SignedLinkForm'
import { profileLink, SignedLinkPage } from '@/components/site/SignedLinkPage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { readUnsubscribeToken } from '@/lib/reach/memberEmails/unsubscribeToken'

import { confirmUnsubscribe } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('unsubscribe.pageTitle'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The target of the unsubscribe link in every reminder, alert and notice e-mail. Opening it changes nothing
 * (mail scanners open links); the member confirms with one button, without signing in.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams
  const payload = await getPayloadClient()
  const valid = typeof token === 'string' ? readUnsubscribeToken(payload.secret, token) : null
  const t = await getTranslations()
  const profile = pathIn(await requestLanguage(), '/profile/notifications')
  if (!valid) {
    return (
      <SignedLinkPage
        icon={MailX}
        heading={t('unsubscribe.invalidHeading')}
        text={t.rich('unsubscribe.invalidText', { link: profileLink(profile) })}
      />
    )
  }
  return (
    <SignedLinkPage
      icon={MailX}
      heading={t(`unsubscribe.topics.${valid.topic}.heading`)}
      text={t(`unsubscribe.topics.${valid.topic}.text`)}
    >
      <SignedLinkForm
        confirm={confirmUnsubscribe}
        token={token as string}
        profile={profile}
        texts={{
          label: t(`unsubscribe.topics.${valid.topic}.button`),
          pending: t('unsubscribe.turningOff'),
          goToProfile: t('unsubscribe.goToProfile'),
        }}
      />
    </SignedLinkPage>
  )
}
