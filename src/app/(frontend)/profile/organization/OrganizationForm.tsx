'use client'

import { Building2 } from 'lucide'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FileInput } from '@/components/ui/file-input'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { useTranslations } from '@/i18n/useTranslations'
import { ORGANIZATION_TYPES, SECTORS } from '@/lib/shared/enums'

import { saveOrganization } from '../organizationActions'

const MAX_LOGO_BYTES = 5 * 1024 * 1024

export type OrganizationData = { name: string; type: string; sector: string; logoUrl: string | null } | null

/**
 * The Organization tab's form (spec 5): edit or create the member's own organization, with its
 * logo. Fields are disabled when the organization is not the member's to edit (the server refuses too).
 */
export function OrganizationForm({ organization, canEdit }: { organization: OrganizationData; canEdit: boolean }) {
  const t = useTranslations('profile')
  const organizationType = useTranslations('organizationTypes')
  const sectorName = useTranslations('sectors')
  const { state, action, onSubmit, pending } = useActionForm(saveOrganization, null)
  const [type, setType] = useState(organization?.type ?? 'vendor')
  // The chosen image, shown before it is saved; the stored logo otherwise.
  const [chosen, setChosen] = useState<string | null>(null)
  useResultToast(state)
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen) : undefined), [chosen])

  // A stored type outside the list (none should be) is shown as it is.
  const typeName = (value: string) =>
    ORGANIZATION_TYPES.includes(value as (typeof ORGANIZATION_TYPES)[number])
      ? organizationType(value as (typeof ORGANIZATION_TYPES)[number])
      : value
  // Members choose vendor or industry; another type an admin set stays selectable.
  const typeChoices = [
    'vendor',
    'industry',
    ...(organization && !['vendor', 'industry'].includes(organization.type) ? [organization.type] : []),
  ].map((value) => ({ value, label: typeName(value) }))
  const locked = !canEdit

  const checkLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setChosen(null)
    if (!file) return
    const problem = !file.type.startsWith('image/')
      ? ([t('invalidFile'), t('notAnImage')] as const)
      : file.size > MAX_LOGO_BYTES
        ? ([t('fileTooLarge'), t('imageTooLarge')] as const)
        : null
    if (problem) {
      toast.error(problem[0], { description: problem[1] })
      event.target.value = ''
      return
    }
    setChosen(URL.createObjectURL(file))
  }
  const shownLogo = chosen ?? organization?.logoUrl ?? null

  return (
    <section aria-labelledby="organization-details" className="rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="organization-details" className="text-xl font-semibold">
        {t('organizationTab')}
      </h2>
      <form action={action} onSubmit={onSubmit} className="mt-4 space-y-4">
        {locked ? (
          <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('organizationLocked')}
          </p>
        ) : null}
        <Field id="organization-name" label={t('organizationName')}>
          <Input id="organization-name" name="name" defaultValue={organization?.name ?? ''} disabled={locked} required />
        </Field>
        <Field id="organization-type" label={t('organizationType')}>
          <Select
            id="organization-type"
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value)}
            disabled={locked}
            options={typeChoices}
          />
        </Field>
        {type === 'industry' ? (
          <Field id="organization-sector" label={t('sector')}>
            <Select
              id="organization-sector"
              name="sector"
              defaultValue={organization?.sector ?? ''}
              disabled={locked}
              placeholder={t('selectSector')}
              options={SECTORS.map((value) => ({ value, label: sectorName(value) }))}
            />
          </Field>
        ) : null}
        <Field id="organization-logo" label={t('logo')} hint={t('logoHint')}>
          <div className="flex items-center gap-4">
            {shownLogo ? (
              // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file (or the browser holds the chosen one)
              <img
                src={shownLogo}
                // A chosen file is named by the field beside it; the stored logo is the organization's.
                alt={chosen ? '' : t('logoOf', { name: organization?.name ?? '' })}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-md border border-gray-200 object-cover"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50 text-gray-500">
                <Icon icon={Building2} aria-hidden="true" className="size-6" />
              </span>
            )}
            <FileInput
              id="organization-logo"
              name="logo"
              accept="image/*"
              onChange={checkLogo}
              disabled={locked}
              aria-describedby="organization-logo-hint"
              className="min-w-0 flex-1"
            />
          </div>
        </Field>
        <Button type="submit" disabled={locked || pending}>
          {pending ? t('saving') : organization ? t('saveOrganization') : t('createOrganization')}
        </Button>
      </form>
    </section>
  )
}
