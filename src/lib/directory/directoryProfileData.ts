import { INTEREST_FIELD_NAMES, memberInterests } from '@/lib/accounts/users/memberInterests'
import type { Interest } from '@/lib/shared/enums'
import type { Organization, User } from '@/payload-types'

/** What a member's directory row holds: only what they chose to show, and the bookkeeping the hooks need. */
export type DirectoryProfileData = {
  member: number
  organization: number | null
  showsOrganization: boolean
  showsSector: boolean
  name: string
  jobRole: string | null
  organizationName: string | null
  sector: string | null
  workingIn: User['workingIn'] | null
  interests: Interest[]
}

/** The account fields the directory row is made from: a save that changes none of them leaves the row alone. */
export const DIRECTORY_SOURCE_FIELDS = [
  'firstName',
  'lastName',
  'jobRole',
  'workingIn',
  'organization',
  'directory',
  ...INTEREST_FIELD_NAMES,
] as const satisfies readonly (keyof User)[]

/** A member's directory row from their account and organization: a hidden field is stored empty, so no search finds it. */
export function directoryProfileData(user: User, organization: Pick<Organization, 'id' | 'name' | 'sector'> | null): DirectoryProfileData {
  const shown = user.directory ?? {}
  const showsOrganization = shown.showOrganization !== false
  const showsSector = shown.showSector !== false
  return {
    member: user.id,
    organization: organization?.id ?? null,
    showsOrganization,
    showsSector,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ').trim(),
    jobRole: shown.showJobRole !== false ? user.jobRole?.trim() || null : null,
    organizationName: showsOrganization ? (organization?.name ?? null) : null,
    sector: showsSector ? organization?.sector?.trim() || null : null,
    workingIn: shown.showWorkingIn !== false ? (user.workingIn ?? null) : null,
    interests: shown.showInterests !== false ? memberInterests(user) : [],
  }
}
