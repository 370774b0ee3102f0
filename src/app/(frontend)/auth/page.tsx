import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { Card } from '@/components/ui/card'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { type AuthErrorCode, authErrorMessage } from '@/lib/accounts/auth/authErrors'
import { getCurrentUser } from '@/lib/accounts/auth/currentUser'
import { googleConfig } from '@/lib/accounts/auth/googleConfig'
import { isAdminPath } from '@/lib/admin/adminPaths'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { returnPath } from '@/lib/shared/redirects/siteLocation'
import { addressMismatch, warnAboutAddress } from '@/lib/shared/siteUrl'
import { holdsAdminRole } from '@access/roles'

import { AuthForm } from './AuthForm'
import { authTexts } from './authTexts'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('auth.pageTitle') }
}

type Props = { searchParams: Promise<{ invite?: string; key?: string; from?: string; error?: string; tab?: string }> }

export default async function AuthPage({ searchParams }: Props) {
  const { invite, key, from, tab, error: errorCode } = await searchParams
  const t = await getTranslations()
  const language = await requestLanguage()
  // Only a known code shows a message (authErrorMessage says which), in the page's language.
  let error = authErrorMessage(errorCode) ? t(`auth.errors.${errorCode as AuthErrorCode}`) : null
  const user = await getCurrentUser()
  // A member sent here from the admin panel would bounce straight back: ask for an admin account.
  const adminOnly = Boolean(user && !holdsAdminRole(user) && isAdminPath(returnPath(from)))
  if (user && !adminOnly) redirectInSite(invite ? `/complete-profile?invite=${encodeURIComponent(invite)}` : from, { language })
  if (adminOnly) error = t('auth.adminOnly')
  // Opened at another address than SERVER_URL: the session cookie would be refused, so say so.
  const mismatch = addressMismatch(await headers())
  warnAboutAddress(mismatch)
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t('auth.heading')}</h1>
        <p className="mt-2 text-gray-700">{invite ? t('auth.introInvited') : t('auth.intro')}</p>
      </div>
      {mismatch ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t.rich('auth.addressMismatch', {
            configured: mismatch.configured,
            inUse: mismatch.inUse,
            strong: (chunks) => <strong>{chunks}</strong>,
            link: (chunks) => (
              <a className="font-medium underline" href={`${mismatch.configured}${pathIn(language, '/auth')}`}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Card>
        <AuthForm
          from={from}
          invite={invite}
          inviteKey={key}
          googleConfigured={Boolean(googleConfig())}
          // Admins come from the admin panel to sign in, not to create an account; /verify links here.
          defaultTab={tab === 'sign-in' || isAdminPath(returnPath(from)) ? 'sign-in' : 'sign-up'}
          language={language}
          texts={authTexts(t)}
        />
      </Card>
    </main>
  )
}
