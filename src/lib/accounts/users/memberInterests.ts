import type { Interest } from '@/lib/shared/enums'
import type { User } from '@/payload-types'

/** The profile's interest checkboxes (users.interestedIn…), by the interest each stands for. */
export const INTEREST_FIELDS = {
  Education: 'interestedInEducation',
  Networking: 'interestedInNetworking',
  'Use Cases': 'interestedInUseCases',
  Research: 'interestedInResearch',
} as const satisfies Record<Interest, keyof User>

const ENTRIES = Object.entries(INTEREST_FIELDS) as [Interest, (typeof INTEREST_FIELDS)[Interest]][]

/** The interests a member ticked, in the catalogue's order. */
export const memberInterests = (user: Partial<Pick<User, (typeof INTEREST_FIELDS)[Interest]>>): Interest[] =>
  ENTRIES.filter(([, field]) => Boolean(user[field])).map(([interest]) => interest)

/** The account fields that hold them. */
export const INTEREST_FIELD_NAMES = ENTRIES.map(([, field]) => field)
