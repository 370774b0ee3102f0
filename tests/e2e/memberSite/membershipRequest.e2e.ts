/**
 * Membership is proven (issue 43, item 1), in Chromium: a new account signs up, confirms its
 * address and, at profile completion, claims Helvetia Pharma Production, which owns the demo's
 * TLP:AMBER "Clean Room Incident Response Playbook". The member is told the request is pending
 * (the toast and /profile), and reads none of the material: not in the library, not its page
 * download, not over REST. Claire, made Helvetia's organization admin, sees the request on
 * /profile/organization and approves it; the same member then reads and downloads the playbook.
 */
import { expect, test } from '@playwright/test'

import { adminApi } from '../admin/adminApi'
import { fillProfileForm } from '../support/profileForm'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn } from '../support/signIn'
import { signUpConfirmed } from '../support/signUp'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const PLAYBOOK = 'Clean Room Incident Response Playbook'
const HELVETIA = 'Helvetia Pharma Production'

test('a claimed organization shows a pending request and none of its AMBER material until its admin approves', async ({
  browser,
  request,
}) => {
  const api = await adminApi(app, request, 'superadmin@example.com')
  const helvetia = (await api.get(`/organizations?where[name][equals]=${encodeURIComponent(HELVETIA)}&depth=0`)).docs[0] as { id: number }
  const playbook = (await api.get(`/documents?where[title][equals]=${encodeURIComponent(PLAYBOOK)}&depth=0`)).docs[0] as {
    id: number
    tlp: string
    owningOrganization: number
  }
  expect(playbook).toMatchObject({ tlp: 'amber', owningOrganization: helvetia.id })
  // Claire works at Helvetia; an admin makes her its organization admin.
  const claire = (await api.get(`/users?where[email][equals]=claire.dubois@example.com&depth=0`)).docs[0] as { id: number }
  expect((await api.patch(`/users/${claire.id}`, { organizationAdmin: true })).status()).toBe(200)

  // Sign up, confirm from the development mailbox, sign in: profile completion comes first.
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = `claimant-${Date.now()}@mail.example`
  await signUpConfirmed(page, app, email)

  // Claims Helvetia (typed by its name): the toast says the request is pending.
  await fillProfileForm(page, { firstName: 'Carl', lastName: 'Claimant', company: HELVETIA, jobRole: 'Process Engineer' })
  await expect(page.getByText(`Your request to join ${HELVETIA} is pending`).first()).toBeVisible()

  // The profile's Organization tab says so, and offers to withdraw it.
  await page.goto(`${app.url}/profile/organization`)
  const membership = page.getByRole('region', { name: 'Membership', exact: true })
  await expect(membership).toContainText(`Your request to join ${HELVETIA} is pending`)
  await expect(membership.getByRole('button', { name: 'Withdraw request' })).toBeVisible()
  await page.screenshot({ path: 'test-results/membership-pending-1280.png', fullPage: true })

  // None of the AMBER material: the library, the download, REST.
  await page.goto(`${app.url}/documents`)
  await expect(page.getByRole('heading', { name: 'Document Library', level: 1 })).toBeVisible()
  await expect(page.getByText(PLAYBOOK)).toHaveCount(0)
  const own = (path: string) => page.request.get(`${app.url}${path}`, { headers: { Origin: app.url } })
  expect((await own(`/documents/${playbook.id}/download`)).status()).toBe(404)
  expect((await own(`/api/documents/${playbook.id}?depth=0`)).status()).toBe(404)
  // Nor by writing the membership over REST.
  const me = (await (await own('/api/users/me')).json()).user as { id: number }
  const forged = await page.request.patch(`${app.url}/api/users/${me.id}`, {
    headers: { Origin: app.url },
    data: { organization: helvetia.id },
  })
  expect(forged.status()).toBe(403)

  // Claire approves on her organization's page.
  const claireContext = await browser.newContext()
  const clairePage = await claireContext.newPage()
  await signIn(clairePage, app, 'claire.dubois@example.com')
  await clairePage.waitForURL((url) => !url.pathname.endsWith('/auth'))
  await clairePage.goto(`${app.url}/profile/organization`)
  const requests = clairePage.getByRole('region', { name: 'Membership requests' })
  await expect(requests).toContainText('Carl Claimant')
  await expect(requests).toContainText(email)
  await clairePage.screenshot({ path: 'test-results/membership-requests-1280.png', fullPage: true })
  await requests.getByRole('button', { name: 'Approve Carl Claimant' }).click()
  await expect(clairePage.getByText('Carl Claimant is now a member')).toBeVisible()
  await expect(requests).toContainText('No membership requests are waiting.')
  await clairePage.goto(`${app.url}/profile/organization`)
  await expect(clairePage.getByRole('region', { name: 'Members', exact: true })).toContainText('Carl Claimant')
  await claireContext.close()

  // The member now reads the playbook: in the library, its download, REST.
  await page.goto(`${app.url}/documents`)
  await expect(page.getByText(PLAYBOOK).first()).toBeVisible()
  const download = await own(`/documents/${playbook.id}/download`)
  expect(download.status()).toBe(200)
  expect(decodeURIComponent(download.headers()['content-disposition'] ?? '')).toContain('(TLP-AMBER)')
  expect((await own(`/api/documents/${playbook.id}?depth=0`)).status()).toBe(200)
  await page.goto(`${app.url}/profile/organization`)
  await expect(page.getByRole('region', { name: 'Membership', exact: true })).toHaveCount(0)
  await context.close()
})
