/**
 * "Ask to join" on the profile's Organization tab (issue 43, item 1), in Chromium: a new account claims Helvetia Pharma
 * Production at profile completion, choosing it from the company suggestions (the combobox both
 * forms share); an admin declines the request. On /profile/organization the Membership box offers "Ask to
 * join an organization": a name that is no organization is refused in the form; an organization
 * chosen from the suggestions with the mouse files a request and shows the pending line. Then,
 * with the keyboard only, the arrow keys, Escape and Enter choose another organization and Enter
 * sends it: the earlier request is withdrawn, one is pending. Screenshots at 1280 and 390 px, in
 * English and German, and axe-core on the box with its suggestions open.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { adminApi } from '../admin/adminApi'
import { chooseWorkingInOt } from '../support/profileForm'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signUpConfirmed } from '../support/signUp'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const HELVETIA = 'Helvetia Pharma Production'
const ALPINE = 'Alpine Water Works'
const NORDWERK = 'Nordwerk Chemicals'
let page: Page
let memberId: number

/** The member's membership requests as [organization name, status], oldest first. */
async function requestsOf(request: Parameters<typeof adminApi>[1]) {
  const api = await adminApi(app, request, 'superadmin@example.com')
  const { docs } = await api.get(`/membership-requests?where[user][equals]=${memberId}&sort=id&depth=1`)
  return (docs as { organization: { name: string }; status: string }[]).map((row) => [row.organization.name, row.status])
}

test('a declined member asks to join an organization again from /profile/organization, chosen from the suggestions', async ({
  browser,
  request,
}) => {
  page = await (await browser.newContext()).newPage()
  const email = `asker-${Date.now()}@mail.example`
  await signUpConfirmed(page, app, email)

  // /complete-profile: the shared combobox suggests Helvetia as the member types; a click chooses it.
  await page.getByLabel('First name').fill('Asa')
  await page.getByLabel('Last name').fill('Asker')
  const company = page.getByRole('combobox', { name: 'Company', exact: true })
  await company.fill('Helvet')
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(HELVETIA) })
    .click()
  await expect(company).toHaveValue(HELVETIA)
  await expect(page.getByLabel('Company type')).toBeDisabled()
  await page.getByLabel('Job role').fill('Process Engineer')
  await chooseWorkingInOt(page)
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page.getByText(`Your request to join ${HELVETIA} is pending`).first()).toBeVisible()

  // An admin declines it (the admin panel's status).
  const api = await adminApi(app, request, 'superadmin@example.com')
  memberId = ((await api.get(`/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0] as { id: number }).id
  const [filed] = (await api.get(`/membership-requests?where[user][equals]=${memberId}&depth=0`)).docs as { id: number }[]
  expect((await api.patch(`/membership-requests/${filed!.id}`, { status: 'declined' })).status()).toBe(200)

  await page.goto(`${app.url}/profile/organization`)
  const membership = page.getByRole('region', { name: 'Membership', exact: true })
  await expect(membership).toContainText(`Your profile shows ${HELVETIA} as the organization you work for`)
  await expect(membership.getByTestId('membership-pending')).toHaveCount(0)
  await expect(membership.getByRole('heading', { name: 'Ask to join an organization' })).toBeVisible()
  const organization = membership.getByRole('combobox', { name: 'Organization' })
  const ask = membership.getByRole('button', { name: 'Ask to join' })

  // A name that is no organization: refused in the form, nothing filed.
  await organization.fill('Nowhere Unknown Ltd')
  await ask.click()
  await expect(membership.getByText('“Nowhere Unknown Ltd” is not an existing organization.')).toBeVisible()
  await expect(organization).toHaveAttribute('aria-invalid', 'true')
  expect(await requestsOf(request)).toEqual([[HELVETIA, 'declined']])

  // Chosen from the suggestions with the mouse: the request goes to its admins, the pending line shows it.
  await organization.fill('Alpine')
  await membership.getByRole('option', { name: new RegExp(ALPINE) }).click()
  await expect(organization).toHaveValue(ALPINE)
  await ask.click()
  await expect(page.getByText(`Your request to join ${ALPINE} was sent to its organization admins.`)).toBeVisible()
  await expect(membership.getByTestId('membership-pending')).toContainText(`Your request to join ${ALPINE} is pending`)
  await expect(membership).toContainText(`Your profile shows ${ALPINE} as the organization you work for`)
  await expect(membership.getByRole('button', { name: 'Withdraw request' })).toBeVisible()
  expect(await requestsOf(request)).toEqual([
    [HELVETIA, 'declined'],
    [ALPINE, 'pending'],
  ])
})

test('the combobox works with the keyboard alone: arrows, Escape, Enter to choose and Enter to send', async ({ request }) => {
  await page.goto(`${app.url}/profile/organization`)
  const membership = page.getByRole('region', { name: 'Membership', exact: true })
  const organization = membership.getByRole('combobox', { name: 'Organization' })
  await organization.focus()
  await page.keyboard.type('Nordw')
  const listbox = membership.getByRole('listbox', { name: 'Organization' })
  const option = listbox.getByRole('option', { name: new RegExp(NORDWERK) })
  await expect(option).toBeVisible()
  await expect(organization).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(organization).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await page.keyboard.press('Escape')
  await expect(listbox).toHaveCount(0)
  await expect(organization).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(organization).toHaveValue(NORDWERK)
  await expect(listbox).toHaveCount(0)
  await expect(organization).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Your request to join ${NORDWERK} was sent to its organization admins.`)).toBeVisible()
  await expect(membership.getByTestId('membership-pending')).toContainText(`Your request to join ${NORDWERK} is pending`)
  expect(await requestsOf(request)).toEqual([
    [HELVETIA, 'declined'],
    [ALPINE, 'withdrawn'],
    [NORDWERK, 'pending'],
  ])

  // How the box looks, in English and German, wide and narrow: as it opens, and with suggestions.
  for (const [language, path] of [
    ['en', '/profile/organization'],
    ['de', '/de/profile/organization'],
  ] as const) {
    await page.goto(`${app.url}${path}`)
    const box = page.getByRole('region', { name: language === 'en' ? 'Membership' : 'Mitgliedschaft', exact: true })
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await box.getByRole('combobox').fill('')
      await box.screenshot({ path: `test-results/askToJoin-${language}-${width}.png` })
      await box.getByRole('combobox').fill('Alp')
      await expect(box.getByRole('option').first()).toBeVisible()
      // axe-core on the box with its suggestions open: nothing serious or critical.
      const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="membership"]').setLegacyMode().analyze()
      expect(
        violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([])
      // The suggestions lie over the page below the box: the picture reaches below it.
      const area = (await box.boundingBox())!
      await page.screenshot({
        path: `test-results/askToJoin-${language}-${width}-suggestions.png`,
        fullPage: true,
        clip: { x: area.x, y: area.y, width: area.width, height: area.height + 120 },
      })
    }
  }
})
