import { type ErrorText, errorText } from '@/lib/shared/errors/errorText'

/**
 * The rate-limited actions, their production limits and the environment variables that change
 * them: RATE_LIMIT_<ACTION>_PER_ADDRESS, _PER_SENDER and _PER_IP, each `<count>/<window>`
 * (window in s, m, h or d, e.g. `10/15m`) or `off`. RATE_LIMITS=off turns every limit off (for
 * test servers only).
 */
export type RateLimitedAction =
  | 'signIn'
  | 'signUp'
  | 'passwordReset'
  | 'invitation'
  | 'contactRequest'
  | 'domainConfirmation'
  | 'verificationEmail'
  | 'surveyAnswer'
  | 'search'
  | 'searchSuggestions'
  | 'peopleSearch'
  | 'labelledDownload'
  | 'membershipRequest'
  | 'discussionPost'
  | 'liveQuestion'
  | 'liveQuestionVote'
  | 'emailReply'
  | 'mentionSuggestions'
/**
 * `address`: the e-mail address a message goes to (counted as its inbox, mailboxKey.ts);
 * `sender`: the member who causes it; `ip`: the client; `thread`: the conversation written in
 * (a discussion's item), so no crowd floods one.
 */
export type RateLimitDimension = 'address' | 'sender' | 'ip' | 'thread'
export type Limit = { attempts: number; windowSeconds: number }

type ActionSettings = {
  env: string
  /** A dimension without a default is not limited (and has no variable). */
  defaults: Partial<Record<RateLimitDimension, string>>
  /** A refusal worded for this action and dimension; otherwise the catalogue's 'rateLimited'. */
  refusal?: (dimension: RateLimitDimension, limit: Limit) => ErrorText | undefined
}

export const RATE_LIMITED_ACTIONS: Record<RateLimitedAction, ActionSettings> = {
  // Per client only: a count per address would let anyone lock a member out, so an address gets
  // growing delays after failed attempts instead (signInDelays.ts).
  signIn: { env: 'SIGN_IN', defaults: { ip: '100/15m' } },
  signUp: { env: 'SIGN_UP', defaults: { address: '5/1h', ip: '20/1h' } },
  passwordReset: { env: 'PASSWORD_RESET', defaults: { address: '5/1h', ip: '20/1h' } },
  // Member-caused e-mail, counted where it is sent (sendInvitation, checkContactRequestAllowed,
  // requestOrganizationDomain), whichever entry point asked: per recipient inbox, so nobody's is
  // flooded, and a daily cap per sender, so no member (and anyone can become an organization
  // admin) turns the site into a mailer by varying the recipients.
  invitation: { env: 'INVITATION', defaults: { address: '3/1d', sender: '20/1d', ip: '50/1h' } },
  contactRequest: {
    env: 'CONTACT_REQUEST',
    defaults: { address: '20/1d', sender: '10/1d' },
    refusal: (dimension, limit) =>
      dimension === 'sender' && limit.windowSeconds === 86_400
        ? errorText('contactRequestDailyLimit', { count: limit.attempts })
        : undefined,
  },
  domainConfirmation: { env: 'DOMAIN_CONFIRMATION', defaults: { address: '3/1d', sender: '10/1d' } },
  // "Send the link again" on /verify and the sign-in form: nobody's inbox is flooded with links.
  verificationEmail: { env: 'VERIFICATION_EMAIL', defaults: { address: '3/1h', ip: '20/1h' } },
  // Anonymous survey submissions store no user: counted per client address (one office shares one).
  surveyAnswer: { env: 'SURVEY_ANSWER', defaults: { address: 'off', ip: '30/1h' } },
  // Visitors' searches on /search, per client address (members' are not counted): each is a full-text query.
  search: { env: 'SEARCH', defaults: { ip: '120/1m' } },
  // The search field's suggestions as one types (a request a few keystrokes apart, each a small
  // full-text query): per member, and per client address for visitors; a fast typist stays under.
  searchSuggestions: { env: 'SEARCH_SUGGESTIONS', defaults: { sender: '300/1m', ip: '300/1m' } },
  // Pages of the people directory a member opens (the address is the member's own): browsing, not copying it.
  peopleSearch: { env: 'PEOPLE_SEARCH', defaults: { address: '100/1h' } },
  // Copies of TLP:AMBER and above a member takes (the address is the member's own): each starts a
  // labelling worker, and a member fetching the library wholesale is not what labels are for.
  labelledDownload: { env: 'LABELLED_DOWNLOAD', defaults: { sender: '30/1h' } },
  // A request notifies and e-mails the organization's admins: a claimant switching organizations
  // would otherwise mail every organization's admins in turn.
  membershipRequest: { env: 'MEMBERSHIP_REQUEST', defaults: { sender: '5/1d' } },
  // Posts and edits in discussions (src/lib/discussions), whichever path writes them: a member's
  // pace, and a thread's, so a crowd (or a script with many accounts) cannot flood one item.
  discussionPost: {
    env: 'DISCUSSION_POST',
    defaults: { sender: '10/10m', thread: '60/1m' },
    refusal: (dimension, limit) =>
      dimension === 'thread'
        ? errorText('discussionThreadLimit', windowInUnits(limit.windowSeconds))
        : errorText('discussionPostLimit', { count: limit.attempts, ...windowInUnits(limit.windowSeconds) }),
  },
  // Live questions during a session (src/lib/liveQuestions): a few questions a minute per member,
  // and votes bounded well above what a person clicks, so a script cannot flood a session.
  liveQuestion: {
    env: 'LIVE_QUESTION',
    defaults: { sender: '5/1m' },
    refusal: (_dimension, limit) => errorText('liveQuestionTooFast', { count: limit.attempts }),
  },
  // Replies by e-mail (src/lib/discussions/emailReplies): per member, and for the whole inbound
  // webhook as one subject, the reply mailbox (EMAIL_REPLY_ADDRESS): every message is addressed to it.
  emailReply: {
    env: 'EMAIL_REPLY',
    defaults: { sender: '20/1h', address: '600/1h' },
    refusal: () => errorText('emailReplyLimit'),
  },
  liveQuestionVote: {
    env: 'LIVE_QUESTION_VOTE',
    defaults: { sender: '60/1m' },
    refusal: (_dimension, limit) => errorText('liveQuestionVotesTooFast', { count: limit.attempts }),
  },
  // The discussion composer's @mention suggestions (src/lib/discussions/mentions/mentionSuggestions.ts),
  // a small directory read a few keystrokes apart: per member, well above a typist's pace, so a
  // script cannot walk the directory's names through it.
  mentionSuggestions: {
    env: 'MENTION_SUGGESTIONS',
    defaults: { sender: '120/1m' },
    refusal: () => errorText('mentionSuggestionsLimit'),
  },
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 }

/** `10/15m` → 10 attempts per 900 seconds; `off` (or a count of 0) → null; anything else → undefined. */
export function parseLimit(value: string): Limit | null | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'off' || /^0+(\/|$)/.test(text)) return null
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/.exec(text)
  if (!match) return undefined
  const attempts = Number(match[1])
  const windowSeconds = Number(match[2]) * UNIT_SECONDS[match[3]!]!
  return windowSeconds > 0 ? { attempts, windowSeconds } : undefined
}

const warned = new Set<string>()

/** The limit in force for an action and dimension, or null when it is off. */
export function limitFor(action: RateLimitedAction, dimension: RateLimitDimension): Limit | null {
  if ((process.env.RATE_LIMITS ?? '').trim().toLowerCase() === 'off') return null
  const settings = RATE_LIMITED_ACTIONS[action]
  const fallback = settings.defaults[dimension]
  if (!fallback) return null
  const name = `RATE_LIMIT_${settings.env}_PER_${dimension.toUpperCase()}`
  const configured = process.env[name]
  if (configured) {
    const limit = parseLimit(configured)
    if (limit !== undefined) return limit
    if (!warned.has(name)) {
      warned.add(name)
      console.warn(`${name}="${configured}" is not <count>/<window> (e.g. 10/15m) or off; using ${fallback}.`)
    }
  }
  return parseLimit(fallback) ?? null
}

/** 900 → 15 minutes, 3600 → 1 hour, 86400 → 1 day: the size and unit a refusal names (in its reader's language). */
export function windowInUnits(seconds: number): { size: number; unit: 'day' | 'hour' | 'minute' | 'second' } {
  if (seconds % 86_400 === 0) return { size: seconds / 86_400, unit: 'day' }
  if (seconds % 3600 === 0) return { size: seconds / 3600, unit: 'hour' }
  if (seconds % 60 === 0) return { size: seconds / 60, unit: 'minute' }
  return { size: seconds, unit: 'second' }
}
