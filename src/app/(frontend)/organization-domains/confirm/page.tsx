import { AtSign } from 'lucide'
import type { Metadata } from 'next'

import { SignedLinkForm } from '@/components/site/SignedLinkForm'
import { SignedLinkPage } from '@/components/site/SignedLinkPage'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { domainRequestOfKey } from '@/lib/organizations/organizationDomains/confirmOrganizationDomain'
import { readErrorText } from '@/lib/shared/errors/errorText'

import { confirmDomain } from './actions'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('domainConfirm.pageTitle'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ key?: string | string[] }> }

/**
 * The link of a domain confirmation e-mail (issue 23, item 6) opens this page; its button
 * confirms (mail scanners that open links confirm nothing). No sign-in: the mailbox is the proof.
 */
export default async function ConfirmDomainPage({ searchParams }: Props) {
  const { key } = await searchParams
  const t = await getTranslations()
  const request = typeof key === 'string' ? await domainRequestOfKey(await getPayloadClient(), key) : null
  if (!request) {
    return (
      <SignedLinkPage icon={AtSign} heading={t('domainConfirm.invalidHeading')} text={readErrorText({ key: 'domainLinkInvalid' }, t)} />
    )
  }
  const organization = typeof request.organization === 'object' ? request.organization.name : ''
  const by = typeof request.requestedBy === 'object' && request.requestedBy ? request.requestedBy : null
  const requestedBy = by ? [by.firstName, by.lastName].filter(Boolean).join(' ') || by.email : ''
  return (
    <SignedLinkPage
      icon={AtSign}
      heading={t('domainConfirm.heading', { domain: request.domain })}
      text={t('domainConfirm.body', { name: requestedBy, domain: request.domain, organization })}
    >
      <SignedLinkForm
        confirm={confirmDomain}
        token={key as string}
        profile={pathIn(await requestLanguage(), '/')}
        texts={{
          label: t('domainConfirm.confirm', { domain: request.domain }),
          pending: t('domainConfirm.pending'),
          goToProfile: t('domainConfirm.goHome'),
        }}
      />
    </SignedLinkPage>
  )
}
