/**
 * The people directory in the browser (issue 22): Maria opts in on her profile, Tom finds her
 * on /people by her organization's sector and sends her a contact request, she accepts it on
 * /people/requests and sees his address; she opts out and Tom no longer finds her.
 */
import { expect, type Page, test } from '@playwright/test'

import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

async function setListed(page: Page, listed: boolean) {
  await page.goto(`${app.url}/profile/directory`)
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

test('a member opts in, another finds her by sector and contacts her; after opting out she is gone', async ({ browser, request }) => {
  // Members of its own, in Nordwerk Chemicals (sector Chemical & Petrochemical) and another
  // organization: the demo members' directory settings stay as seeded (nobody listed).
  const tag = Date.now().toString(36)
  const her = { firstName: 'Maria', lastName: `Directory${tag}` }
  const him = { firstName: 'Tom', lastName: `Finder${tag}` }
  const mariaAccount = await createMember(app, request, { prefix: 'listed', ...her })
  const tomAccount = await createMember(app, request, { prefix: 'finder', ...him, organization: 'Stadtwerke Elbtal' })
  const herName = `${her.firstName} ${her.lastName}`
  const hisName = `${him.firstName} ${him.lastName}`
  const maria = await (await browser.newContext()).newPage()
  await signInAsMember(maria, app, mariaAccount.email)
  const tom = await (await browser.newContext()).newPage()
  await signInAsMember(tom, app, tomAccount.email)

  // Nobody is listed until they opt in.
  await searchBySector(tom)
  await expect(tom.getByRole('link', { name: `View profile of ${herName}` })).toHaveCount(0)

  await setListed(maria, true)
  await searchBySector(tom)
  const card = tom.getByRole('link', { name: `View profile of ${herName}` })
  await expect(card).toBeVisible()
  await expect(tom.getByTestId('people-count')).toHaveText('1 member')
  await expect(tom.getByText('Nordwerk Chemicals')).toBeVisible()

  // A contact request, relayed without his address.
  await card.click()
  await tom.waitForURL(/\/people\/\d+$/)
  await tom.getByLabel('Message').fill('Hello Maria, shall we compare notes on OT security?')
  await tom.getByRole('button', { name: 'Send contact request' }).click()
  await expect(tom.getByText(`Your contact request to ${herName} is waiting for an answer.`)).toBeVisible()

  await maria.goto(`${app.url}/people/requests`)
  await expect(maria.getByText(`From ${hisName}`)).toBeVisible()
  await expect(maria.getByText(tomAccount.email)).toHaveCount(0)
  await maria.getByRole('button', { name: `Accept and share my address: ${hisName}` }).click()
  await expect(maria.getByText(`E-mail: ${tomAccount.email}`)).toBeVisible()
  await tom.goto(`${app.url}/people/requests`)
  await expect(tom.getByText(`E-mail: ${mariaAccount.email}`)).toBeVisible()

  // She hides again at once.
  await setListed(maria, false)
  await searchBySector(tom)
  await expect(tom.getByRole('link', { name: `View profile of ${herName}` })).toHaveCount(0)
  await expect(tom.getByTestId('people-count')).toHaveText('No members found')
})
