'use client'

import { useEffect, useState } from 'react'

import { OrganizationCombobox } from '@/components/organizations/OrganizationCombobox'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { pathIn } from '@/i18n/languagePaths'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'
import type { OrganizationOption } from '@/lib/organizations/searchOrganizations'
import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '@/lib/shared/enums'

import { completeProfile } from './actions'

export type ProfilePrefill = {
  firstName?: string | null
  lastName?: string | null
  jobRole?: string | null
  workingIn?: string | null
  organization?: OrganizationOption | null
  fromInvitation: boolean
}

export function CompleteProfileForm({ invite, prefill }: { invite?: string; prefill: ProfilePrefill }) {
  const t = useTranslations('completeProfile')
  const organizationType = useTranslations('organizationTypes')
  const sectorName = useTranslations('sectors')
  const workingInName = useTranslations('workingIn')
  const language = useLanguage()
  const { state, action, onSubmit, pending } = useActionForm(completeProfile, null)
  const [company, setCompany] = useState(prefill.organization?.name ?? '')
  const [selected, setSelected] = useState<OrganizationOption | null>(prefill.organization ?? null)
  const [companyType, setCompanyType] = useState(prefill.organization?.type ?? 'vendor')
  const [sector, setSector] = useState(prefill.organization?.sector ?? '')

  useEffect(() => {
    if (prefill.fromInvitation) toast(t('welcomeTitle'), { description: t('welcome') })
  }, [prefill.fromInvitation, t])

  useResultToast(state, { goTo: pathIn(language, '/') })

  const choose = (option: OrganizationOption) => {
    setSelected(option)
    setCompany(option.name)
    setCompanyType(option.type)
    setSector(option.sector ?? '')
  }
  const edit = (value: string) => {
    setCompany(value)
    if (selected) {
      // Spec 5: editing the text drops the chosen company and resets type and sector.
      setSelected(null)
      setCompanyType('vendor')
      setSector('')
    }
  }

  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="invite" value={invite ?? ''} />
      <input type="hidden" name="companyId" value={selected?.id ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="firstName" label={t('firstName')}>
          <Input id="firstName" name="firstName" defaultValue={prefill.firstName ?? ''} autoComplete="given-name" required />
        </Field>
        <Field id="lastName" label={t('lastName')}>
          <Input id="lastName" name="lastName" defaultValue={prefill.lastName ?? ''} autoComplete="family-name" required />
        </Field>
      </div>
      <OrganizationCombobox
        id="company"
        name="company"
        label={t('company')}
        text={company}
        selected={selected}
        onEdit={edit}
        onChoose={choose}
        noSuggestion={(text) => t('newCompany', { company: text })}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="companyType" label={t('companyType')} hint={selected ? t('setByCompany') : undefined}>
          <Select
            id="companyType"
            name="companyType"
            value={companyType}
            disabled={Boolean(selected)}
            onChange={(event) => setCompanyType(event.target.value)}
            options={ORGANIZATION_TYPES.map((value) => ({ value, label: organizationType(value) }))}
          />
        </Field>
        {companyType === 'industry' ? (
          <Field id="sector" label={t('sector')}>
            <Select
              id="sector"
              name="sector"
              value={sector}
              disabled={Boolean(selected)}
              onChange={(event) => setSector(event.target.value)}
              placeholder={t('selectSector')}
              options={SECTORS.map((value) => ({ value, label: sectorName(value) }))}
            />
          </Field>
        ) : null}
      </div>
      <Field id="jobRole" label={t('jobRole')}>
        <Input id="jobRole" name="jobRole" defaultValue={prefill.jobRole ?? ''} autoComplete="organization-title" required />
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('workingIn')}</legend>
        <div className="flex gap-6">
          {WORKING_IN.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="workingIn"
                value={value}
                defaultChecked={prefill.workingIn === value}
                className="size-4 accent-brand-600"
              />
              {workingInName(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="weeklyDigest" className="mt-0.5 size-4 shrink-0 accent-brand-600" />
        {t('weeklyDigest')}
      </label>
      <Button type="submit" className="w-full" disabled={pending || state?.ok}>
        {pending ? t('saving') : t('submit')}
      </Button>
    </form>
  )
}
