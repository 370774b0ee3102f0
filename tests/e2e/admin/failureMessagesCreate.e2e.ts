/**
 * Spec 8's failure messages of a refused create in the admin's create forms, in Chromium
 * against the built app: each collection's form, refused by the server for a reason of its own
 * (a required field left empty, a value out of range, an address already invited), toasts the
 * spec's words with the reason (a refusal of several fields lists them below 'Failed to create
 * project (2):'), documents the reason alone; the form stays a create form with everything the
 * admin typed. Events and organizations' empty forms, the updates and deletes:
 * failureMessages.e2e.ts; a question added in the survey's Questions tab:
 * failureMessagesScreens.e2e.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import { created, GENERIC_REFUSAL, inGerman, openAdmin, save, toast } from './failureToasts'
import { buildPdf } from '../../../src/seed/files'
import { type SharedServer, uniqueName, useSharedServer } from '../support/sharedServer'

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

type Api = Awaited<ReturnType<typeof adminApi>>
type Upload = { name: string; mimeType: string; buffer: Buffer }

/**
 * Each collection's create form: what the admin types (`typed`, by field, made once per test),
 * the file it uploads, the spec's words (`heading`, for the test's name) and what the toast says
 * (`says`, each part in it); `german` the toast's heading in the German admin.
 */
const CREATES: {
  slug: string
  typed: (api: Api) => Promise<Record<string, string>>
  file?: () => Upload
  heading: string
  says: string[]
  german?: string
}[] = [
  {
    slug: 'projects',
    // No project type, no start date.
    typed: async () => ({ '#field-title': uniqueName('Refused project') }),
    heading: 'Failed to create project',
    says: ['Failed to create project', 'Project type: This field is required.'],
  },
  {
    slug: 'surveys',
    // A title over its 300 characters.
    typed: async () => ({ '#field-title': `${uniqueName('Refused survey')} `.padEnd(301, 'x') }),
    heading: 'Failed to create survey',
    says: ['Failed to create survey: ', 'Title: This value must be shorter than the max length of 300 characters.'],
  },
  {
    slug: 'agenda-items',
    // No event (so no times proposed from it either).
    typed: async () => ({ '#field-title': uniqueName('Refused session'), '#field-room': 'Kept Room' }),
    heading: 'Failed to create agenda item',
    says: ['Failed to create agenda item', 'Event: This field is required.'],
    german: 'Programmpunkt konnte nicht erstellt werden',
  },
  {
    slug: 'invitations',
    // The demo admin invited this address already: the unique index refuses a second invitation.
    typed: async (api) => {
      const email = `again-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
      await created(api.post('/invitations', { email }))
      return { '#field-email': email, '#field-suggestedFirstName': 'Kept' }
    },
    heading: 'Failed to create invitation: {message}',
    says: ['Failed to create invitation: An invitation has already been sent to this email address.'],
    german: 'Einladung konnte nicht erstellt werden',
  },
  {
    slug: 'documents',
    // A real PDF and every required field, with a rank below 0 (spec 5: a whole number of 0 or more).
    typed: async () => ({
      '#field-title': uniqueName('Refused document'),
      '#field-company': 'Kept Company',
      '#field-documentType': 'Report',
      '#field-rank': '-1',
    }),
    file: () => ({ name: 'refused.pdf', mimeType: 'application/pdf', buffer: buildPdf('Refused', ['Ranked below 0.']) }),
    // Spec 8: documents say the error message itself.
    heading: 'the error message',
    says: ['Rank: Rank must be a whole number of 0 or more.'],
  },
  {
    slug: 'organizations',
    // A sector, but no name.
    typed: async () => ({ '#field-sector': 'Kept Sector' }),
    heading: 'Failed to create organization',
    says: ['Failed to create organization: Name and type are required'],
  },
]

/** The create form of `slug`, filled as the admin types it (and its file), then saved. */
async function submitCreate(page: Page, slug: string, typed: Record<string, string>, file?: Upload) {
  await page.goto(`${app.url}/admin/collections/${slug}/create`)
  if (file) await page.locator('input[type="file"]').setInputFiles(file)
  for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value)
  await save(page)
}

for (const form of CREATES) {
  test(`${form.slug}: a refused create says '${form.heading}' and why, keeping what was typed`, async ({ page, request }) => {
    const api = await adminApi(app, request)
    const typed = await form.typed(api)
    await openAdmin(page, app, `/admin/collections/${form.slug}`)
    await submitCreate(page, form.slug, typed, form.file?.())
    const refused = toast(page, form.says[0]!)
    for (const part of form.says) await expect(refused).toContainText(part)
    if (!form.heading.startsWith('Failed to')) await expect(refused).not.toContainText('Failed to')
    await expect(toast(page, GENERIC_REFUSAL)).toHaveCount(0)
    // Still the create form, with nothing the admin typed lost.
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/${form.slug}/create`)
    for (const [field, value] of Object.entries(typed)) await expect(page.locator(field), field).toHaveValue(value)
    if (!form.german) return

    await inGerman(page, app)
    await submitCreate(page, form.slug, typed, form.file?.())
    await expect(toast(page, form.german)).toBeVisible()
  })
}

test("speakers: the side sheet's refused create says 'Failed to save speaker' and why, keeping the names typed", async ({ page }) => {
  // Spec 2: speakers are created in a side sheet over their cards.
  await openAdmin(page, app, '/admin/collections/speakers')
  await page.locator('.speaker-cards__create').getByRole('button', { name: 'Create New' }).click()
  const sheet = page.locator('.drawer__content').last()
  const lastName = uniqueName('Sheet')
  // No event.
  await sheet.locator('#field-firstName').fill('Ada')
  await sheet.locator('#field-lastName').fill(lastName)
  await sheet.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Failed to save speaker')).toContainText('Failed to save speaker: Event: This field is required.')
  await expect(toast(page, GENERIC_REFUSAL)).toHaveCount(0)
  await expect(sheet).toBeVisible()
  await expect(sheet.locator('#field-firstName')).toHaveValue('Ada')
  await expect(sheet.locator('#field-lastName')).toHaveValue(lastName)
})
