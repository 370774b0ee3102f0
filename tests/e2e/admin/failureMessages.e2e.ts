/**
 * Spec 8's failure messages in the admin's standard views, in Chromium against the built app:
 * a refused create, update and delete toast the spec's words with the reason after it ('Failed
 * to create event: Events Management → Title: This field is required.'), an empty organization
 * form says spec 5's 'Name and type are required', and a list whose query failed says 'Failed to
 * fetch …' where it showed an empty list; in German too. On the worker's shared server: the
 * events and organizations it changes are its own, the demo's are only read. The REST answers
 * behind the toasts: tests/admin/failureMessages.test.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import { type SharedServer, uniqueName, useSharedServer } from '../support/sharedServer'
import { openAsDemoAdmin } from '../support/signIn'

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const HAS_MEMBERS = 'This organization has members. Please remove all members before deleting.'

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** An admin screen as the demo admin, once its address (with any query Payload adds) is reached. */
async function openAdmin(page: Page, path: string) {
  await openAsDemoAdmin(page, app, 'admin@example.com', path)
  const pathname = path.split('?')[0]
  await page.waitForURL((url) => url.pathname === pathname)
}

/** The admin panel in German from here on (Payload's language cookie, as its account page sets it). */
const inGerman = (page: Page) => page.context().addCookies([{ name: 'payload-lng', value: 'de', url: app.url }])

// Staged collections (events) publish; the others save.
const publish = (page: Page) => page.getByRole('button', { name: /^(Publish|Publish changes)$/ }).click()

async function deleteFromEditView(page: Page) {
  await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
  await page.locator('#action-delete').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
}

test("events: a refused create and update say 'Failed to create event' and 'Failed to update event' with the field and its reason", async ({
  page,
  request,
}) => {
  await openAdmin(page, '/admin/collections/events/create')
  await publish(page)
  await expect(toast(page, 'Failed to create event')).toContainText(
    'Failed to create event: Events Management → Title: This field is required.',
  )
  // Payload's generic text is gone; the form still marks the title.
  await expect(toast(page, 'The following field is invalid')).toHaveCount(0)
  await expect(page.locator('.field-type.error:has(#field-title)')).toBeVisible()
  expect(page.url()).toMatch(/\/admin\/collections\/events\/create/)

  const api = await adminApi(app, request)
  const title = uniqueName('Failure event')
  const event = (await (await api.post('/events', { title, date: '2030-03-01T09:00:00.000Z' })).json()).doc as { id: number }
  await page.goto(`${app.url}/admin/collections/events/${event.id}`)
  await page.locator('#field-title').fill('')
  await publish(page)
  await expect(toast(page, 'Failed to update event')).toContainText(
    'Failed to update event: Events Management → Title: This field is required.',
  )
  expect((await api.get(`/events/${event.id}?depth=0`)).title).toBe(title)
})

test("events: a delete that fails says 'Failed to delete event' and why", async ({ page, request }) => {
  const api = await adminApi(app, request)
  const event = (await (await api.post('/events', { title: uniqueName('Gone event'), date: '2030-03-01T09:00:00.000Z' })).json()).doc as {
    id: number
  }
  await openAdmin(page, `/admin/collections/events/${event.id}`)
  await expect(page.locator('#field-title')).toBeVisible()
  // Someone else deleted it meanwhile: the edit view's delete finds nothing to delete.
  expect((await request.delete(`${app.url}/api/events/${event.id}`, { headers: api.headers })).status()).toBe(200)
  await deleteFromEditView(page)
  await expect(toast(page, 'Failed to delete event')).toContainText('Failed to delete event: Not Found')
})

test("organizations: an empty form says 'Name and type are required'; in German 'Name und Typ sind erforderlich'", async ({ page }) => {
  await openAdmin(page, '/admin/collections/organizations/create')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Failed to create organization')).toContainText('Failed to create organization: Name and type are required')
  await expect(toast(page, 'The following field is invalid')).toHaveCount(0)

  await inGerman(page)
  await page.goto(`${app.url}/admin/collections/organizations/create`)
  await page.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(toast(page, 'Organisation konnte nicht erstellt werden')).toContainText(
    'Organisation konnte nicht erstellt werden: Name und Typ sind erforderlich',
  )
})

test("organizations: the list's delete of one with members says 'Cannot Delete Organization' and why", async ({ page, request }) => {
  // An organization with a member of its own: a demo one may be open (and so locked) in another test's edit view.
  const api = await adminApi(app, request)
  const stamp = Date.now()
  const name = `Staffed Refusal ${stamp}`
  const organization = (await (await api.post('/organizations', { name, type: 'industry' })).json()).doc
  const member = await api.post('/users', {
    email: `refusal-${stamp}@example.com`,
    password: 'demo-password',
    organization: organization.id,
    _verified: true,
    firstName: 'Rita',
    lastName: 'Refusal',
  })
  expect(member.status()).toBe(201)
  await openAdmin(page, `/admin/collections/organizations?search=${encodeURIComponent(name)}`)
  const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) })
  const selection = row.locator('.select-row__checkbox input[type="checkbox"]')
  await expect(selection).toBeEnabled()
  await selection.check({ force: true })
  await page.locator('.delete-documents__toggle').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  const refused = toast(page, 'Cannot Delete Organization')
  await expect(refused).toBeVisible()
  await expect(refused).toContainText(HAS_MEMBERS)
  await expect(row).toBeVisible()
})

/**
 * The other collections' standard edit views: a refused save and a delete of a document someone
 * deleted meanwhile toast the spec's words with the reason after them. Each made over the API first.
 */
const EDIT_VIEWS: {
  slug: string
  field: string
  make: (api: Awaited<ReturnType<typeof adminApi>>) => Promise<Record<string, unknown>>
  update: string
  reason: string
  delete: string
}[] = [
  {
    slug: 'projects',
    field: '#field-title',
    make: async () => ({ title: uniqueName('Failure project'), type: 'Research', startDate: '2030-01-01T00:00:00.000Z' }),
    update: 'Failed to update project',
    reason: 'Title: This field is required.',
    delete: 'Failed to delete project',
  },
  {
    slug: 'surveys',
    field: '#field-title',
    make: async () => ({ title: uniqueName('Failure survey') }),
    update: 'Failed to update survey',
    reason: 'Title: This field is required.',
    delete: 'Failed to delete survey',
  },
  {
    slug: 'speakers',
    field: '#field-lastName',
    make: async (api) => {
      const event = (await (await api.post('/events', { title: uniqueName('Speaker event'), date: '2030-03-01T09:00:00.000Z' })).json()).doc
      return { event: event.id, firstName: 'Ada', lastName: uniqueName('Lovelace') }
    },
    update: 'Failed to save speaker',
    reason: 'Last Name: This field is required.',
    delete: 'Failed to delete speaker',
  },
]

const save = (page: Page) =>
  page
    .getByRole('button', { name: /^(Save|Publish|Publish changes)$/ })
    .first()
    .click()

for (const view of EDIT_VIEWS) {
  test(`${view.slug}: a refused save says '${view.update}' and why; a failed delete '${view.delete}'`, async ({ page, request }) => {
    const api = await adminApi(app, request)
    const answer = await api.post(`/${view.slug}`, await view.make(api))
    expect(answer.status(), await answer.text()).toBe(201)
    const { id } = (await answer.json()).doc as { id: number }
    await openAdmin(page, `/admin/collections/${view.slug}/${id}`)
    await page.locator(view.field).fill('')
    await save(page)
    const refused = toast(page, view.update)
    await expect(refused).toContainText(`${view.update}: `)
    await expect(refused).toContainText(view.reason)
    await expect(toast(page, 'The following field is invalid')).toHaveCount(0)

    // Someone else deleted it meanwhile: the edit view's delete finds nothing to delete.
    expect((await request.delete(`${app.url}/api/${view.slug}/${id}`, { headers: api.headers })).status()).toBe(200)
    await deleteFromEditView(page)
    await expect(toast(page, view.delete)).toContainText(`${view.delete}: Not Found`)
  })
}

/** Each list the spec names a load failure for, by collection, with its words. */
const FETCH_FAILURES: [slug: string, message: string][] = [
  ['events', 'Failed to fetch events'],
  ['agenda-items', 'Failed to fetch agenda items'],
  ['speakers', 'Failed to fetch speakers'],
  ['projects', 'Failed to fetch projects'],
  ['project-members', 'Failed to fetch project members'],
  ['project-applications', 'Failed to fetch project applications'],
  ['documents', 'Failed to fetch documents'],
  ['surveys', 'Failed to fetch surveys'],
  ['survey-questions', 'Failed to fetch questions'],
  ['organizations', 'Failed to fetch organizations'],
  ['invitations', 'Failed to fetch invites'],
  ['users', 'Failed to fetch users'],
]

test("a list whose query fails says 'Failed to fetch …' and why, not that there is nothing", async ({ page }) => {
  await openAdmin(page, '/admin/collections/events')
  for (const [slug, message] of FETCH_FAILURES) {
    // A filter on a field that does not exist: Payload's query refuses it.
    await page.goto(`${app.url}/admin/collections/${slug}?where[nope][equals]=1`)
    const alert = page.getByRole('alert').filter({ hasText: message })
    await expect(alert, slug).toContainText(`${message}: The following path cannot be queried: nope`)
    await expect(page.locator('.empty-list-message'), slug).toHaveCount(0)
    await expect(page.locator('.no-results'), slug).toBeHidden()
  }
  // The same list without the failing filter shows its rows.
  await page.goto(`${app.url}/admin/collections/events`)
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch events' })).toHaveCount(0)

  await inGerman(page)
  await page.goto(`${app.url}/admin/collections/events?where[nope][equals]=1`)
  await expect(page.getByRole('alert').filter({ hasText: 'Veranstaltungen konnten nicht geladen werden' })).toBeVisible()
})
