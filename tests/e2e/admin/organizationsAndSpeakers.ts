/**
 * Spec 2, 5, 6 and 8 for speakers and organizations: the speakers as cards with the edit form in a
 * side sheet, and the organizations table (logo and name, type badge, sector, members, Yes/No,
 * actions), its 'Delete Organization' dialog and the form's 'Cancel Edit'. Rows that are changed
 * or deleted are made here, with unique names; the demo rows are only read.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import type { TestApp } from '../support/appServer'
import { openAsDemoAdmin } from '../support/signIn'

const HAS_MEMBERS = 'This organization has members. Please remove all members before deleting.'

async function signInAsAdmin(page: Page, app: TestApp, path: string) {
  await openAsDemoAdmin(page, app, 'admin@example.com', path)
  // With or without the query Payload adds from the admin's list preferences.
  const [pathname, query] = path.split('?')
  await page.waitForURL((url) => url.pathname === pathname && (!query || url.search.includes(query)))
}

/** The speakers list, narrowed by its search field to one name. */
async function searchSpeakers(page: Page, text: string) {
  await page.locator('#search-filter-input').fill(text)
  await page.waitForURL(new RegExp(`search=${encodeURIComponent(text)}`))
}

const organizationRow = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) })

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

export function registerOrganizationAndSpeakerTests(app: () => TestApp) {
  test('speakers without a title are cards that open their edit form in a side sheet', async ({ page }) => {
    await signInAsAdmin(page, app(), '/admin/collections/speakers')
    await expect(page.getByRole('list', { name: 'Speakers' })).toBeVisible()
    for (const { search, name, firstName, meta } of [
      { search: 'Larsen', name: 'Ingrid Larsen', firstName: 'Ingrid', meta: 'Head of Operations · Alpine Water Works' },
      { search: 'Bianchi', name: 'Marco Bianchi', firstName: 'Marco', meta: 'Control Systems Engineer · Nordwerk Chemicals' },
    ]) {
      await searchSpeakers(page, search)
      const card = page.getByRole('button', { name: `Edit ${name}` }).first()
      await expect(card).toContainText(name)
      await expect(card).toContainText(meta)
      // The demo speakers' portraits.
      await expect(card.locator('img.speaker-cards__photo')).toBeVisible()
      await card.click()
      const sheet = page.locator('.doc-drawer')
      await expect(sheet.locator('#field-firstName')).toHaveValue(firstName)
      await expect(sheet.locator('#field-lastName')).toHaveValue(search)
      await page.keyboard.press('Escape')
      await expect(sheet.locator('#field-firstName')).toHaveCount(0)
    }
  })

  test('a speaker is created in the side sheet and appears as a card', async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const lastName = `Sheetwright${Date.now()}`
    await signInAsAdmin(page, app(), '/admin/collections/speakers')
    await page.getByRole('button', { name: 'Create New' }).click()
    const sheet = page.locator('.doc-drawer')
    await sheet.locator('#field-event .rs__control').click()
    await page.locator('.rs__option').first().click()
    await sheet.locator('#field-title .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Prof. Dr.' }).click()
    await sheet.locator('#field-firstName').fill('Greta')
    await sheet.locator('#field-lastName').fill(lastName)
    await sheet.locator('#field-jobRole').fill('OT Security Lead')
    await sheet.getByRole('button', { name: 'Save' }).click()
    // Saved: the sheet closes and the cards are read again, the new one among them.
    await expect(sheet.locator('#field-firstName')).toHaveCount(0)
    await searchSpeakers(page, lastName)
    const card = page.getByRole('button', { name: `Edit Prof. Dr. Greta ${lastName}` })
    await expect(card).toContainText('OT Security Lead')
    // Without a photo, the card shows the initials.
    await expect(card.locator('.speaker-cards__photo--initials')).toHaveText('GS')
    const saved = (await api.get(`/speakers?where[lastName][equals]=${lastName}&depth=0`)).docs
    expect(saved).toHaveLength(1)
    expect(saved[0].fullName).toBe(`Prof. Dr. Greta ${lastName}`)
  })

  test('the organizations table reads as the specification asks', async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const name = `Table Check Academy ${Date.now()}`
    await api.post('/organizations', { name, type: 'academia', userEditable: true })
    await signInAsAdmin(page, app(), `/admin/collections/organizations?search=${encodeURIComponent(name)}`)
    const row = organizationRow(page, name)
    // Spec 2's columns in its words ('Created', not Payload's 'Created At'; issue 49).
    const headings = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
    expect(headings).toEqual(['Organization', 'Type', 'Sector', 'Members', 'User Editable', 'Created', 'Actions'])
    await expect(row.locator('.organization-cell__logo--placeholder')).toHaveText('T')
    await expect(row.locator('.organization-type')).toHaveText('academia')
    await expect(row).toContainText('Not specified')
    await expect(row).toContainText('Yes')
    await expect(row.getByRole('link', { name: `Edit ${name}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeVisible()
    await row.locator('.organization-members').hover()
    await expect(row.getByRole('tooltip')).toHaveText('No members')
    await expect(page.locator('body')).not.toContainText('<No ')
    await row.getByRole('link', { name, exact: true }).click()
    await expect(page.locator('#field-name')).toHaveValue(name)

    // A demo organization with a logo, a sector and members; not open to member edits.
    await page.goto(`${app().url}/admin/collections/organizations?search=Nordwerk`)
    const nordwerk = organizationRow(page, 'Nordwerk Chemicals')
    await expect(nordwerk.locator('img.organization-cell__logo')).toBeVisible()
    await expect(nordwerk.locator('.organization-type')).toHaveText('industry')
    const members = nordwerk.locator('.organization-members')
    await members.hover()
    await expect(nordwerk.getByRole('tooltip')).toContainText('Maria Weber')
    const userEditable = await api.get(`/organizations?where[name][equals]=Nordwerk%20Chemicals&depth=0`)
    await expect(nordwerk).toContainText(userEditable.docs[0].userEditable ? 'Yes' : 'No')
  })

  test('deleting an organization with members warns first, and the server refuses', async ({ page, request }) => {
    const api = await adminApi(app(), request, 'superadmin@example.com')
    const stamp = Date.now()
    const name = `Staffed Works ${stamp}`
    const organization = (await (await api.post('/organizations', { name, type: 'industry', sector: 'Energy & Utilities' })).json()).doc
    // Two members of its own: one named, one who never gave a name.
    for (const [local, names] of [
      ['olga', { firstName: 'Olga', lastName: 'Staffer' }],
      ['anon', {}],
    ] as const) {
      const created = await api.post('/users', {
        email: `${local}-${stamp}@example.com`,
        password: 'demo-password',
        organization: organization.id,
        _verified: true,
        ...names,
      })
      expect(created.status()).toBe(201)
    }
    await signInAsAdmin(page, app(), `/admin/collections/organizations?search=${encodeURIComponent(name)}`)
    const row = organizationRow(page, name)
    await expect(row).toContainText('Energy & Utilities')
    await expect(row).toContainText('No')
    await row.locator('.organization-members').hover()
    await expect(row.getByRole('tooltip')).toHaveText('Olga Staffer, Unknown Member')
    await row.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.locator('.confirmation-modal').filter({ hasText: 'Delete Organization' })
    await expect(dialog.getByRole('heading', { name: 'Delete Organization' })).toBeVisible()
    await expect(dialog).toContainText(HAS_MEMBERS)
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(toast(page, 'Cannot Delete Organization')).toContainText(HAS_MEMBERS)
    expect(await api.status(`/organizations/${organization.id}`)).toBe(200)
  })

  test('deleting an organization without members needs no warning and says so', async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const name = `Empty Vendor ${Date.now()}`
    const organization = (await (await api.post('/organizations', { name, type: 'vendor' })).json()).doc
    await signInAsAdmin(page, app(), `/admin/collections/organizations?search=${encodeURIComponent(name)}`)
    const row = organizationRow(page, name)
    await row.locator('.organization-members').hover()
    await expect(row.getByRole('tooltip')).toHaveText('No members')
    await row.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.locator('.confirmation-modal').filter({ hasText: 'Delete Organization' })
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`)
    await expect(dialog).not.toContainText(HAS_MEMBERS)
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(toast(page, `Organization "${name}" deleted successfully`)).toBeVisible()
    await expect(organizationRow(page, name)).toHaveCount(0)
    expect(await api.status(`/organizations/${organization.id}`)).toBe(404)
  })

  test("'Cancel Edit' returns to the create form, asking first about unsaved changes", async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const name = `Cancel Edit Labs ${Date.now()}`
    const organization = (await (await api.post('/organizations', { name, type: 'government' })).json()).doc
    const editPath = `/admin/collections/organizations/${organization.id}`
    await signInAsAdmin(page, app(), editPath)
    await expect(page.locator('#field-name')).toHaveValue(name)
    // A saved organization shows its e-mail domains and members (issue 49: not the empty create form).
    await expect(page.locator('.relationship-table')).toHaveCount(2)
    await page.locator('#field-name').fill(`${name} (changed)`)
    await page.getByRole('link', { name: 'Cancel Edit' }).click()
    await page.getByRole('button', { name: 'Leave anyway' }).click()
    await page.waitForURL(new RegExp(`^${app().url}/admin/collections/organizations/create(\\?|$)`))
    await expect(page.locator('#field-name')).toHaveValue('')
    // A new organization has no related rows yet: no empty tables with 'No Results' (issue 49).
    await expect(page.locator('.relationship-table')).toHaveCount(0)
    await expect(page.getByText(/No Results/)).toHaveCount(0)
    // Create mode has nothing to cancel; the change was dropped.
    await expect(page.getByRole('link', { name: 'Cancel Edit' })).toHaveCount(0)
    expect((await api.get(`/organizations/${organization.id}?depth=0`)).name).toBe(name)

    // Without changes it goes straight back.
    await page.goto(`${app().url}${editPath}`)
    await page.getByRole('link', { name: 'Cancel Edit' }).click()
    await page.waitForURL(new RegExp(`^${app().url}/admin/collections/organizations/create(\\?|$)`))
  })

  test("the edit view's ⋯ Delete asks in the same 'Delete Organization' dialog and names it in the toast", async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const name = `Menu Delete Corp ${Date.now()}`
    const organization = (await (await api.post('/organizations', { name, type: 'vendor' })).json()).doc
    await signInAsAdmin(page, app(), `/admin/collections/organizations/${organization.id}`)
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    // Payload's generic item is replaced, not doubled.
    await expect(page.locator('#action-delete')).toBeHidden()
    await page.locator('#action-delete-organization').click()
    const dialog = page.locator('.confirmation-modal').filter({ hasText: 'Delete Organization' })
    await expect(dialog.getByRole('heading', { name: 'Delete Organization' })).toBeVisible()
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`)
    await expect(page.getByText('Confirm deletion')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(toast(page, `Organization "${name}" deleted successfully`)).toBeVisible()
    await page.waitForURL(/\/admin\/collections\/organizations(\?.*)?$/)
    expect(await api.status(`/organizations/${organization.id}`)).toBe(404)
  })

  test('the speakers list is newest first (spec 7)', async ({ page, request }) => {
    const api = await adminApi(app(), request)
    const event = (await api.get('/events?limit=1&depth=0')).docs[0] as { id: number }
    const lastName = `Newcomer${Date.now()}`
    expect((await api.post('/speakers', { event: event.id, firstName: 'Nina', lastName })).status()).toBe(201)
    await signInAsAdmin(page, app(), '/admin/collections/speakers')
    await expect(page.getByRole('list', { name: 'Speakers' }).getByRole('button').first()).toContainText(`Nina ${lastName}`)
  })

  test("the invitation's Suggested Organization is a type-ahead by name showing 'name (type)'", async ({ page, request }) => {
    const api = await adminApi(app(), request)
    await signInAsAdmin(page, app(), '/admin/collections/invitations/create')
    const input = page.locator('#field-suggestedOrganization')
    await input.fill('zz-no-such-organization')
    await expect(page.locator('.rs__menu-notice--no-options')).toHaveText('No organizations found matching "zz-no-such-organization"')
    await input.fill('Nordwerk')
    const option = page.locator('.rs__option', { hasText: 'Nordwerk Chemicals (Industry)' })
    await expect(option).toBeVisible()
    // Only matching names are offered.
    for (const text of await page.locator('.rs__option').allInnerTexts()) expect(text).toContain('Nordwerk')
    await option.click()
    const email = `typeahead-${Date.now()}@example.org`
    await page.locator('#field-email').fill(email)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/admin\/collections\/invitations\/\d+$/)
    const nordwerk = (await api.get('/organizations?where[name][equals]=Nordwerk%20Chemicals&depth=0')).docs[0] as { id: number }
    const saved = (await api.get(`/invitations?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]
    expect(saved.suggestedOrganization).toBe(nordwerk.id)
    // The saved choice is shown by name again, and can be cleared ('or none').
    await expect(
      page
        .locator('#field-suggestedOrganization-wrap, .field-type.relationship')
        .filter({ hasText: 'Nordwerk Chemicals (Industry)' })
        .first(),
    ).toBeVisible()
  })
}
