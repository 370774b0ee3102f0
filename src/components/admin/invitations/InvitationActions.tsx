'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef, useState } from 'react'

import { valueLabel } from '@/i18n/admin/adminTranslator'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { WORKING_IN } from '@/lib/shared/enums'

import { restRequest } from '../restRequest'
import { SendInvitationCell } from './SendInvitationCell'
import { useHydrated } from '../../ui/useHydrated'
import { type OrganizationChoice, organizationOptionLabel } from '../users/organizationLabel'
import './invitationDialog.scss'

export type InvitationRow = {
  id: number
  email: string
  status: string
  expiresAt: string | null
  suggestedFirstName: string
  suggestedLastName: string
  suggestedOrganization: number | null
  suggestedWorkingIn: string
  domains: string
}

type Props = { invitation: InvitationRow; organizations: OrganizationChoice[] }

/** The form's text as the collection stores it: an empty optional field is none (spec 5). */
const given = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim()
  return value === '' ? null : value
}

/**
 * Spec 2's invitation actions: Edit opens the spec's dialog of six fields (email, first and last
 * name, organization or none, working in, domains), saved through the REST API, whose answer says
 * spec 8's words ('Invitation updated successfully', 'Failed to update invitation: …'); Send email
 * while the invitation is pending and unexpired. Payload's full edit page stays behind the e-mail link.
 */
export function InvitationActions({ invitation, organizations }: Props) {
  const { t } = useAdminTranslation()
  const router = useRouter()
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  // A new form each time the dialog opens: the fields show the row as it is now.
  const [opened, setOpened] = useState(0)
  const id = useId()
  const field = (name: string) => `${id}-${name}`

  const open = () => {
    setOpened(opened + 1)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const organization = given(form, 'suggestedOrganization')
    setBusy(true)
    try {
      const answer = await restRequest<{ message?: string }>(`/api/invitations/${invitation.id}?depth=0`, {
        method: 'PATCH',
        body: {
          email: String(form.get('email') ?? '').trim(),
          suggestedFirstName: given(form, 'suggestedFirstName'),
          suggestedLastName: given(form, 'suggestedLastName'),
          suggestedOrganization: organization === null ? null : Number(organization),
          suggestedWorkingIn: given(form, 'suggestedWorkingIn'),
          domains: given(form, 'domains'),
        },
      })
      close()
      toast.success(answer.message || t('custom:invitations:updated'))
      router.refresh()
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('custom:failures:updateInvitation'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="invitation-actions">
      <Button
        aria-label={t('custom:invitations:editEmail', { email: invitation.email })}
        buttonStyle="secondary"
        disabled={!hydrated}
        margin={false}
        onClick={open}
        size="small"
      >
        {t('custom:invitations:edit')}
      </Button>
      <SendInvitationCell rowData={invitation} />
      <dialog ref={dialog} className="invitation-dialog" aria-labelledby={field('heading')}>
        <form key={opened} className="invitation-dialog__form" onSubmit={save}>
          <h2 id={field('heading')} className="invitation-dialog__heading">
            {t('custom:invitations:editHeading')}
          </h2>
          <label htmlFor={field('email')}>
            {t('custom:invitations:email')}
            <span aria-hidden="true"> *</span>
          </label>
          <input id={field('email')} name="email" type="email" required maxLength={254} defaultValue={invitation.email} />
          <label htmlFor={field('first')}>{t('custom:invitations:firstName')}</label>
          <input id={field('first')} name="suggestedFirstName" maxLength={100} defaultValue={invitation.suggestedFirstName} />
          <label htmlFor={field('last')}>{t('custom:invitations:lastName')}</label>
          <input id={field('last')} name="suggestedLastName" maxLength={100} defaultValue={invitation.suggestedLastName} />
          <label htmlFor={field('organization')}>{t('custom:invitations:suggestedOrganization')}</label>
          <select
            id={field('organization')}
            name="suggestedOrganization"
            defaultValue={invitation.suggestedOrganization === null ? '' : String(invitation.suggestedOrganization)}
          >
            <option value="">{t('custom:invitations:noOrganization')}</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={String(organization.id)}>
                {organizationOptionLabel(organization, (type) => valueLabel(t, type))}
              </option>
            ))}
          </select>
          <label htmlFor={field('workingIn')}>{t('custom:invitations:workingIn')}</label>
          <select id={field('workingIn')} name="suggestedWorkingIn" defaultValue={invitation.suggestedWorkingIn}>
            <option value="">{t('custom:invitations:notSpecified')}</option>
            {WORKING_IN.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <label htmlFor={field('domains')}>{t('custom:invitations:domains')}</label>
          <input
            id={field('domains')}
            name="domains"
            maxLength={1000}
            aria-describedby={field('domainsHint')}
            defaultValue={invitation.domains}
          />
          <p id={field('domainsHint')} className="invitation-dialog__hint">
            {t('custom:invitations:domainsHint')}
          </p>
          <div className="invitation-dialog__buttons">
            <Button buttonStyle="secondary" margin={false} onClick={close} disabled={busy}>
              {t('custom:invitations:cancel')}
            </Button>
            <Button buttonStyle="primary" margin={false} type="submit" disabled={busy}>
              {busy ? t('custom:invitations:saving') : t('custom:invitations:save')}
            </Button>
          </div>
        </form>
      </dialog>
    </div>
  )
}
