'use client'

import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { pathIn } from '@/i18n/languagePaths'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'
import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '@/lib/enums'
import type { OrganizationOption } from '@/lib/organizations/searchOrganizations'

import { completeProfile, findCompanies } from './actions'

type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

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
  // A stored type outside the list (none should be) is shown as it is.
  const typeName = (value: string) =>
    ORGANIZATION_TYPES.includes(value as OrganizationType) ? organizationType(value as OrganizationType) : value
  const { state, action, onSubmit, pending } = useActionForm(completeProfile, null)
  const [company, setCompany] = useState(prefill.organization?.name ?? '')
  const [selected, setSelected] = useState<OrganizationOption | null>(prefill.organization ?? null)
  const [companyType, setCompanyType] = useState(prefill.organization?.type ?? 'vendor')
  const [sector, setSector] = useState(prefill.organization?.sector ?? '')
  const [suggestions, setSuggestions] = useState<OrganizationOption[]>([])
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (prefill.fromInvitation) toast(t('welcomeTitle'), { description: t('welcome') })
  }, [prefill.fromInvitation, t])

  useResultToast(state, { goTo: pathIn(language, '/') })

  // Nothing to suggest once a company is chosen or the field is empty (derived, not stored).
  const searching = !selected && company.trim().length >= 1
  const shownSuggestions = searching ? suggestions : []
  useEffect(() => {
    if (!searching) return
    const timer = setTimeout(() => void findCompanies(company).then(setSuggestions), 200)
    return () => clearTimeout(timer)
  }, [company, searching])

  const choose = (option: OrganizationOption) => {
    setSelected(option)
    setCompany(option.name)
    setCompanyType(option.type)
    setSector(option.sector ?? '')
    setOpen(false)
  }
  const edit = (value: string) => {
    setCompany(value)
    setOpen(true)
    if (selected) {
      // Spec 5: editing the text drops the chosen company and resets type and sector.
      setSelected(null)
      setCompanyType('vendor')
      setSector('')
    }
  }
  const showNewHint = open && !selected && company.trim() && shownSuggestions.length === 0

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
      <div className="relative">
        <Field id="company" label={t('company')}>
          <Input
            id="company"
            name="company"
            value={company}
            onChange={(event) => edit(event.target.value)}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              closeTimer.current = setTimeout(() => setOpen(false), 200)
            }}
            role="combobox"
            aria-expanded={open && shownSuggestions.length > 0}
            aria-controls="company-suggestions"
            aria-autocomplete="list"
            autoComplete="off"
            required
          />
        </Field>
        {open && shownSuggestions.length > 0 ? (
          <ul
            id="company-suggestions"
            role="listbox"
            className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
          >
            {shownSuggestions.map((option) => (
              <li key={option.id} role="option" aria-selected={selected?.id === option.id}>
                <button
                  type="button"
                  className="flex w-full justify-between px-3 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <span>{option.name}</span>
                  <span className="text-gray-600">{typeName(option.type)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {showNewHint ? (
          <p className="mt-1 text-sm text-gray-700" role="status">
            {t('newCompany', { company: company.trim() })}
          </p>
        ) : null}
      </div>
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
