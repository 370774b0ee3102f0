/**
 * Who a kept member page is for (src/lib/platform/pageCache/pageViewer.ts, memberPageFill.ts):
 * the sharing group of a member, or the member alone; and the fill header that asks the render
 * for it, which only this server can send.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import type { MemberStateAnswer } from '@/lib/platform/memberState/memberStateAnswer'
import {
  enableMemberPages,
  memberFillHeaderValue,
  memberFillViewer,
  type PageViewer,
  viewerName,
  viewerOfName,
} from '@/lib/platform/pageCache/memberPageFill'
import { pageViewerFor } from '@/lib/platform/pageCache/pageViewer'

const member = (answer: Partial<MemberStateAnswer>): MemberStateAnswer => ({
  member: 34,
  clearance: 'member',
  organization: null,
  personal: false,
  ownedProjects: [],
  sharesPages: true,
  state: { firstName: 'M', savedEvents: [], agendaItems: [], applications: [], unreadNotifications: 0 },
  ...answer,
})

describe('the viewer of a member page', () => {
  test("a member's pages are their group's: the clearance, with the organization when it reads restricted material", () => {
    expect(viewerName(pageViewerFor(member({}), '/documents'))).toBe('member')
    expect(viewerName(pageViewerFor(member({ organization: 12 }), '/de/documents?page=2'))).toBe('member@12')
    expect(viewerName(pageViewerFor(member({ clearance: 'admin' }), '/events/3'))).toBe('admin')
  })

  test('a member who reads beyond their group gets every page for them alone; an owner only their projects’ pages', () => {
    expect(viewerName(pageViewerFor(member({ personal: true, organization: 12 }), '/'))).toBe('person:34')
    const owner = member({ ownedProjects: [5], organization: 12 })
    expect(viewerName(pageViewerFor(owner, '/projects/5'))).toBe('person:34')
    expect(viewerName(pageViewerFor(owner, '/de/projects/5?tab=files'))).toBe('person:34')
    expect(viewerName(pageViewerFor(owner, '/projects/50'))).toBe('member@12')
    expect(viewerName(pageViewerFor(owner, '/projects'))).toBe('member@12')
  })

  test('a viewer name means one viewer, and nothing else is one', () => {
    const viewers: PageViewer[] = [
      { kind: 'group', clearance: 'member', organization: null },
      { kind: 'group', clearance: 'admin', organization: null },
      { kind: 'group', clearance: 'member', organization: 12 },
      { kind: 'person', member: 34 },
    ]
    for (const viewer of viewers) expect(viewerOfName(viewerName(viewer))).toEqual(viewer)
    for (const name of [
      '',
      'member@',
      'member@0',
      'member@-1',
      'person:',
      'person:0',
      'super_admin',
      'member@12@13',
      'person:1e3',
      'member@99999999999',
    ])
      expect(viewerOfName(name), name).toBeNull()
  })
})

describe('the fill header', () => {
  const kept = process.env.MEMBER_PAGE_FILL_SECRET
  beforeEach(() => {
    delete process.env.MEMBER_PAGE_FILL_SECRET
  })
  afterEach(() => {
    if (kept === undefined) delete process.env.MEMBER_PAGE_FILL_SECRET
    else process.env.MEMBER_PAGE_FILL_SECRET = kept
  })

  test('names its viewer only with this server’s secret', () => {
    expect(memberFillViewer('person:34 anything'), 'no secret: no fills').toBeNull()
    enableMemberPages()
    const viewer: PageViewer = { kind: 'person', member: 34 }
    expect(memberFillViewer(memberFillHeaderValue(viewer))).toEqual(viewer)
    expect(memberFillViewer('person:34 guessed')).toBeNull()
    expect(memberFillViewer(`person:34 ${process.env.MEMBER_PAGE_FILL_SECRET}x`)).toBeNull()
    expect(memberFillViewer(`someone ${process.env.MEMBER_PAGE_FILL_SECRET}`)).toBeNull()
    expect(memberFillViewer(null)).toBeNull()
  })
})
