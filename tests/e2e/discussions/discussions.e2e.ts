/**
 * A document's discussion in Chromium against the built app (issue 50, item 1): a visitor is
 * asked to sign in; a member writes a post (a double click posts once), another replies with a
 * quote and marks it helpful; the author edits it (the "edited" mark) and deletes it (its place
 * stays, "deleted"); a direct link opens the thread at the post; the page itself stays a shared,
 * cached page (the thread is its own request). Screenshots of the thread at 1280 and 390 px,
 * English and German, go to test-results/discussions/.
 */
import { expect, type Page, test } from '@playwright/test'

import { createMember } from '../support/members'
import { useSharedServer } from '../support/sharedServer'
import { openAsMember } from '../support/signIn'

const SCREENSHOTS = 'test-results/discussions'
const server = useSharedServer()

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.locator('section[data-discussion]').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The first published document anyone signed in may read (a CLEAR one), from the documents list. */
async function openDocument(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/documents`)
  const href = await page.locator('main a[href*="/documents/"]').first().getAttribute('href')
  expect(href).toMatch(/\/documents\/\d+/)
  const path = href!.replace(/^https?:\/\/[^/]+/, '')
  await page.goto(`${url}${path}`)
  return path
}

test('members write, reply, quote, react, edit and delete under a document; a visitor is asked to sign in', async ({ browser }) => {
  const app = server()
  const stamp = Date.now().toString(36)

  // A visitor: the page, and a sign-in prompt instead of the thread.
  const visitor = await browser.newPage()
  const path = await openDocument(visitor, app.url)
  const visitorSection = visitor.locator('section[data-discussion]')
  await expect(visitorSection.getByRole('heading', { name: 'Discussion' })).toBeVisible()
  await expect(visitorSection.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await visitor.close()

  const request = (await browser.newContext()).request
  const writer = await createMember(app, request, { prefix: 'writer', firstName: 'Wri', lastName: `Ter${stamp}` })
  const replier = await createMember(app, request, { prefix: 'replier', firstName: 'Rep', lastName: `Lier${stamp}` })

  // The writer posts; a double click posts once.
  const page = await (await browser.newContext()).newPage()
  await openAsMember(page, app, writer.email, path)
  const thread = page.locator('section[data-discussion]')
  await expect(thread.getByText(/No posts yet|posts?$/).first()).toBeVisible()
  const text = `How did you segment the cell network? ${stamp}\n\n- zone A\n- zone B\n\nSee https://example.org/guide and \`vlan 10\``
  await thread.getByLabel('Write a post').fill(text)
  await thread.getByRole('button', { name: 'Post', exact: true }).dblclick()
  const mine = thread.locator('article').filter({ hasText: `How did you segment the cell network? ${stamp}` })
  await expect(mine).toHaveCount(1)
  await expect(mine.getByRole('link', { name: 'https://example.org/guide' })).toHaveAttribute('rel', 'nofollow ugc noopener')
  await expect(mine.locator('li')).toHaveText(['zone A', 'zone B'])
  await expect(thread.getByLabel('Write a post')).toHaveValue('')

  // Another member quotes it in a reply and marks it helpful.
  const other = await (await browser.newContext()).newPage()
  await openAsMember(other, app, replier.email, path)
  const theirView = other
    .locator('section[data-discussion]')
    .locator('article')
    .filter({ hasText: `cell network? ${stamp}` })
  await theirView.getByRole('button', { name: /^Helpful/ }).click()
  await expect(theirView.getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true')
  await theirView.getByRole('button', { name: 'Reply' }).click()
  const reply = other.getByLabel('Your reply')
  await expect(reply).toBeFocused()
  await reply.fill(`Two VLANs and a firewall between them ${stamp}`)
  await other.getByRole('button', { name: 'Send reply' }).click()
  await expect(other.locator('article').filter({ hasText: `Two VLANs and a firewall between them ${stamp}` })).toBeVisible()

  // The writer sees the reply and the count after a reload of the thread (a new page load).
  await page.reload()
  await expect(thread.getByText(`Two VLANs and a firewall between them ${stamp}`)).toBeVisible()
  await expect(mine.getByRole('button', { name: /^Helpful/ })).toContainText('1')
  await screenshots(page, 'thread-en')

  // Edit: the "edited" mark; the text kept on a refusal (an empty edit is not sent). By its id: while
  // the editor is open the article no longer shows the text it was found by.
  const editing = thread.locator(`#${await mine.getAttribute('id')}`)
  await editing.getByRole('button', { name: 'Edit' }).click()
  const editor = editing.getByLabel('Edit your post')
  await editor.fill(`How did you segment the cell network (PROFINET)? ${stamp}`)
  await editing.getByRole('button', { name: 'Save' }).click()
  const edited = thread.locator('article').filter({ hasText: `(PROFINET)? ${stamp}` })
  await expect(edited.getByText('(edited)')).toBeVisible()

  // A direct link opens the thread at the post, with focus on it.
  await edited.getByRole('button', { name: 'Copy link' }).click()
  const postId = await edited.getAttribute('id')
  expect(postId).toMatch(/^post-\d+$/)
  await other.goto(`${app.url}${path}#${postId}`)
  await expect(other.locator(`#${postId}`)).toBeFocused()

  // Delete: the place stays, reading "deleted"; the reply stays under it.
  page.once('dialog', (dialog) => void dialog.accept())
  await edited.getByRole('button', { name: 'Delete' }).click()
  await expect(thread.locator(`#${postId}`).getByText('This post was deleted.')).toBeVisible()
  await expect(thread.getByText(`Two VLANs and a firewall between them ${stamp}`)).toBeVisible()

  // German.
  await page.goto(`${app.url}/de${path}`)
  await expect(page.locator('section[data-discussion]').getByRole('heading', { name: 'Diskussion' })).toBeVisible()
  await expect(page.getByText('Dieser Beitrag wurde gelöscht.')).toBeVisible()
  await screenshots(page, 'thread-de')
})
