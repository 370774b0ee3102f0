/**
 * The people directory in the browser (issue 22): Maria opts in on her profile, Tom finds her
 * on /people by her organization's sector and sends her a contact request, she accepts it on
 * /people/requests and sees his address; she opts out and Tom no longer finds her.
 */
import { expect, type Page, test } from '@playwright/test'

import { type AppServer, useAppServer } from '../support/appServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useAppServer(() => ({}), { seeded: 'at start' })
let app: AppServer
test.beforeAll(() => {
  app = server()
})

async function setListed(page: Page, listed: boolean) {
  await page.goto(`${app.url}/profile`)
  const box = page.getByLabel('List me in the people directory')
  if (listed) await box.check()
  else await box.uncheck()
  await page.getByRole('button', { name: 'Save directory settings' }).click()
  await expect(
    page.getByText(listed ? 'You are listed in the people directory' : 'You are not listed in the people directory'),
  ).toBeVisible()
}

async function searchBySector(page: Page) {
  await page.goto(`${app.url}/people`)
  await page.getByLabel('Sector').selectOption('Chemical & Petrochemical')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForURL(/sector=Chemical/)
}

test('a member opts in, another finds her by sector and contacts her; after opting out she is gone', async ({ browser }) => {
  const maria = await (await browser.newContext()).newPage()
  await signInAsMember(maria, app)
  const tom = await (await browser.newContext()).newPage()
  await signInAsMember(tom, app, 'tom.hughes@example.com')

  // Nobody is listed until they opt in.
  await searchBySector(tom)
  await expect(tom.getByRole('link', { name: 'View profile of Maria Weber' })).toHaveCount(0)

  await setListed(maria, true)
  await searchBySector(tom)
  const card = tom.getByRole('link', { name: 'View profile of Maria Weber' })
  await expect(card).toBeVisible()
  await expect(tom.getByTestId('people-count')).toHaveText('1 member')
  await expect(tom.getByText('Nordwerk Chemicals')).toBeVisible()

  // A contact request, relayed without his address.
  await card.click()
  await tom.waitForURL(/\/people\/\d+$/)
  await tom.getByLabel('Message').fill('Hello Maria, shall we compare notes on OT security?')
  await tom.getByRole('button', { name: 'Send contact request' }).click()
  await expect(tom.getByText('Your contact request to Maria Weber is waiting for an answer.')).toBeVisible()

  await maria.goto(`${app.url}/people/requests`)
  await expect(maria.getByText('From Tom Hughes')).toBeVisible()
  await expect(maria.getByText('tom.hughes@example.com')).toHaveCount(0)
  await maria.getByRole('button', { name: 'Accept and share my address: Tom Hughes' }).click()
  await expect(maria.getByText('E-mail: tom.hughes@example.com')).toBeVisible()
  await tom.goto(`${app.url}/people/requests`)
  await expect(tom.getByText('E-mail: member@example.com')).toBeVisible()

  // She hides again at once.
  await setListed(maria, false)
  await searchBySector(tom)
  await expect(tom.getByRole('link', { name: 'View profile of Maria Weber' })).toHaveCount(0)
  await expect(tom.getByTestId('people-count')).toHaveText('No members found')
})
