'use client'

import { type ReactNode, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select-field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages'
import { useTranslations } from '@/i18n/useTranslations'
import { ORGANIZATION_TYPES, SECTORS, WORKING_IN } from '@/lib/shared/enums'

import { saveOrganization } from './organizationActions'
import { updateProfile } from './profileActions'

const MAX_LOGO_BYTES = 5 * 1024 * 1024

export type ProfileData = {
  email: string
  accountType: string
  firstName: string
  lastName: string
  jobRole: string
  workingIn: string
  language: Language
  interests: { education: boolean; networking: boolean; useCases: boolean; research: boolean }
}
export type OrganizationData = { name: string; type: string; sector: string; logoUrl: string | null } | null

/**
 * Tabs Profile and Organization (spec 2 and 5); `profileExtras` follows the profile form (calendar and reminders).
 * The forms' action state lives here, above the tabs: a tab that is not shown is unmounted, and
 * an answer that arrives after the member switched tabs must still be shown.
 */
export function ProfileTabs({
  profile,
  organization,
  canEditOrganization,
  profileExtras,
}: {
  profile: ProfileData
  organization: OrganizationData
  canEditOrganization: boolean
  profileExtras?: ReactNode
}) {
  const t = useTranslations('profile')
  const interestName = useTranslations('interests')
  const organizationType = useTranslations('organizationTypes')
  const sectorName = useTranslations('sectors')
  const workingInName = useTranslations('workingIn')
  // A stored type outside the list (none should be) is shown as it is.
  const typeName = (value: string) =>
    ORGANIZATION_TYPES.includes(value as (typeof ORGANIZATION_TYPES)[number])
      ? organizationType(value as (typeof ORGANIZATION_TYPES)[number])
      : value
  const profileForm = useActionForm(updateProfile, null)
  const organizationForm = useActionForm(saveOrganization, null)
  const [type, setType] = useState(organization?.type ?? 'vendor')
  useResultToast(profileForm.state)
  useResultToast(organizationForm.state)

  const checkLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    const problem = !file.type.startsWith('image/')
      ? ([t('invalidFile'), t('notAnImage')] as const)
      : file.size > MAX_LOGO_BYTES
        ? ([t('fileTooLarge'), t('imageTooLarge')] as const)
        : null
    if (problem) {
      toast.error(problem[0], { description: problem[1] })
      event.target.value = ''
    }
  }
  const locked = !canEditOrganization
  // Members choose vendor or industry; another type an admin set stays selectable.
  const typeChoices = [
    'vendor',
    'industry',
    ...(organization && !['vendor', 'industry'].includes(organization.type) ? [organization.type] : []),
  ].map((value) => ({ value, label: typeName(value) }))

  return (
    <Tabs defaultValue="profile" className="space-y-6">
      <TabsList aria-label={t('sections')} className="max-w-sm">
        <TabsTrigger value="profile">{t('profileTab')}</TabsTrigger>
        <TabsTrigger value="organization">{t('organizationTab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <form
          action={profileForm.action}
          onSubmit={profileForm.onSubmit}
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label={t('firstName')}>
              <Input id="profile-first-name" name="firstName" defaultValue={profile.firstName} required />
            </Field>
            <Field id="profile-last-name" label={t('lastName')}>
              <Input id="profile-last-name" name="lastName" defaultValue={profile.lastName} />
            </Field>
          </div>
          <Field id="profile-job-role" label={t('jobRole')}>
            <Input id="profile-job-role" name="jobRole" defaultValue={profile.jobRole} />
          </Field>
          <Field id="profile-working-in" label={t('workingIn')}>
            <Select
              id="profile-working-in"
              name="workingIn"
              defaultValue={profile.workingIn}
              placeholder={t('notSpecified')}
              options={WORKING_IN.map((value) => ({ value, label: workingInName(value) }))}
            />
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">{t('interestedIn')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['interestedInEducation', profile.interests.education],
                  ['interestedInNetworking', profile.interests.networking],
                  ['interestedInUseCases', profile.interests.useCases],
                  ['interestedInResearch', profile.interests.research],
                ] as const
              ).map(([name, checked]) => (
                <label key={name} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={name} defaultChecked={checked} className="size-4 accent-brand-600" />
                  {interestName(name)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="profile-language" label={t('language')} hint={t('languageHint')}>
            <Select
              id="profile-language"
              name="language"
              defaultValue={profile.language}
              options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            />
          </Field>
          <Field id="profile-email" label={t('email')} hint={t('emailFixed')}>
            <Input id="profile-email" value={profile.email} readOnly aria-readonly="true" className="bg-gray-100" />
          </Field>
          <Field id="profile-account-type" label={t('accountType')} hint={t('accountTypeHint')}>
            <Input id="profile-account-type" value={profile.accountType} readOnly aria-readonly="true" className="bg-gray-100" />
          </Field>
          <Button type="submit" disabled={profileForm.pending}>
            {profileForm.pending ? t('saving') : t('save')}
          </Button>
        </form>
        {profileExtras}
      </TabsContent>
      <TabsContent value="organization">
        <form
          action={organizationForm.action}
          onSubmit={organizationForm.onSubmit}
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-6"
        >
          {locked ? (
            <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('organizationLocked')}
            </p>
          ) : null}
          {organization?.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
            <img
              src={organization.logoUrl}
              alt={t('logoOf', { name: organization.name })}
              width={80}
              height={80}
              className="size-20 rounded-md object-cover"
            />
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
            <input
              id="organization-logo"
              name="logo"
              type="file"
              accept="image/*"
              onChange={checkLogo}
              disabled={locked}
              className="block w-full text-sm"
            />
          </Field>
          <Button type="submit" disabled={locked || organizationForm.pending}>
            {organizationForm.pending ? t('saving') : organization ? t('saveOrganization') : t('createOrganization')}
          </Button>
        </form>
      </TabsContent>
    </Tabs>
  )
}
