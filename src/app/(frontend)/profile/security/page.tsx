import type { Metadata } from 'next'

import { PasskeyList } from '@/components/account/PasskeyList'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { translatorFor } from '@/i18n/translator'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { MAX_PASSKEYS } from '@/lib/accounts/passkeys/relyingParty'
import { readSecondFactor } from '@/lib/accounts/secondFactor/secondFactorState'
import { activeSessions } from '@/lib/accounts/sessions/activeSessions'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { formatAccountMoment, formatListDate } from '@/lib/shared/format/dates'
import { holdsAdminRole } from '@access/roles'

import { ProfileSections, ProfileSignedOut } from '../ProfileSections'
import { AuthenticatorAppSection } from './AuthenticatorAppSection'
import { PrivacySection } from './PrivacySection'
import { SessionList } from './SessionList'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('profile.securityPageTitle') }
}

/**
 * The Security and data tab: the account's sign-in (issue 23, item 5: passkeys, an admin's
 * authenticator app and recovery codes, where it is signed in), then its data: the download and,
 * once on the profile, deleting the account.
 */
export default async function SecurityPage() {
  const language = await requestLanguage()
  const t = translatorFor(language)
  const user = await requireCompleteProfile()
  if (!user) return <ProfileSignedOut language={language} />
  const payload = await getPayloadClient()
  const [passkeys, sessions, secondStep] = await Promise.all([
    payload.find({
      collection: 'passkeys',
      where: { user: { equals: user.id } },
      select: { name: true, createdAt: true, lastUsedAt: true, synced: true },
      sort: '-createdAt',
      limit: MAX_PASSKEYS,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    activeSessions(payload, user),
    readSecondFactor(payload, user.id),
  ])

  return (
    <ProfileSections language={language} current="security">
      <section aria-labelledby="passkeys" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="passkeys" className="text-xl font-semibold">
          {t('security.passkeys.heading')}
        </h2>
        <p className="text-sm text-gray-700">{t('security.passkeys.intro')}</p>
        <PasskeyList
          passkeys={passkeys.docs.map((passkey) => ({
            id: passkey.id,
            name: passkey.name,
            createdAt: formatListDate(passkey.createdAt, language),
            lastUsedAt: passkey.lastUsedAt ? formatAccountMoment(passkey.lastUsedAt, language) : null,
            synced: Boolean(passkey.synced),
          }))}
        />
      </section>
      {holdsAdminRole(user) ? (
        <section aria-labelledby="authenticator-app" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="authenticator-app" className="text-xl font-semibold">
            {t('security.app.heading')}
          </h2>
          <p className="text-sm text-gray-700">{t('security.app.intro')}</p>
          <AuthenticatorAppSection
            enabledSince={secondStep.totpEnabledAt ? formatListDate(secondStep.totpEnabledAt, language) : null}
            codesLeft={secondStep.recoveryCodes.filter((code) => !code.usedAt).length}
          />
        </section>
      ) : null}
      <section aria-labelledby="sessions" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="sessions" className="text-xl font-semibold">
          {t('security.sessions.heading')}
        </h2>
        <p className="text-sm text-gray-700">{t('security.sessions.intro')}</p>
        <SessionList
          sessions={sessions.map((session) => ({
            id: session.id,
            device: session.device ?? t('security.sessions.unknownDevice'),
            method: t(`security.methods.${session.signedInWith ?? 'unknown'}`),
            signedInAt: formatAccountMoment(session.signedInAt, language),
            current: session.current,
          }))}
        />
      </section>
      <PrivacySection email={user.email} />
    </ProfileSections>
  )
}
