/**
 * Every custom cell of the admin lists renders from partial data (issue 17): a row missing
 * fields, no row at all, no cell value, an organization that was deleted. Each cell is rendered
 * to HTML with React's server renderer, as the list view renders it, and must show the spec's
 * fallbacks ('No Name', 'No organization', 'Not specified', 'Never') instead of throwing.
 */
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import type { Payload } from 'payload'
import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'

import { ApplicantCell } from '../../src/components/admin/applications/ApplicantCell'
import { ApplicationReviewCell } from '../../src/components/admin/applications/ApplicationReviewCell'
import { BooleanCell } from '../../src/components/admin/cells/BooleanCell'
import { FileSizeCell } from '../../src/components/admin/cells/FileSizeCell'
import { SurveyAnswerCell } from '../../src/components/admin/cells/SurveyAnswerCell'
import { TruncatedTextCell } from '../../src/components/admin/cells/TruncatedTextCell'
import { UsDateCell } from '../../src/components/admin/cells/UsDateCell'
import { InvitationActionsCell } from '../../src/components/admin/invitations/InvitationActionsCell'
import { InvitationStatusCell } from '../../src/components/admin/invitations/InvitationStatusCell'
import { SendInvitationCell } from '../../src/components/admin/invitations/SendInvitationCell'
import { ActionsCell } from '../../src/components/admin/users/ActionsCell'
import { AnalyticsCell } from '../../src/components/admin/users/AnalyticsCell'
import { CompanyTypeCell } from '../../src/components/admin/users/CompanyTypeCell'
import { JoinedCell } from '../../src/components/admin/users/JoinedCell'
import { LastOnlineCell } from '../../src/components/admin/users/LastOnlineCell'
import { NameCell } from '../../src/components/admin/users/NameCell'
import { OrganizationCell } from '../../src/components/admin/users/OrganizationCell'
import { uniqueTag } from '../support/actors'
import { createDoc } from '../support/create'
import { usePayload } from '../support/payload'

// Payload's client package imports style sheets Node cannot load; its few parts the cells use
// are stood in for (the cells' own logic is what is under test). No admin is signed in here,
// so the users' Actions render nothing past their guard.
vi.mock('@payloadcms/ui', async () => {
  const { createElement: h } = await import('react')
  const { enUS } = await import('date-fns/locale')
  // The admin in English: our own texts as Payload's i18n holds them (src/i18n/admin).
  const { adminTranslator } = await import('../../src/i18n/admin/adminTranslator')
  const t = adminTranslator()
  return {
    Button: ({ children, to }: { children?: ReactNode; to?: string }) => h(to ? 'a' : 'button', { href: to }, children),
    ConfirmationModal: () => null,
    toast: { success() {}, error() {} },
    useAuth: () => ({ user: null }),
    useModal: () => ({ openModal() {}, closeModal() {} }),
    useTranslation: () => ({ i18n: { dateFNS: enUS, language: 'en', fallbackLanguage: 'en', t }, t }),
  }
})

const payload = usePayload()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every cell's own props type
type Cell = FunctionComponent<any> | ((props: any) => Promise<ReactNode>)

const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} } as unknown as AppRouterInstance

/** The cell's HTML as the list view would send it (async server cells are awaited first). */
async function html(cell: Cell, props: Record<string, unknown>): Promise<string> {
  const node = cell.constructor.name === 'AsyncFunction' ? await cell(props) : createElement(cell as FunctionComponent, props)
  return renderToString(createElement(AppRouterContext.Provider, { value: router }, node))
}

const text = async (cell: Cell, props: Record<string, unknown>) => (await html(cell, props)).replace(/<[^>]+>/g, '')

/** What a list may hand a cell when the row's data is missing or partial. */
const partialProps = (p: Payload | undefined): Record<string, unknown>[] => [
  {},
  { rowData: undefined, cellData: undefined },
  { rowData: {}, payload: p },
  { rowData: { id: 999999 }, payload: p },
  { rowData: { id: 999999, organization: { id: 999999 } }, cellData: null, payload: p },
]

const CELLS: Record<string, Cell> = {
  NameCell,
  JoinedCell,
  AnalyticsCell,
  CompanyTypeCell,
  ActionsCell,
  OrganizationCell,
  LastOnlineCell,
  ApplicantCell,
  ApplicationReviewCell,
  InvitationStatusCell,
  SendInvitationCell,
  InvitationActionsCell,
  BooleanCell,
  TruncatedTextCell,
  UsDateCell,
  FileSizeCell,
  SurveyAnswerCell,
}

describe('admin list cells with partial rows', () => {
  for (const [name, cell] of Object.entries(CELLS))
    test(`${name} renders from partial data without throwing`, async () => {
      for (const props of partialProps(payload())) await expect(html(cell, props)).resolves.toEqual(expect.any(String))
    })

  test("users cells fall back to the spec's words: 'No Name', 'No organization', 'Not specified', 'Never'", async () => {
    for (const props of partialProps(payload())) {
      expect(await text(NameCell, props)).toBe('No Name')
      expect(await text(OrganizationCell, props)).toBe('No organization')
      expect(await text(CompanyTypeCell, props)).toBe('Not specified')
      expect(await text(LastOnlineCell, props)).toBe('Never')
      expect(await text(ApplicantCell, props)).toBe('No Name')
    }
  })

  test('an organization deleted after the row was read reads as none', async () => {
    const organization = await createDoc(payload(), 'organizations', { name: `Gone ${uniqueTag()}`, type: 'vendor' })
    const row = { id: 999999, firstName: 'Ada', email: 'ada@example.com', organization: organization.id }
    expect(await text(OrganizationCell, { rowData: row, payload: payload() })).toContain(organization.name)
    expect(await text(CompanyTypeCell, { rowData: row, payload: payload() })).toBe('Vendor')
    await payload().delete({ collection: 'organizations', id: organization.id, overrideAccess: true })
    // organizationsForList reads afresh outside a React request (its cache is per render).
    expect(await text(OrganizationCell, { rowData: row, payload: payload() })).toBe('No organization')
    expect(await text(CompanyTypeCell, { rowData: row, payload: payload() })).toBe('Not specified')
    expect(await text(NameCell, { rowData: row, payload: payload() })).toBe('Adaada@example.com')
  })

  test('checkbox cells read in words, never a bare true/false', async () => {
    expect(await text(BooleanCell, { cellData: true })).toBe('Yes')
    expect(await text(BooleanCell, { cellData: false })).toBe('No')
    expect(await text(BooleanCell, {})).toBe('No')
    expect(await text(BooleanCell, { cellData: true, trueLabel: 'Active', falseLabel: 'Inactive' })).toBe('Active')
    expect(await text(BooleanCell, { cellData: false, trueLabel: 'Anonymous', falseLabel: 'Authenticated' })).toBe('Authenticated')
  })

  test('file sizes and survey answers read in words, never a byte count or a JSON list', async () => {
    expect(await text(FileSizeCell, { cellData: 690 })).toBe('690 Bytes')
    expect(await text(FileSizeCell, { cellData: 1536 })).toBe('1.5 KB')
    expect(await text(SurveyAnswerCell, { cellData: '["Segmentation","Patching"]' })).toBe('Segmentation, Patching')
    expect(await text(SurveyAnswerCell, { cellData: 'Budget' })).toBe('Budget')
  })

  test("an invitation's actions: Edit with the spec's six fields always, Send email only while pending and unexpired", async () => {
    const row = { id: 1, email: 'invitee@example.com', suggestedFirstName: 'Grace', domains: 'example.com' }
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const pending = await html(InvitationActionsCell, { rowData: { ...row, status: 'pending', expiresAt: future }, payload: payload() })
    expect(pending).toContain('>Edit<')
    expect(pending).toContain('Send email')
    const fields = [...pending.matchAll(/ name="([^"]+)"/g)].map(([, name]) => name)
    expect(fields).toEqual(['email', 'suggestedFirstName', 'suggestedLastName', 'suggestedOrganization', 'suggestedWorkingIn', 'domains'])
    expect(pending).toContain('value="Grace"')
    for (const status of ['sent', 'accepted']) {
      const done = await html(InvitationActionsCell, { rowData: { ...row, status }, payload: payload() })
      expect(done, status).toContain('>Edit<')
      expect(done, status).not.toContain('Send email')
    }
  })

  test('only a pending application shows Approve and Reject; a reviewed one shows nothing there', async () => {
    expect(await text(ApplicationReviewCell, { rowData: { id: 1, status: 'pending' } })).toBe('ApproveReject')
    expect(await text(ApplicationReviewCell, { rowData: { id: 1, status: 'approved' } })).toBe('')
    expect(await text(ApplicationReviewCell, { rowData: { id: 1, status: 'rejected' } })).toBe('')
  })
})
