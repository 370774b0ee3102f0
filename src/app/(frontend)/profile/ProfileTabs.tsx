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
import { SECTORS, WORKING_IN } from '@/lib/enums'

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
  const profileForm = useActionForm(updateProfile, null)
  const organizationForm = useActionForm(saveOrganization, null)
  const [type, setType] = useState(organization?.type ?? 'vendor')
  useResultToast(profileForm.state)
  useResultToast(organizationForm.state)

  const checkLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    const problem = !file.type.startsWith('image/')
      ? (['Invalid File', 'Please select an image file.'] as const)
      : file.size > MAX_LOGO_BYTES
        ? (['File Too Large', 'Please select an image smaller than 5MB.'] as const)
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
  ]

  return (
    <Tabs defaultValue="profile" className="space-y-6">
      <TabsList aria-label="Profile sections" className="max-w-sm">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="organization">Organization</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <form
          action={profileForm.action}
          onSubmit={profileForm.onSubmit}
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label="First name">
              <Input id="profile-first-name" name="firstName" defaultValue={profile.firstName} required />
            </Field>
            <Field id="profile-last-name" label="Last name">
              <Input id="profile-last-name" name="lastName" defaultValue={profile.lastName} />
            </Field>
          </div>
          <Field id="profile-job-role" label="Job role">
            <Input id="profile-job-role" name="jobRole" defaultValue={profile.jobRole} />
          </Field>
          <Field id="profile-working-in" label="Working in">
            <Select
              id="profile-working-in"
              name="workingIn"
              defaultValue={profile.workingIn}
              placeholder="Not specified"
              options={WORKING_IN}
            />
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">Interested in</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['interestedInEducation', 'Education', profile.interests.education],
                  ['interestedInNetworking', 'Networking', profile.interests.networking],
                  ['interestedInUseCases', 'Use Cases', profile.interests.useCases],
                  ['interestedInResearch', 'Research', profile.interests.research],
                ] as const
              ).map(([name, label, checked]) => (
                <label key={name} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={name} defaultChecked={checked} className="size-4 accent-brand-600" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="profile-email" label="Email" hint="Email cannot be changed">
            <Input id="profile-email" value={profile.email} readOnly aria-readonly="true" className="bg-gray-100" />
          </Field>
          <Field id="profile-account-type" label="Account type" hint="Contact an administrator to change your account type">
            <Input id="profile-account-type" value={profile.accountType} readOnly aria-readonly="true" className="bg-gray-100" />
          </Field>
          <Button type="submit" disabled={profileForm.pending}>
            {profileForm.pending ? 'Saving…' : 'Save profile'}
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
              Organization editing is disabled. Contact an administrator to make changes.
            </p>
          ) : null}
          {organization?.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- Payload serves the file
            <img
              src={organization.logoUrl}
              alt={`${organization.name} logo`}
              width={80}
              height={80}
              className="size-20 rounded-md object-cover"
            />
          ) : null}
          <Field id="organization-name" label="Organization name">
            <Input id="organization-name" name="name" defaultValue={organization?.name ?? ''} disabled={locked} required />
          </Field>
          <Field id="organization-type" label="Organization type">
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
            <Field id="organization-sector" label="Sector">
              <Select
                id="organization-sector"
                name="sector"
                defaultValue={organization?.sector ?? ''}
                disabled={locked}
                placeholder="Select a sector"
                options={SECTORS}
              />
            </Field>
          ) : null}
          <Field id="organization-logo" label="Logo" hint="An image of at most 5MB; square, at least 200x200, looks best.">
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
            {organizationForm.pending ? 'Saving…' : organization ? 'Save organization' : 'Create organization'}
          </Button>
        </form>
      </TabsContent>
    </Tabs>
  )
}
