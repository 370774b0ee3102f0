/**
 * An organization admin in Chromium (issue 23, item 6): the demo member Maria created Nordwerk
 * Chemicals and is its organization admin. On /profile/organization she sees its members only,
 * removes a colleague, invites one, and asks for an e-mail domain whose link (in the development
 * mailbox) is confirmed on its page and then approved by an admin. Nothing of another
 * organization reaches her, in the pages or the API, and the admin panel stays closed.
 * Screenshots of the page at 1280 and 390 px go to test-results.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { mailboxTo } from '../../support/mail'
import { adminApi } from '../admin/adminApi'
import { openProfileTab } from '../support/profileForm'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

test('an organization admin manages only their organization', async ({ page, request }) => {
  const api = await adminApi(app, request, 'superadmin@example.com')
  const organizationNamed = async (name: string) =>
    ((await api.get(`/organizations?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).docs[0] as { id: number }).id
  const nordwerk = await organizationNamed('Nordwerk Chemicals')
  const elbtal = await organizationNamed('Stadtwerke Elbtal')
  const tag = Date.now()
  const person = async (firstName: string, organization: number) => {
    const created = await api.post('/users', {
      email: `${firstName.toLowerCase()}-${tag}@example.com`,
      password: 'demo-password',
      _verified: true,
      firstName,
      lastName: 'Tester',
      jobRole: 'Engineer',
      organization,
    })
    expect(created.status()).toBe(201)
    return (await created.json()).doc as { id: number; email: string }
  }
  const colleague = await person('Colleague', nordwerk)
  const outsider = await person('Outsider', elbtal)

  await signInAsMember(page, app)
  await page.goto(`${app.url}/profile`)
  await openProfileTab(page, 'Organization')
  await expect(page.getByRole('heading', { name: 'Manage Nordwerk Chemicals', level: 2 })).toBeVisible()
  const members = page.getByRole('region', { name: 'Members', exact: true })
  await expect(members).toContainText('Colleague Tester')
  await expect(members).toContainText('(You)')
  await expect(members).not.toContainText('Outsider')
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/organization-admin-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // Removing a colleague: behind a dialog; their account stays, without the organization.
  await page.getByRole('button', { name: 'Remove Colleague Tester' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Colleague Tester was removed from your organization')).toBeVisible()
  await expect(members).not.toContainText('Colleague Tester')
  expect((await api.get(`/users/${colleague.id}?depth=0`)).organization).toBeNull()

  // Inviting a colleague: the invitation places them in Nordwerk Chemicals.
  const invitee = `invitee-${tag}@example.com`
  await page.getByLabel('E-mail address').fill(invitee)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible()
  const invitation = (await api.get(`/invitations?where[email][equals]=${encodeURIComponent(invitee)}&depth=0`)).docs[0]
  expect(invitation.suggestedOrganization).toBe(nordwerk)

  // A public mail domain is refused; the organization's own goes out to an address there.
  const domain = `labs-${tag}.example`
  await page.getByLabel('Domain', { exact: true }).fill('gmail.com')
  await page.getByLabel('Confirmation address').fill('maria@gmail.com')
  await page.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(page.getByText('Addresses at public mail services such as gmail.com belong to anyone')).toBeVisible()
  await page.getByLabel('Domain', { exact: true }).fill(domain)
  await page.getByLabel('Confirmation address').fill(`it@${domain}`)
  await page.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(page.getByText(`Confirmation link sent to it@${domain}`)).toBeVisible()
  const domains = page.getByRole('region', { name: 'E-mail domains' })
  await expect(domains).toContainText(`${domain}Waiting for the e-mail confirmation`)

  // Whoever reads that mailbox confirms on the link's page; an admin approves it.
  await expect.poll(() => mailboxTo(`it@${domain}`, app.dataDir).length).toBe(1)
  const link = mailboxTo(`it@${domain}`, app.dataDir)[0]!.text.match(
    /http:\/\/localhost:\d+\/organization-domains\/confirm\?key=[\w-]+/,
  )![0]
  // Another browser (its own context, as axe needs): whoever reads that mailbox, not signed in.
  const mailboxBrowser = await page.context().browser()!.newContext()
  const mailbox = await mailboxBrowser.newPage()
  await mailbox.goto(link)
  expect((await new AxeBuilder({ page: mailbox }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
  for (const width of [1280, 390]) {
    await mailbox.setViewportSize({ width, height: 900 })
    await mailbox.screenshot({ path: `test-results/domain-confirm-${width}.png`, fullPage: true })
  }
  await mailbox.getByRole('button', { name: `Confirm ${domain}` }).click()
  await expect(mailbox.getByRole('status')).toContainText(`${domain} is confirmed`)
  await mailbox.screenshot({ path: 'test-results/domain-confirmed-390.png', fullPage: true })
  await mailboxBrowser.close()
  const [request_] = (await api.get(`/organization-domains?where[domain][equals]=${domain}&depth=0`)).docs as {
    id: number
    status: string
  }[]
  expect(request_!.status).toBe('confirmed')
  expect((await api.patch(`/organization-domains/${request_!.id}`, { status: 'verified' })).status()).toBe(200)
  await page.reload()
  await expect(domains).toContainText(`${domain}Verified`)

  // Nothing outside the organization: another organization's members and domains, other accounts, the admin panel.
  const own = (path: string) => page.request.get(`${app.url}/api${path}`, { headers: { Origin: app.url } })
  expect((await own(`/organizations/${elbtal}/members`)).status()).toBe(403)
  expect((await own(`/organizations/${nordwerk}/members`)).status()).toBe(200)
  expect((await (await own(`/users?where[id][equals]=${outsider.id}`)).json()).docs).toHaveLength(0)
  const visibleDomains = (await (await own('/organization-domains?limit=100&depth=0')).json()).docs as { organization: number }[]
  expect(visibleDomains.length).toBeGreaterThan(0)
  expect(visibleDomains.every((row) => row.organization === nordwerk)).toBe(true)
  const removeOutsider = await page.request.delete(`${app.url}/api/organizations/${elbtal}/members/${outsider.id}`, {
    headers: { Origin: app.url },
  })
  expect(removeOutsider.status()).toBe(403)
  expect((await api.get(`/users/${outsider.id}?depth=0`)).organization).toBe(elbtal)
  await page.goto(`${app.url}/admin`)
  await expect(page).toHaveURL(/\/auth\?from=%2Fadmin/)
})
