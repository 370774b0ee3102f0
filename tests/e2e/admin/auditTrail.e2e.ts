/**
 * Issue 20's audit trail and operations view in Chromium against the built app: a super admin
 * changes a member's role in the users table and finds the change, with the role before and
 * after, in the audit trail; then retries a failed e-mail in the operations view. Screenshots of
 * the trail, an entry and the operations view at 1280 and 390 px go to test-results/.
 */
import { expect, type Page, test } from '@playwright/test'

import { queryOn } from '../support/appDatabase'
import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('the audit trail shows a role change with before and after', async ({ page, request }) => {
  // A member of its own whose role changes: the demo member stays a member for the worker's other files.
  const lastName = `Audited${Date.now().toString(36)}`
  const { email } = await createMember(app, request, { prefix: 'audited', firstName: 'Role', lastName })
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, app, 'superadmin@example.com', { from: '/admin/users' })
  await page.waitForURL(new RegExp(`^${app.url}/admin/collections/users(\\?|$)`))
  await page.goto(`${app.url}/admin/collections/users?search=${encodeURIComponent(email)}`)
  await page.getByLabel(`System role of Role ${lastName}`).selectOption('admin')
  await expect(page.getByText('User role updated successfully')).toBeVisible()

  // The side menu leads super admins to the trail, in its System records group.
  const menu = page.getByRole('navigation', { name: 'Admin Panel' })
  await menu.getByRole('button', { name: 'System records' }).click()
  await menu.getByRole('link', { name: 'Audit trail' }).click()
  await page.waitForURL(/\/admin\/collections\/audit-log/)
  const row = page.locator('tbody tr').filter({ hasText: 'Role: Community User → Admin' }).filter({ hasText: email }).first()
  await expect(row).toBeVisible()
  await expect(row).toContainText('superadmin@example.com')
  await expect(row).toContainText('Updated')
  await expect(row).toContainText(`Users: ${email}`)
  // The sign-in that began this session is in the trail too.
  await expect(page.locator('tbody tr').filter({ hasText: 'Signed in to the admin (password)' }).first()).toBeVisible()
  await screenshots(page, 'audit-trail-list')

  await row.locator('a').first().click()
  await page.waitForURL(/\/admin\/collections\/audit-log\/\d+/)
  const change = page.locator('.audit-changes tbody tr').filter({ hasText: 'System Role' })
  await expect(change.locator('td').nth(0)).toHaveText('Community User')
  await expect(change.locator('td').nth(1)).toHaveText('Admin')
  await screenshots(page, 'audit-trail-entry')
})

test('the operations view lists a failed e-mail, and Retry queues it once', async ({ page }) => {
  const db = { query: queryOn(app.databaseUrl) }
  const [member] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'member@example.com'")
  const [failed] = await db.query<{ id: number }>(
    `INSERT INTO email_outbox (kind, user_id, delivery_key, status, attempts, last_error, updated_at, created_at)
     VALUES ('event-reminder', $1, 'e2e-failed-reminder-' || gen_random_uuid(), 'failed', 5, '550 5.1.1 Mailbox unavailable', now(), now()) RETURNING id`,
    [member!.id],
  )
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, app, 'superadmin@example.com', { from: '/admin' })
  await page.waitForURL(/\/admin\/dashboard/)
  const menu = page.getByRole('navigation', { name: 'Admin Panel' })
  await menu.getByRole('button', { name: 'System records' }).click()
  await menu.getByRole('link', { name: 'Operations' }).click()
  await page.waitForURL(`${app.url}/admin/operations`)
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /Prune audit entries past their retention/ })).toBeVisible()
  const email = page.getByRole('row').filter({ hasText: '550 5.1.1 Mailbox unavailable' })
  await expect(email).toContainText('member@example.com')
  await screenshots(page, 'operations')

  await email.getByRole('button', { name: `Retry e-mail ${failed!.id}` }).click()
  await expect(page.getByText('The e-mail will be sent again within a minute.')).toBeVisible()
  await expect(email).toHaveCount(0)
  // Queued again (the queue may have taken it on since: sent, or skipped for want of an event).
  const [row] = await db.query<{ status: string }>('SELECT status FROM email_outbox WHERE id = $1', [failed!.id])
  expect(row!.status).not.toBe('failed')
  const [retries] = await db.query<{ count: string }>("SELECT count(*) FROM audit_log WHERE action = 'retry' AND document_id = $1", [
    String(failed!.id),
  ])
  expect(Number(retries!.count)).toBe(1)
})
