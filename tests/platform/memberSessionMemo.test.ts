import { describe, expect, it } from 'vitest'

import type { MemberStateAnswer } from '@/lib/platform/memberState/memberStateAnswer'
import {
  forgetAllSessions,
  forgetNotifiedMembers,
  lookupStarted,
  rememberAnswer,
  rememberedSession,
  rememberSession,
  sessionKey,
} from '@/lib/platform/pageCache/memberSessionMemo'
import type { User } from '@/payload-types'

const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
const headers = (cookieToken: string, extra: Record<string, string> = {}) =>
  new Headers({ cookie: `theme=dark; payload-token=${cookieToken}`, 'sec-fetch-site': 'same-origin', ...extra })
const user = (id: number) => ({ id, firstName: `Member ${id}` }) as User
const answer: MemberStateAnswer = {
  member: 1,
  clearance: 'member',
  organization: null,
  personal: false,
  ownedProjects: [],
  sharesPages: true,
  state: { firstName: 'M', savedEvents: [3], agendaItems: [], applications: [], unreadNotifications: 0 },
}

describe('what the server remembers of signed-in members', () => {
  it('keys a session by its token and the headers the session check reads, never by other cookies', () => {
    const own = token({ id: 1, exp: inAnHour() })
    expect(sessionKey(new Headers({ cookie: 'theme=dark' }))).toBeNull()
    expect(sessionKey(headers(own))).toBe(
      sessionKey(new Headers({ cookie: `payload-token=${own}; lang=de`, 'sec-fetch-site': 'same-origin' })),
    )
    expect(sessionKey(headers(own))).not.toBe(sessionKey(headers(own, { 'sec-fetch-site': 'cross-site' })))
    expect(sessionKey(headers(own))).not.toBe(sessionKey(headers(token({ id: 2, exp: inAnHour() }))))
  })

  it('forgets a member when notified, and does not keep a lookup that a notification overtook', () => {
    forgetAllSessions()
    const key = sessionKey(headers(token({ id: 7, exp: inAnHour() })))!
    const started = lookupStarted()
    const session = rememberSession(key, user(7), started)
    rememberAnswer(session, 'saved-event:3', answer, started)
    expect(rememberedSession(key)?.answers.get('saved-event:3')).toEqual(answer)
    forgetNotifiedMembers('5,7')
    expect(rememberedSession(key)).toBeNull()

    // The member's row changed while Payload was being asked: the answer is used, not kept.
    const overtaken = lookupStarted()
    forgetNotifiedMembers('7')
    rememberSession(key, user(7), overtaken)
    expect(rememberedSession(key)).toBeNull()
    // Another member's notification does not stop it.
    const other = lookupStarted()
    forgetNotifiedMembers('8')
    rememberSession(key, user(7), other)
    expect(rememberedSession(key)?.user.id).toBe(7)
    forgetNotifiedMembers('*')
    expect(rememberedSession(key)).toBeNull()
  })

  it('keeps the sharing group once per session, for pages with other islands, and not from an overtaken lookup', () => {
    forgetAllSessions()
    const key = sessionKey(headers(token({ id: 11, exp: inAnHour() })))!
    const started = lookupStarted()
    const session = rememberSession(key, user(11), started)
    expect(session.sharing).toBeUndefined()
    rememberAnswer(session, 'saved-event:3', { ...answer, member: 11, organization: 4 }, started)
    expect(rememberedSession(key)?.sharing).toEqual({
      clearance: 'member',
      organization: 4,
      personal: false,
      ownedProjects: [],
      sharesPages: true,
    })

    // The member joined another organization while their state was being asked: nothing kept.
    forgetNotifiedMembers('11')
    const overtaken = lookupStarted()
    const again = rememberSession(key, user(11), overtaken)
    forgetNotifiedMembers('11')
    rememberAnswer(again, 'saved-event:3', answer, overtaken)
    expect(again.sharing).toBeUndefined()
    expect(rememberedSession(key)).toBeNull()
  })

  it('never remembers a session past its token’s expiry', () => {
    forgetAllSessions()
    const expired = sessionKey(headers(token({ id: 9, exp: Math.floor(Date.now() / 1000) - 1 })))!
    rememberSession(expired, user(9), lookupStarted())
    expect(rememberedSession(expired)).toBeNull()
    const noExpiry = sessionKey(headers(token({ id: 9 })))!
    rememberSession(noExpiry, user(9), lookupStarted())
    expect(rememberedSession(noExpiry)).toBeNull()
  })
})
