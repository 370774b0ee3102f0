/**
 * The one signing helper (src/lib/accounts/security/signedToken.ts) and what is built on it. Links that
 * were already sent (calendar feeds, unsubscribe links, invitation keys) must keep working, so
 * each format is pinned against an HMAC computed here by hand.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { describe, expect, test } from 'vitest'

import { isSignatureOf, readSignedToken, sameSecret, signatureOf, signToken } from '../../src/lib/accounts/security/signedToken'
import { feedKeyOf, feedToken, newFeedKey } from '../../src/lib/events/calendar/feedToken'
import { invitationKey, isInvitationKey } from '../../src/lib/organizations/invitations/invitationKey'
import { readUnsubscribeToken, unsubscribeToken } from '../../src/lib/reach/memberEmails/unsubscribeToken'

const SECRET = 'test-secret-of-the-server'
const hmac = (text: string) => crypto.createHmac('sha256', SECRET).update(text).digest('base64url')

describe('signatures', () => {
  test('sign `{purpose}:{value}`; a signature for one purpose is refused for another', () => {
    expect(signatureOf(SECRET, 'cookie', 'abc')).toBe(hmac('cookie:abc'))
    expect(isSignatureOf(SECRET, 'cookie', 'abc', hmac('cookie:abc'))).toBe(true)
    expect(isSignatureOf(SECRET, 'link', 'abc', hmac('cookie:abc'))).toBe(false)
    expect(isSignatureOf('another-secret', 'cookie', 'abc', hmac('cookie:abc'))).toBe(false)
    expect(isSignatureOf(SECRET, 'cookie', 'abc', hmac('cookie:abc').slice(0, 20), 20)).toBe(true)
    for (const bad of [undefined, null, 42, '', 'x', hmac('cookie:abd')]) expect(isSignatureOf(SECRET, 'cookie', 'abc', bad)).toBe(false)
  })

  test('tokens carry their value; a changed value or signature is refused', () => {
    const token = signToken(SECRET, 'survey', 'a1b2')
    expect(readSignedToken(SECRET, 'survey', token)).toBe('a1b2')
    expect(readSignedToken(SECRET, 'other', token)).toBeNull()
    expect(readSignedToken(SECRET, 'survey', token.replace('a1b2', 'a1b3'))).toBeNull()
    expect(readSignedToken(SECRET, 'survey', `${token}x`)).toBeNull()
    expect(readSignedToken(SECRET, 'survey', 'x'.repeat(400))).toBeNull()
  })

  test('secrets are compared whole; an empty expectation matches nothing', () => {
    expect(sameSecret('state-1', 'state-1')).toBe(true)
    expect(sameSecret('state-1', 'state-2')).toBe(false)
    expect(sameSecret('state-1', 'state-10')).toBe(false)
    expect(sameSecret('', '')).toBe(false)
    expect(sameSecret('state-1', undefined)).toBe(false)
  })
})

describe('the formats of links already sent', () => {
  test('calendar feed: {key}.{HMAC of calendar-feed:key}', () => {
    const key = newFeedKey()
    expect(feedToken(SECRET, key)).toBe(`${key}.${hmac(`calendar-feed:${key}`)}`)
    expect(feedKeyOf(SECRET, feedToken(SECRET, key))).toBe(key)
    expect(feedKeyOf(SECRET, `${key}.${hmac(`calendar-feed:${key}x`)}`)).toBeNull()
  })

  test('unsubscribe: {user}.{topic}.{HMAC of unsubscribe:user:topic}', () => {
    expect(unsubscribeToken(SECRET, 42, 'reminders')).toBe(`42.reminders.${hmac('unsubscribe:42:reminders')}`)
    expect(readUnsubscribeToken(SECRET, `42.reminders.${hmac('unsubscribe:42:reminders')}`)).toEqual({ userId: 42, topic: 'reminders' })
    expect(readUnsubscribeToken(SECRET, `42.schedule-changes.${hmac('unsubscribe:42:reminders')}`)).toBeNull()
    expect(readUnsubscribeToken(SECRET, `43.reminders.${hmac('unsubscribe:42:reminders')}`)).toBeNull()
  })

  test('invitation key: the first 32 characters of the HMAC of invitation:id:address (lower case)', () => {
    const payload = { secret: SECRET } as Payload
    const invitation = { id: 7, email: 'Expert@Example.org' }
    const key = hmac('invitation:7:expert@example.org').slice(0, 32)
    expect(invitationKey(payload, invitation)).toBe(key)
    expect(isInvitationKey(payload, invitation, key)).toBe(true)
    expect(isInvitationKey(payload, { id: 8, email: invitation.email }, key)).toBe(false)
    expect(isInvitationKey(payload, invitation, key.slice(0, 31))).toBe(false)
    expect(isInvitationKey(payload, invitation, undefined)).toBe(false)
  })
})
