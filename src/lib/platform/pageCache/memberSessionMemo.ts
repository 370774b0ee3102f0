import { createHash } from 'node:crypto'

import type { User } from '@/payload-types'

import type { MemberSharing, MemberStateAnswer } from '../memberState/memberStateAnswer'

/**
 * What this instance remembers of signed-in members between their page loads, so a shared
 * member page (./serveMemberPage.ts) costs no database query when nothing of the member changed:
 * the member a session token belongs to (Payload's session check, as it answered for exactly
 * this token and these request headers) and their state for the islands of the pages they
 * loaded. In this process's memory only, keyed by a hash of the member's own token: no other
 * member and no shared cache can reach it. Every write that could change it (their row, their
 * sessions, saved dates, agenda marks, applications; by any code path, on any instance) NOTIFYs
 * the member's id from a database trigger (migrations/20261125_063000_member_state_notify.ts),
 * and this instance forgets them at once; while it is not listening it remembers nothing.
 */
export const MEMBER_STATE_CHANNEL = 'member_state'
const MAX_SESSIONS = 2000
const MAX_ANSWERS_PER_SESSION = 20
const TIME_TO_LIVE_MS = 5 * 60_000
const MAX_NOTIFIED = 10_000

/** A session's member, their sharing (the same on every page) and their state per page's islands. */
export type RememberedSession = { user: User; expiresAt: number; sharing?: MemberSharing; answers: Map<string, MemberStateAnswer> }
type Session = RememberedSession

const sessions = new Map<string, Session>()
const sessionsOfUser = new Map<number, Set<string>>()
/** Counts notifications; a lookup that started before a notification of its member is not kept. */
let sequence = 0
const lastNotified = new Map<number, number>()
let everyoneNotified = 0

/** The headers Payload's session check reads: the token, and where the request came from. */
const SESSION_HEADERS = ['authorization', 'origin', 'sec-fetch-site'] as const

/** The session token of a Cookie header (Payload's `payload-token`), or null. */
export const sessionToken = (cookie: string | null | undefined) => cookie?.match(/(?:^|;\s*)payload-token=([^;]+)/)?.[1] ?? null

/** When the token stops being valid (its `exp`), read from a token Payload has just verified. */
function tokenExpiresAt(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0
  } catch {
    return 0
  }
}

/** Where in the memo these request headers' session is, or null without a session cookie. */
export function sessionKey(headers: Headers): string | null {
  const token = sessionToken(headers.get('cookie'))
  if (!token) return null
  const hash = createHash('sha256').update(token)
  for (const name of SESSION_HEADERS) hash.update(`\n${headers.get(name) ?? ''}`)
  return `${hash.digest('base64url')}.${tokenExpiresAt(token)}`
}

/** The moment a lookup starts, to tell later whether its member was notified meanwhile. */
export const lookupStarted = () => sequence

const notifiedSince = (userId: number, startedAt: number) => everyoneNotified > startedAt || (lastNotified.get(userId) ?? -1) > startedAt

function forgetSession(key: string) {
  const session = sessions.get(key)
  if (!session) return
  sessions.delete(key)
  const keysOfUser = sessionsOfUser.get(session.user.id)
  keysOfUser?.delete(key)
  if (keysOfUser?.size === 0) sessionsOfUser.delete(session.user.id)
}

/** The member of a session as remembered, while valid; null to ask Payload. */
export function rememberedSession(key: string): Session | null {
  const session = sessions.get(key)
  if (!session) return null
  if (Date.now() >= session.expiresAt) {
    forgetSession(key)
    return null
  }
  // Map order is insertion order: re-inserting keeps the most recently used sessions last.
  sessions.delete(key)
  sessions.set(key, session)
  return session
}

/**
 * Keeps the member Payload found for a session, unless their row or sessions changed since the
 * lookup started. Returns the session either way, so the caller can go on with it.
 */
export function rememberSession(key: string, user: User, startedAt: number): Session {
  const tokenExpiry = Number(key.slice(key.lastIndexOf('.') + 1))
  const session: Session = { user, expiresAt: Math.min(Date.now() + TIME_TO_LIVE_MS, tokenExpiry), answers: new Map() }
  if (notifiedSince(user.id, startedAt) || session.expiresAt <= Date.now()) return session
  forgetSession(key)
  sessions.set(key, session)
  const keys = sessionsOfUser.get(user.id) ?? new Set<string>()
  keys.add(key)
  sessionsOfUser.set(user.id, keys)
  if (sessions.size > MAX_SESSIONS) forgetSession(sessions.keys().next().value!)
  return session
}

/**
 * Keeps a member's state for one page's islands, and their sharing for every page, unless the
 * member changed since the lookup started.
 */
export function rememberAnswer(session: Session, stateKeys: string, answer: MemberStateAnswer, startedAt: number) {
  if (notifiedSince(session.user.id, startedAt)) return
  if (session.answers.size >= MAX_ANSWERS_PER_SESSION) session.answers.clear()
  session.answers.set(stateKeys, answer)
  const { state: _state, member: _member, ...sharing } = answer
  session.sharing ??= sharing
}

/** Forgets every session. */
export function forgetAllSessions() {
  sessions.clear()
  sessionsOfUser.clear()
  lastNotified.clear()
  everyoneNotified = ++sequence
}

/** The members a `member_state` notification names: ids separated by commas, or '*' (or nothing) for everyone. */
export const notifiedMembers = (payload: string | undefined): number[] | 'all' =>
  !payload || payload === '*' ? 'all' : payload.split(',').map(Number)

/** Forgets the sessions of the members a `member_state` notification names. */
export function forgetNotifiedMembers(payload: string | undefined) {
  const members = notifiedMembers(payload)
  if (members === 'all') return forgetAllSessions()
  sequence++
  for (const id of members) {
    lastNotified.set(id, sequence)
    for (const key of [...(sessionsOfUser.get(id) ?? [])]) forgetSession(key)
  }
  // Only lookups in flight need these; when too many pile up, treat them all as notified.
  if (lastNotified.size > MAX_NOTIFIED) {
    lastNotified.clear()
    everyoneNotified = sequence
  }
}
