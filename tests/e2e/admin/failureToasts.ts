import { type APIResponse, expect, type Locator, type Page } from '@playwright/test'

import { openAsDemoAdmin } from '../support/signIn'

/**
 * What the failure-message files (failureMessages*.e2e.ts) share: the toasts the admin reads,
 * the admin's screens as the demo admin, and records made over the API for a test of its own.
 */

/** A toast on the page (Payload's sonner toasts) that says `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Payload's own heading of a refused form, which the spec's words replace. */
export const GENERIC_REFUSAL = 'The following field is invalid'

/** An admin screen as the demo admin, once its address (with any query Payload adds) is reached. */
export async function openAdmin(page: Page, app: { url: string }, path: string) {
  await openAsDemoAdmin(page, app, 'admin@example.com', path)
  const pathname = path.split('?')[0]
  await page.waitForURL((url) => url.pathname === pathname)
}

/** The admin panel in German from here on (Payload's language cookie, as its account page sets it). */
export const inGerman = (page: Page, app: { url: string }) =>
  page.context().addCookies([{ name: 'payload-lng', value: 'de', url: app.url }])

/** The form's save: staged collections (events, documents, projects, surveys) publish, the others save; in either language. */
export const save = (scope: Page | Locator) =>
  scope
    .getByRole('button', { name: /^(Save|Publish|Publish changes|Speichern|Veröffentlichen|Änderungen veröffentlichen)$/ })
    .first()
    .click()

export async function deleteFromEditView(page: Page) {
  await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
  await page.locator('#action-delete').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
}

/** The document a REST create answered, once it answered 201. */
export async function created(answer: Promise<APIResponse>): Promise<{ id: number } & Record<string, unknown>> {
  const response = await answer
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } & Record<string, unknown> }).doc
}
