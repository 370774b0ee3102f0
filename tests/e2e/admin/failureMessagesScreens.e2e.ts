/**
 * Spec 8's failure messages on the admin's own screens, in Chromium against the built app: the
 * survey's Questions tab (spec 2 and 4: questions added and edited in a drawer, deleted after a
 * confirmation) says 'Failed to create question' and 'Failed to update question' with the
 * reason and 'Failed to delete question'; the invitations list's Edit dialog says 'Failed to
 * update invitation' with the reason. Each refusal is the server's; what the admin typed stays,
 * and nothing is stored. The standard views: failureMessages.e2e.ts and failureMessagesCreate.e2e.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from './adminApi'
import { created, GENERIC_REFUSAL, openAdmin, toast } from './failureToasts'
import { type SharedServer, uniqueName, useSharedServer } from '../support/sharedServer'

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

type Api = Awaited<ReturnType<typeof adminApi>>

/** A survey of the test's own with `questions` (text questions, made over the API), open on its Questions tab. */
async function questionsTab(page: Page, api: Api, questions: string[] = []) {
  const survey = await created(api.post('/surveys', { title: uniqueName('Refusals survey') }))
  const ids: number[] = []
  for (const questionText of questions)
    ids.push((await created(api.post('/survey-questions', { survey: survey.id, questionText, questionType: 'text' }))).id)
  await openAdmin(page, app, `/admin/collections/surveys/${survey.id}`)
  await page.getByRole('button', { name: /^Questions \(/ }).click()
  await expect(page.getByRole('button', { name: 'Add question' })).toBeVisible()
  for (const questionText of questions)
    await expect(page.locator('.survey-questions__item').filter({ hasText: questionText })).toBeVisible()
  return { survey: survey.id, ids }
}

const drawer = (page: Page) => page.locator('.drawer__content').last()

test("survey questions: a refused add says 'Failed to create question' and why; the drawer keeps the text typed", async ({
  page,
  request,
}) => {
  const api = await adminApi(app, request)
  const { survey } = await questionsTab(page, api)
  await page.getByRole('button', { name: 'Add question' }).click()
  const text = uniqueName('Which fieldbus do you run?')
  await drawer(page).locator('#field-questionText').fill(text)
  // Multiple choice (the drawer's default) with its one option left blank: blanks are dropped (spec 5), and none is left.
  await drawer(page).getByRole('button', { name: 'Save', exact: true }).click()
  const refused = toast(page, 'Failed to create question')
  await expect(refused).toContainText('Failed to create question: ')
  await expect(refused).toContainText('A multiple choice question needs at least one option.')
  await expect(toast(page, GENERIC_REFUSAL)).toHaveCount(0)
  await expect(drawer(page).locator('#field-questionText')).toHaveValue(text)
  expect((await api.get(`/survey-questions?where[survey][equals]=${survey}&depth=0`)).totalDocs).toBe(0)
})

test("survey questions: a refused edit says 'Failed to update question' and why; the question stays as it was", async ({
  page,
  request,
}) => {
  const api = await adminApi(app, request)
  const text = uniqueName('Which protocol?')
  const { ids } = await questionsTab(page, api, [text])
  await page.locator('.survey-questions__item').filter({ hasText: text }).getByRole('button', { name: 'Edit', exact: true }).click()
  const field = drawer(page).locator('#field-questionText')
  await expect(field).toHaveValue(text)
  await field.fill('')
  await drawer(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Failed to update question')).toContainText('Failed to update question: Question: This field is required.')
  await expect(toast(page, GENERIC_REFUSAL)).toHaveCount(0)
  await expect(drawer(page)).toBeVisible()
  expect((await api.get(`/survey-questions/${ids[0]}?depth=0`)).questionText).toBe(text)
})

test("survey questions: a delete that fails says 'Failed to delete question'", async ({ page, request }) => {
  const api = await adminApi(app, request)
  const text = uniqueName('Gone question')
  const { ids } = await questionsTab(page, api, [text])
  // Someone else deleted it meanwhile: the tab's delete finds nothing to delete.
  expect((await request.delete(`${app.url}/api/survey-questions/${ids[0]}`, { headers: api.headers })).status()).toBe(200)
  await page.locator('.survey-questions__item').filter({ hasText: text }).getByRole('button', { name: 'Delete', exact: true }).click()
  await page.locator('.confirmation-modal').filter({ hasText: 'Delete question' }).locator('#confirm-action').click()
  await expect(toast(page, 'Failed to delete question')).toBeVisible()
  await expect(toast(page, 'Question deleted successfully')).toHaveCount(0)
})

test("invitations: the list's Edit dialog, refused, says 'Failed to update invitation' and why, keeping what was typed", async ({
  page,
  request,
}) => {
  const api = await adminApi(app, request)
  const email = `dialog-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const invitation = await created(api.post('/invitations', { email }))
  await openAdmin(page, app, `/admin/collections/invitations?search=${encodeURIComponent(email)}`)
  const row = page.locator('tbody tr').filter({ hasText: email })
  await row.getByRole('button', { name: `Edit the invitation for ${email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Invitation' })
  // An address the browser's own check lets through (no dot needed) and the server refuses.
  const refusedEmail = email.replace('@example.org', '@localhost')
  await dialog.locator('input[name="email"]').fill(refusedEmail)
  await dialog.locator('input[name="suggestedFirstName"]').fill('Kept')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Failed to update invitation')).toContainText(
    'Failed to update invitation: Email: Please enter a valid email address.',
  )
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('input[name="email"]')).toHaveValue(refusedEmail)
  await expect(dialog.locator('input[name="suggestedFirstName"]')).toHaveValue('Kept')
  expect((await api.get(`/invitations/${invitation.id}?depth=0`)).email).toBe(email)
})
