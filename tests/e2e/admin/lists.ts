/**
 * The admin lists in words (issue 17): checkbox columns read 'Yes'/'No' or the survey's own
 * words (spec 4), empty cells a calm dash instead of '<No Location>', the applications table
 * has the applicant with organization and the project type with the status shown once
 * (spec 3 and 4), the users list renders while filtering and after a delete, and an empty list
 * says 'No users found' (spec 2).
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import type { TestApp } from '../support/appServer'
import { openAsDemoAdmin } from '../support/signIn'

/** Opens an admin list as the demo admin and waits for its table. */
async function openList(page: Page, app: TestApp, slug: string) {
  await openAsDemoAdmin(page, app, 'admin@example.com', `/admin/collections/${slug}`)
  await page.waitForURL(new RegExp(`^${app.url}/admin/collections/${slug}(\\?|$)`))
  await expect(page.locator('table')).toBeVisible()
}

const cellTexts = async (page: Page, column: string) => (await page.locator(`td.cell-${column}`).allInnerTexts()).map((text) => text.trim())

/** No cell is a bare true/false and no cell is Payload's '<No …>' placeholder. */
async function expectNoRawValues(page: Page) {
  const cells = (await page.locator('tbody td').allInnerTexts()).map((text) => text.trim())
  expect(cells.length).toBeGreaterThan(0)
  expect(cells.filter((text) => text === 'true' || text === 'false')).toEqual([])
  expect(cells.filter((text) => text.includes('<No '))).toEqual([])
}

export function registerListTests(app: () => TestApp) {
  test("the events list reads its checkboxes as 'Yes'/'No' and shows a dash for an empty location or sponsor", async ({ page }) => {
    await openList(page, app(), 'events')
    await expectNoRawValues(page)
    const online = await cellTexts(page, 'isOnline')
    // The demo has events on site and online.
    expect(new Set(online)).toEqual(new Set(['Yes', 'No']))
    const row = page.locator('tr').filter({ hasText: 'Brownfield Modernisation Forum' })
    await expect(row.locator('td.cell-isOnline')).toHaveText('Yes')
    await expect(row.locator('td.cell-location')).toHaveText('—')
    await expect(row.locator('td.cell-sponsor')).toHaveText('—')
  })

  test("the surveys list says 'Active'/'Inactive' and 'Anonymous'/'Authenticated' (spec 4)", async ({ page }) => {
    await openList(page, app(), 'surveys')
    await expectNoRawValues(page)
    const row = (title: string) => page.locator('tr').filter({ hasText: title })
    await expect(row('Remote Access Practices 2026').locator('td.cell-isActive')).toHaveText('Active')
    await expect(row('Remote Access Practices 2026').locator('td.cell-isAnonymous')).toHaveText('Anonymous')
    await expect(row('Legacy Protocols Census').locator('td.cell-isActive')).toHaveText('Inactive')
    await expect(row('Legacy Protocols Census').locator('td.cell-isAnonymous')).toHaveText('Authenticated')
  })

  test('the applications table shows applicant, organization, project type and the status once, with actions only when pending', async ({
    page,
    request,
  }) => {
    const api = await adminApi(app(), request)
    type Application = {
      id: number
      status: string
      project: { title: string; type: string }
      user: { firstName: string; lastName: string; email: string; organization: { name: string } | null }
    }
    const { docs } = (await api.get('/project-applications?depth=2&limit=100')) as { docs: Application[] }
    const pending = docs.find((doc) => doc.status === 'pending' && doc.user.organization)
    const approved = docs.find((doc) => doc.status === 'approved')
    expect(pending && approved).toBeTruthy()

    await openList(page, app(), 'project-applications')
    await expectNoRawValues(page)
    const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim())
    for (const header of ['Applicant', 'Organization', 'Project', 'Project type', 'Message', 'Status', 'Applied'])
      expect(headers).toContain(header)
    expect(headers.filter((header) => header === 'Status')).toHaveLength(1)

    const row = (application: Application) =>
      page.locator('tr').filter({ hasText: application.user.email }).filter({ hasText: application.project.title })
    const open = row(pending!)
    await expect(open.locator('td.cell-applicant')).toContainText(`${pending!.user.firstName} ${pending!.user.lastName}`)
    await expect(open.locator('td.cell-applicant')).toContainText(pending!.user.email)
    await expect(open.locator('td.cell-organization')).toHaveText(pending!.user.organization!.name)
    await expect(open.locator('td.cell-projectType')).toHaveText(pending!.project.type)
    await expect(open.locator('td.cell-status')).toHaveText('Pending')
    await expect(open.getByRole('button', { name: 'Approve' })).toBeVisible()
    await expect(open.getByRole('button', { name: 'Reject' })).toBeVisible()
    // The status once: no second column repeats it.
    expect((await open.innerText()).match(/Pending/g)).toHaveLength(1)

    const final = row(approved!)
    await expect(final.locator('td.cell-status')).toHaveText('Approved')
    expect((await final.innerText()).match(/Approved/g)).toHaveLength(1)
    await expect(final.getByRole('button')).toHaveCount(0)

    // Payload's filters work on the status (spec: a filterable table).
    await page.goto(`${app().url}/admin/collections/project-applications?where[status][equals]=approved`)
    await expect(page.locator('td.cell-status').first()).toHaveText('Approved')
    expect(new Set(await cellTexts(page, 'status'))).toEqual(new Set(['Approved']))
  })

  test('the users list renders while a search matches nobody and after a user is deleted, with no TypeError on the server', async ({
    page,
    request,
  }) => {
    const api = await adminApi(app(), request)
    const tag = Date.now().toString(36)
    // A user of this test's own, with no name parts beyond the first and no organization.
    const created = await api.post('/users', {
      email: `lists-${tag}@example.com`,
      password: 'lists-password-1',
      firstName: 'Listy',
      lastName: `Gone${tag}`,
    })
    expect(created.status()).toBe(201)
    const name = `Listy Gone${tag}`

    await openList(page, app(), 'users')
    await expectNoRawValues(page)
    const row = page.locator('tr').filter({ hasText: `lists-${tag}@example.com` })
    await expect(row.locator('td.cell-fullName')).toContainText(name)
    await expect(row.locator('td.cell-organization')).toHaveText('No organization')
    await expect(row.locator('td.cell-companyType')).toHaveText('Not specified')
    await expect(row.locator('td.cell-lastActiveAt')).toHaveText('Never')

    // A search that matches nobody: the spec's 'No users found', not Payload's 'No Results.'.
    await page.goto(`${app().url}/admin/collections/users?search=${encodeURIComponent(`nobody-${tag}`)}`)
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No Results.' })).toBeHidden()
    await expect(page.locator('tbody tr')).toHaveCount(0)

    // Filtered to the test's user, then deleted from its row.
    await page.goto(`${app().url}/admin/collections/users?search=${encodeURIComponent(`lists-${tag}`)}`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await page.getByLabel(`Delete ${name}`).click()
    await page.getByRole('button', { name: 'Delete User' }).click()
    await expect(page.getByText(`User ${name} has been deleted successfully`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible()

    // The full list again, after the delete.
    await page.goto(`${app().url}/admin/collections/users`)
    await expect(page.locator('td.cell-fullName').first()).toBeVisible()
    await expect(page.getByText(`lists-${tag}@example.com`)).toHaveCount(0)
    expect(app().output()).not.toContain('TypeError')
  })

  test("an empty list says so in its own words: 'No invitations found', 'No events found'", async ({ page }) => {
    const nobody = `nobody-${Date.now().toString(36)}`
    await openList(page, app(), 'invitations')
    for (const [slug, heading] of [
      ['invitations', 'No invitations found'],
      ['events', 'No events found'],
      ['project-applications', 'No project applications found'],
    ]) {
      await page.goto(`${app().url}/admin/collections/${slug}?search=${nobody}`)
      await expect(page.getByRole('heading', { name: heading }), slug).toBeVisible()
      await expect(page.getByRole('heading', { name: 'No Results.' }), slug).toBeHidden()
      // Payload's explanation and its create button stay.
      await expect(page.locator('.no-results'), slug).toContainText('none match the filters')
    }
    // A list with rows has no such heading.
    await page.goto(`${app().url}/admin/collections/invitations`)
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await expect(page.locator('.empty-list-message')).toHaveCount(0)
  })
}
