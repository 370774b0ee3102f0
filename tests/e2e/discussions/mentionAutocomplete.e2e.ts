/**
 * The composer's @mention autocomplete in Chromium against the built app (issue 50, item 3): a
 * member types "@" and the first letters of a listed member's name, picks the suggestion with the
 * keyboard, posts, and the post links the mention to the member's directory page. Its route,
 * GET /api/discussions/mention-suggestions, over HTTP: members only (401), the site's own pages
 * only (403), two to fifty letters (400), never kept by a cache. Who is offered:
 * tests/discussions/mentionSuggestions.test.ts; the rate limit: tests/e2e/authorization/abuseProtection.e2e.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from '../admin/adminApi'
import { createMember } from '../support/members'
import { useSharedServer } from '../support/sharedServer'
import { openAsMember } from '../support/signIn'

const server = useSharedServer()
const ROUTE = '/api/discussions/mention-suggestions'

/** The first published document anyone signed in may read (a CLEAR one), from the documents list. */
async function documentPath(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/documents`)
  const href = await page.locator('main a[href*="/documents/"]').first().getAttribute('href')
  expect(href).toMatch(/\/documents\/\d+/)
  return href!.replace(/^https?:\/\/[^/]+/, '')
}

test('a member picks a listed member from the @ suggestions with the keyboard; the post links the mention', async ({ browser }) => {
  const app = server()
  const stamp = Date.now().toString(36)
  const request = (await browser.newContext()).request
  const writer = await createMember(app, request, { prefix: 'mentioner', firstName: 'Men', lastName: `Tioner${stamp}` })
  const lastName = `Quill${stamp}`
  const mentioned = await createMember(app, request, {
    prefix: 'mentioned',
    firstName: 'Petra',
    lastName,
    // Not in Nordwerk Chemicals' sector: the people directory's test on this shared server counts who is listed there.
    organization: 'Stadtwerke Elbtal',
  })
  // Only members listed in the people directory can be mentioned.
  const api = await adminApi(app, request, 'superadmin@example.com')
  const listed = await api.patch(`/users/${mentioned.id}`, { directory: { listed: true } })
  expect(listed.status(), await listed.text()).toBe(200)

  const page = await (await browser.newContext()).newPage()
  await openAsMember(page, app, writer.email, await documentPath(page, app.url))
  const thread = page.locator('section[data-discussion]')
  const field = thread.getByLabel('Write a post')
  await expect(thread.getByText('Type @ and a name to mention a member.')).toBeVisible()
  await expect(field).not.toHaveAttribute('aria-controls')

  await field.click()
  await field.pressSequentially(`Thanks @${lastName.slice(0, -1)}`)
  const suggestions = thread.getByRole('listbox', { name: 'Members to mention' })
  const option = suggestions.getByRole('option', { name: `Petra ${lastName}` })
  await expect(option).toBeVisible()
  await expect(field).toHaveAttribute('aria-autocomplete', 'list')
  await expect(field).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id'))!)
  await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue(`Thanks @[Petra ${lastName}] `)
  await expect(suggestions).toHaveCount(0)
  await expect(field).toBeFocused()

  await page.keyboard.type(`for the notes ${stamp}`)
  await thread.getByRole('button', { name: 'Post', exact: true }).click()
  const post = thread.locator('article').filter({ hasText: `for the notes ${stamp}` })
  await expect(post.getByRole('link', { name: `@Petra ${lastName}` })).toHaveAttribute('href', `/people/${mentioned.id}`)
  await expect(field).toHaveValue('')
})

test('the suggestions route: members only, the site’s own pages only, two to fifty letters, never cached', async ({ browser }) => {
  const app = server()
  const visitor = (await browser.newContext()).request
  const refused = await visitor.get(`${app.url}${ROUTE}?q=Pe`)
  expect(refused.status()).toBe(401)
  expect(refused.headers()['cache-control']).toContain('no-store')
  expect(await refused.json()).toEqual({ message: 'Please sign in to read and write in the discussion.' })

  const page = await (await browser.newContext()).newPage()
  await openAsMember(page, app)
  const ask = (query: string, headers: Record<string, string> = {}) =>
    page.request.get(`${app.url}${ROUTE}?${query}`, { headers: { 'sec-fetch-site': 'same-origin', ...headers } })

  const answered = await ask('q=Pe&lang=de')
  expect(answered.status()).toBe(200)
  expect(answered.headers()['cache-control']).toContain('private')
  expect(answered.headers()['cache-control']).toContain('no-store')
  const { suggestions } = (await answered.json()) as { suggestions: { name: string }[] }
  expect(suggestions.length).toBeLessThanOrEqual(8)
  for (const suggestion of suggestions) expect(Object.keys(suggestion)).toEqual(['name'])

  const crossSite = await ask('q=Pe', { 'sec-fetch-site': 'cross-site' })
  expect(crossSite.status()).toBe(403)
  expect(await crossSite.json()).toEqual({ message: "The discussion is for this site's own pages." })
  for (const query of ['', 'q=P', 'q=%20P%20', `q=${'x'.repeat(51)}`, 'q[]=Pe']) {
    const response = await ask(query)
    expect(response.status(), query).toBe(400)
    expect(await response.json(), query).toEqual({ message: 'Please check your input.' })
  }
  // German for a German page.
  expect(await (await ask('q=P&lang=de')).json()).toEqual({ message: 'Bitte prüfen Sie Ihre Eingaben.' })
})
