'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirmDialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { decideMembership, inviteColleague, removeMember, requestDomain, withdrawDomain } from './actions'

export type MemberRow = {
  id: number
  name: string
  email: string
  jobRole: string | null
  admin: boolean
  you: boolean
  lastOnline: string
}
export type RequestRow = { id: number; name: string; email: string; asked: string }
export type DomainRow = { id: number; domain: string; status: string; verified: boolean; sentTo: string | null }

/** The organization's members, each removable behind a dialog (not oneself). */
export function MemberList({ organization, members }: { organization: string; members: MemberRow[] }) {
  const t = useTranslations('organizationAdmin')
  const cancel = useTranslations('ui')('cancel')
  const router = useRouter()
  return (
    <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
      {members.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-medium break-words text-gray-900">
              {member.name}
              {member.you ? <span className="ml-2 text-sm font-normal text-gray-700">({t('members.you')})</span> : null}
              {member.admin ? (
                <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-normal text-brand-700">{t('members.admin')}</span>
              ) : null}
            </p>
            <p className="text-sm break-all text-gray-700">{member.email}</p>
            <p className="text-sm text-gray-700">
              {member.jobRole ? `${member.jobRole} · ` : ''}
              {member.lastOnline}
            </p>
          </div>
          {member.you ? null : (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="secondary" aria-label={t('members.removeLabel', { name: member.name })}>
                  {t('members.remove')}
                </Button>
              }
              title={t('members.removeTitle', { name: member.name, organization })}
              description={t('members.removeBody')}
              confirmLabel={t('members.remove')}
              cancelLabel={cancel}
              onConfirm={async () => {
                const result = await removeMember(member.id, member.name)
                toastResult(result)
                if (result.ok) router.refresh()
              }}
            />
          )}
        </li>
      ))}
    </ul>
  )
}

/** "Invite a colleague": one address; the invitation places them in the organization. */
export function InviteColleague() {
  const t = useTranslations('organizationAdmin')
  const [pending, startTransition] = useTransition()
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    startTransition(async () => {
      const result = await inviteColleague(email)
      toastResult(result)
      if (result.ok) form.reset()
    })
  }
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <Field id="colleague-email" label={t('invite.email')}>
          <Input id="colleague-email" name="email" type="email" autoComplete="off" required maxLength={254} />
        </Field>
      </div>
      <Button type="submit" disabled={pending}>
        {t('invite.send')}
      </Button>
    </form>
  )
}

/** The organization's domains with their state; each removable behind a dialog. */
export function DomainList({ domains }: { domains: DomainRow[] }) {
  const t = useTranslations('organizationAdmin')
  const cancel = useTranslations('ui')('cancel')
  const router = useRouter()
  if (!domains.length) return <p className="text-sm text-gray-700">{t('domains.none')}</p>
  return (
    <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
      {domains.map((domain) => (
        <li key={domain.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-medium break-all text-gray-900">{domain.domain}</p>
            <p className={domain.verified ? 'text-sm text-green-800' : 'text-sm text-gray-700'}>
              {domain.status}
              {domain.sentTo ? ` · ${t('domains.sentTo', { address: domain.sentTo })}` : ''}
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="secondary" aria-label={t('domains.withdrawLabel', { domain: domain.domain })}>
                {t('domains.withdraw')}
              </Button>
            }
            title={t('domains.withdrawLabel', { domain: domain.domain })}
            description={t('domains.withdrawBody')}
            confirmLabel={t('domains.withdraw')}
            cancelLabel={cancel}
            onConfirm={async () => {
              const result = await withdrawDomain(domain.id)
              toastResult(result)
              if (result.ok) router.refresh()
            }}
          />
        </li>
      ))}
    </ul>
  )
}

/** Asks for a domain: the link goes to an address at it (the member's own, and its domain, by default). */
export function RequestDomain({ defaultAddress, defaultDomain }: { defaultAddress: string; defaultDomain: string }) {
  const t = useTranslations('organizationAdmin')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(async () => {
      const result = await requestDomain(String(data.get('domain') ?? ''), String(data.get('address') ?? ''))
      toastResult(result)
      if (result.ok) router.refresh()
    })
  }
  return (
    <form onSubmit={ask} className="grid gap-4 sm:grid-cols-2">
      <Field id="domain" label={t('domains.domain')} hint={t('domains.domainHint')}>
        <Input id="domain" name="domain" defaultValue={defaultDomain} required maxLength={253} aria-describedby="domain-hint" />
      </Field>
      <Field id="domain-address" label={t('domains.address')} hint={t('domains.addressHint')}>
        <Input
          id="domain-address"
          name="address"
          type="email"
          defaultValue={defaultAddress}
          required
          maxLength={254}
          aria-describedby="domain-address-hint"
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t('domains.request')}
        </Button>
      </div>
    </form>
  )
}

/** Pending membership requests (issue 43, item 1): approve makes the member a member, decline leaves them outside. */
export function MembershipRequestList({ requests }: { requests: RequestRow[] }) {
  const t = useTranslations('organizationAdmin')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  if (!requests.length) return <p className="text-sm text-gray-700">{t('requests.none')}</p>
  const decide = (request: RequestRow, decision: 'approve' | 'decline') =>
    startTransition(async () => {
      const result = await decideMembership(request.id, decision, request.name)
      toastResult(result)
      if (result.ok) router.refresh()
    })
  return (
    <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-medium break-words text-gray-900">{request.name}</p>
            <p className="text-sm break-all text-gray-700">{request.email}</p>
            <p className="text-sm text-gray-700">{request.asked}</p>
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              disabled={pending}
              aria-label={t('requests.approveLabel', { name: request.name })}
              onClick={() => decide(request, 'approve')}
            >
              {t('requests.approve')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              aria-label={t('requests.declineLabel', { name: request.name })}
              onClick={() => decide(request, 'decline')}
            >
              {t('requests.decline')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
