'use client'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select-field'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages'
import { useTranslations } from '@/i18n/useTranslations'
import { WORKING_IN } from '@/lib/shared/enums'

import { updateProfile } from './profileActions'

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

/** The Profile tab (spec 5): names, job role, working in, interests, language; e-mail and account type read-only. */
export function ProfileForm({ profile }: { profile: ProfileData }) {
  const t = useTranslations('profile')
  const interestName = useTranslations('interests')
  const workingInName = useTranslations('workingIn')
  const { state, action, onSubmit, pending } = useActionForm(updateProfile, null)
  useResultToast(state)
  return (
    <section aria-labelledby="profile-details" className="rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="profile-details" className="text-xl font-semibold">
        {t('profileTab')}
      </h2>
      <form action={action} onSubmit={onSubmit} className="mt-4 space-y-4">
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
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </form>
    </section>
  )
}
