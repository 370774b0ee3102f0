/**
 * A project owner's upload in Chromium (issue 48, item 3): the form loads after the page, the file
 * goes with its progress shown, and Cancel stops it while it is being sent, saying nothing was
 * added. The request is held by the test (never answered), so Cancel always comes while the bytes
 * are in flight; that a cut-off upload stores nothing on the server is
 * tests/projects/projectDocumentUpload.test.ts's.
 */
import { expect, test } from '@playwright/test'

import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { openAsMember } from '../support/signIn'

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

test('an owner sees the upload’s progress and cancels it: nothing is added', async ({ page }) => {
  // Claire co-owns the demo's incident response playbook (src/seed/projects.ts).
  await openAsMember(page, app, 'claire.dubois@example.com', '/projects')
  const href = await page.evaluate(() => {
    // The card's "View Details" link, beside the project's title.
    const title = [...document.querySelectorAll('h2, h3')].find(
      (heading) => heading.textContent?.trim() === 'OT Incident Response Playbook',
    )
    let card = title?.parentElement
    while (card && !card.querySelector('a[href*="/projects/"]')) card = card.parentElement
    return card?.querySelector('a[href*="/projects/"]')?.getAttribute('href')
  })
  expect(href).toBeTruthy()
  await page.goto(`${app.url}${href}`)
  const form = page.getByRole('heading', { name: 'Add a document' })
  await expect(form).toBeVisible()
  const documents = await page.getByRole('link', { name: /Download/ }).count()

  let held = false
  await page.route('**/api/project-documents**', () => {
    held = true
  })
  await page.getByLabel('Title').fill('Held upload')
  await page.getByLabel(/^File/).setInputFiles({ name: 'held.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(256 * 1024, 'a') })
  await page.getByRole('button', { name: 'Add document' }).click()
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect.poll(() => held).toBe(true)
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(page.getByText('Upload cancelled: the document was not added.')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await expect(page.getByRole('link', { name: /Download/ })).toHaveCount(documents)
})
