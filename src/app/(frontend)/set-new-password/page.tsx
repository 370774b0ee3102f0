import type { Metadata } from 'next'

import { Card } from '@/components/ui/card'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { resetLinkDescription } from '@/lib/accounts/auth/authErrors'

import { NewPasswordForm } from './NewPasswordForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('newPassword.pageTitle') }
}

/** The descriptions a reset link may carry (resetLinkDescription), each with its catalogue key. */
const LINK_DESCRIPTIONS: Record<string, 'emailLinkInvalid' | 'tokenInvalid'> = {
  'Email link is invalid or has expired': 'emailLinkInvalid',
  'Token has expired or is invalid': 'tokenInvalid',
}

type Props = { searchParams: Promise<{ token?: string; error_description?: string }> }

export default async function SetNewPasswordPage({ searchParams }: Props) {
  const { token, error_description: linkError } = await searchParams
  const t = await getTranslations()
  const language = await requestLanguage()
  const description = LINK_DESCRIPTIONS[resetLinkDescription(linkError) ?? '']
  return (
    <main className="mx-auto w-full max-w-md space-y-6 px-4 py-12">
      <h1 className="text-center text-2xl font-semibold tracking-tight">{t('newPassword.heading')}</h1>
      <Card>
        {token ? (
          <NewPasswordForm token={token} />
        ) : (
          <div role="alert" className="space-y-3 text-center">
            <h2 className="text-lg font-semibold">{t('newPassword.invalidLinkTitle')}</h2>
            <p className="text-gray-700">{description ? t(`newPassword.linkDescriptions.${description}`) : t('newPassword.invalidLink')}</p>
            <a href={pathIn(language, '/reset-password')} className="font-medium text-brand-600 hover:underline">
              {t('newPassword.requestNewLink')}
            </a>
          </div>
        )}
      </Card>
    </main>
  )
}
