import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'

import { isProfileComplete } from '@/lib/accounts/auth/sessionUser'
import { newNonce } from '@/lib/accounts/security/contentSecurityPolicy'
import { ownServerUrl } from '@/lib/infrastructure/operations/ownServerUrl'

import { appPayload } from './appPayload'
import { MEMBER_FILL_HEADER, memberFillHeaderValue, memberPagesEnabled, type PageViewer, viewerName } from './memberPageFill'
import { rememberAnswer } from './memberSessionMemo'
import { pageTemplate, renderPage } from './pageTemplate'
import { pageViewerFor } from './pageViewer'
import { rememberedMember, sessionHeaders } from './rememberedMember'
import { hasSessionCookie, isPageLoad } from './serveVisitorPage'
import { cachedPage, pageCacheReady, storedPage } from './visitorPageCache'
import { writeCachedPage } from './writeCachedPage'
import type { StateKey } from '../memberState/memberState'
import { memberStateFor, type MemberStateAnswer } from '../memberState/memberStateAnswer'

/**
 * The member's state asked of Payload in this process, remembered between page loads until a
 * write of theirs is notified (./memberSessionMemo.ts).
 */
async function rememberedMemberState(payload: Payload, headers: Headers, keys: StateKey[]): Promise<MemberStateAnswer | null> {
  const remembered = await rememberedMember(payload, headers)
  // An incomplete profile's pages are rendered for them (the redirect to /complete-profile).
  if (!remembered || !isProfileComplete(remembered.session.user)) return null
  const { session, startedAt } = remembered
  const stateKeys = keys.join(',')
  const answer = session.answers.get(stateKeys)
  if (answer) return answer
  // The sharing group is asked once per session; each new set of islands asks only the state.
  const fresh = await memberStateFor(payload, session.user, keys, session.sharing)
  rememberAnswer(session, stateKeys, fresh, startedAt)
  return fresh
}

/**
 * The member's clearance and own state for these islands, with Payload's session check as on
 * every page: in this process once Next.js has made the Payload instance, before that from
 * /api/member-state with the member's cookie. Null for a session that is not a member's with
 * a complete profile: Next.js renders that request.
 */
async function memberState(request: IncomingMessage, port: number, keys: StateKey[]): Promise<MemberStateAnswer | null> {
  const headers = sessionHeaders(request)
  const payload = appPayload()
  if (payload) return rememberedMemberState(payload, headers, keys)
  headers.set('accept', 'application/json')
  const response = await fetch(`${ownServerUrl(port)}/api/member-state?keys=${keys.join(',')}`, { headers, redirect: 'manual' })
  if (response.status !== 200) {
    // Read, not cancelled: Next.js's fetch may tee the body, and a cancelled branch of a tee
    // waits for the other one forever.
    await response.arrayBuffer()
    return null
  }
  return (await response.json()) as MemberStateAnswer
}

const pageKey = (viewer: PageViewer, path: string) => `${viewerName(viewer)}|${path}`
const sameKeys = (one: StateKey[], other: StateKey[]) => one.length === other.length && one.every((key, index) => key === other[index])
const sameViewer = (one: PageViewer, other: PageViewer) => viewerName(one) === viewerName(other)

/**
 * Answers a signed-in member's page load from a page kept for everyone who may see the same
 * (docs/decisions.md, "Shared member pages" and "Sharing groups"): a sharing group's page is
 * rendered by Next.js once per change of content for a member with no name and no rows
 * (./memberPageFill.ts), kept like visitor pages (./visitorPageCache.ts, dropped or marked
 * stale on every content change), and written out with this member's first name and state
 * (saved dates, agenda marks, applications) put in, a fresh nonce, and private caching; it holds
 * nothing of any member. A page kept for one person (./pageViewer.ts) is their own page as
 * Next.js renders it, answered to their sessions alone and dropped on any write of theirs.
 * Returns false when Next.js should render the request itself: no member session, an
 * incomplete profile, an admin before the second step, the cache not listening, or a failed render.
 */
export async function serveMemberPage(request: IncomingMessage, response: ServerResponse, port: number): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (!memberPagesEnabled() || !isPageLoad(request, url) || !hasSessionCookie(request.headers.cookie) || !pageCacheReady()) return false
  const path = url.pathname + url.search
  // The islands of the page as last kept (for either clearance); a page not kept yet is
  // rendered first, and the state asked again if its islands differ.
  const plain = (clearance: 'member' | 'admin') => pageKey({ kind: 'group', clearance, organization: null }, path)
  const known = storedPage(plain('member')) ?? storedPage(plain('admin'))
  let keys: StateKey[] = known ? pageTemplate(known).stateKeys : []
  let member = await memberState(request, port, keys)
  if (!member?.sharesPages) return false
  const viewer = pageViewerFor(member, path)
  const render = () =>
    fetch(`${ownServerUrl(port)}${path}`, {
      headers: { [MEMBER_FILL_HEADER]: memberFillHeaderValue(viewer), accept: 'text/html' },
      redirect: 'manual',
    })
  const { page, result } = await cachedPage(pageKey(viewer, path), render)
  if (!page) return false
  const template = pageTemplate(page)
  const nonce = newNonce()
  // A person's page is theirs as rendered: their name and state are in it.
  if (viewer.kind === 'group' && !sameKeys(template.stateKeys, keys)) {
    keys = template.stateKeys
    member = await memberState(request, port, keys)
    // Signed out or their group changed in between: Next.js renders it for what they are now.
    if (!member || !sameViewer(pageViewerFor(member, path), viewer)) return false
  }
  const body =
    viewer.kind === 'group'
      ? renderPage(template, { nonce, member: { firstName: member.state.firstName || 'User', state: member.state } })
      : renderPage(template, { nonce })
  writeCachedPage(request, response, page, {
    body,
    nonce,
    cacheHeader: 'x-member-page-cache',
    result,
    isPrivate: true,
  })
  return true
}
