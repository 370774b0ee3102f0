/**
 * A member's own state on a shared member page (docs/decisions.md, "Shared member pages"): the
 * page is rendered once per route and clearance for every member, and what is theirs alone
 * (their name, saved dates, marked sessions, applications) travels beside it as this object.
 * Plain data, read by the server (../pageCache/serveMemberPage.ts) and by the page's islands.
 */
export type ApplicationState = {
  project: number
  /** As data, not words: the state serves pages in every language, which name the status and write the date. */
  status: 'pending' | 'approved' | 'rejected'
  appliedAt: string
  message: string | null
}

export type MemberState = {
  firstName: string | null
  savedEvents: number[]
  agendaItems: number[]
  applications: ApplicationState[]
  /** Unread notices: the bell's number in the header. */
  unreadNotifications: number
}

/** What an island on a shared page needs: an event's saved date, an event's agenda marks, a project's application. */
export const STATE_KEY_KINDS = ['saved-event', 'agenda', 'application'] as const
export type StateKeyKind = (typeof STATE_KEY_KINDS)[number]
export type StateKey = `${StateKeyKind}:${number}`

/** The attribute an island carries on a shared page, so the server asks for exactly that state. */
export const STATE_KEY_ATTRIBUTE = 'data-member-state'
/** Where the server puts the state in the page (a JSON script, first in <body>). */
export const MEMBER_STATE_ELEMENT_ID = 'member-state'
/** Stands for the member's first name in a shared page's HTML; the server writes the name there. */
export const MEMBER_NAME_TOKEN = '__member_first_name__'
/** A page has at most a few dozen islands; more keys than this is not a page's request. */
export const MAX_STATE_KEYS = 200

export const stateKey = (kind: StateKeyKind, id: number): StateKey => `${kind}:${id}`

const STATE_KEY_PATTERN = new RegExp(`^(${STATE_KEY_KINDS.join('|')}):([1-9]\\d{0,9})$`)
export const isStateKey = (value: string): value is StateKey => STATE_KEY_PATTERN.test(value)

/** The keys of a `keys` parameter, or null when it is not a list of known keys. */
export function parseStateKeys(value: string | null): StateKey[] | null {
  if (value === null || value === '') return []
  const keys = [...new Set(value.split(','))]
  if (keys.length > MAX_STATE_KEYS) return null
  return keys.every(isStateKey) ? keys : null
}

/** The ids of one kind among the keys. */
export const idsOf = (keys: StateKey[], kind: StateKeyKind): number[] =>
  keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)))
