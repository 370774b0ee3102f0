/**
 * The members' inbox in the browser (issue 22): a member applies, the project's owner finds it
 * on the bell and in /notifications, an admin approves in the admin panel, and the applicant's
 * bell shows it without a reload; opening a notice and Mark all as read clear the bell, in every
 * tab of the member at once.
 */
import { expect, type Page, test } from '@playwright/test'

import { mailboxTo } from '../../support/mail'
import { adminApi } from '../admin/adminApi'
import { createMember } from '../support/members'
import { type SharedServer, useSharedServer } from '../support/sharedServer'
import { signIn, signInAsMember, submitSignInForm } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

// The shared server runs the jobs queue every two seconds: the decision's e-mail goes out while the test watches.
const server = useSharedServer()
let app: SharedServer
test.beforeAll(() => {
  app = server()
})

const bell = (page: Page) => page.getByTestId('notification-bell')
/** The bell's unread number as its accessible name says it (0 when it names none). */
async function unreadOnBell(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(label.match(/(\d+) unread/)?.[1] ?? 0)
}
/** As when the member comes back to the tab: the bell asks for its number again. */
const comeBackTo = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

test('an application tells the owner, its approval tells the applicant; reading clears the bell in every tab', async ({
  browser,
  request,
}) => {
  const api = await adminApi(app, request)
  const [maria] = (await api.get('/users?where[email][equals]=member@example.com&depth=0')).docs as { id: number }[]
  const created = await api.post('/projects', {
    title: 'Substation Monitoring Pilot',
    type: 'Research',
    state: 'call_for_participation',
    startDate: '2030-01-01T00:00:00.000Z',
    owner: maria!.id,
    _status: 'published',
  })
  expect(created.status()).toBe(201)
  const project = ((await created.json()) as { doc: { id: number } }).doc

  // The owner, signed in before anything happens: her bell's number as it is.
  const owner = await (await browser.newContext()).newPage()
  await signInAsMember(owner, app)
  await expect(bell(owner)).toBeVisible()
  const ownerBefore = await unreadOnBell(owner)

  // Tom applies.
  const tom = await (await browser.newContext()).newPage()
  await signInAsMember(tom, app, 'tom.hughes@example.com')
  const tomBefore = await unreadOnBell(tom)
  await tom.goto(`${app.url}/projects/${project.id}`)
  await tom.getByRole('button', { name: 'Apply to join' }).click()
  await tom.getByLabel('Message (optional)').fill('I run the SCADA lab at a utility.')
  await tom.getByRole('button', { name: 'Submit application' }).click()
  await expect(tom.getByText('Application Submitted')).toBeVisible()

  // The owner's open page learns it without a reload; the inbox says who applied to what.
  await comeBackTo(owner)
  await expect.poll(() => unreadOnBell(owner)).toBe(ownerBefore + 1)
  await bell(owner).click()
  await owner.waitForURL(`${app.url}/notifications`)
  const notice = owner.getByRole('link', { name: 'Unread: Tom Hughes applied to Substation Monitoring Pilot.' })
  await expect(notice).toBeVisible()
  await notice.click()
  await owner.waitForURL(`${app.url}/projects/${project.id}`)
  await expect(bell(owner)).toHaveAttribute('aria-label', ownerBefore === 0 ? 'Notifications' : `Notifications, ${ownerBefore} unread`)
  await owner.goto(`${app.url}/notifications`)
  await expect(owner.getByRole('link', { name: 'Tom Hughes applied to Substation Monitoring Pilot.' })).toBeVisible()

  // An admin approves it in the admin panel.
  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, app, 'admin@example.com', { from: '/admin/project-applications' })
  await admin.waitForURL(new RegExp(`^${app.url}/admin/collections/project-applications(\\?|$)`))
  // This project's applications only: on the shared server other tests add applications and
  // may leave the admin's list sorted or paged otherwise (Payload keeps it per admin).
  await admin.goto(`${app.url}/admin/collections/project-applications?where[project][equals]=${project.id}`)
  const row = admin.locator('tr').filter({ hasText: 'tom.hughes@example.com' }).filter({ hasText: 'Substation Monitoring Pilot' })
  await row.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Application approved successfully')).toBeVisible()

  // The decision also comes by e-mail, sent by the jobs queue (without SMTP_URL, to the development mailbox).
  const subject = 'Your application to Substation Monitoring Pilot was approved'
  const decisionMail = () => mailboxTo('tom.hughes@example.com', app.dataDir).filter((mail) => mail.subject === subject)
  await expect.poll(() => decisionMail().length, { timeout: 30_000 }).toBe(1)
  const mailed = decisionMail()[0]!
  const noticeLink = mailed.text.match(/Open it in the community: (http\S+\/notifications\/\d+)/)?.[1]
  expect(noticeLink, 'the e-mail links to the notice').toBeTruthy()
  expect(mailed.raw).toMatch(/^List-Unsubscribe:/m)

  // Tom's page, still open on the project, shows it on the bell when he comes back to it.
  await comeBackTo(tom)
  await expect.poll(() => unreadOnBell(tom)).toBe(tomBefore + 1)
  // A second tab of Tom's: the inbox, in German too.
  const inbox = await tom.context().newPage()
  await inbox.goto(`${app.url}/de/notifications`)
  await expect(
    inbox.getByRole('link', { name: 'Ungelesen: Ihre Bewerbung für Substation Monitoring Pilot wurde angenommen.' }),
  ).toBeVisible()
  await inbox.goto(`${app.url}/notifications`)
  await expect(inbox.getByRole('link', { name: 'Unread: Your application to Substation Monitoring Pilot was approved.' })).toBeVisible()
  await inbox.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(inbox.getByText('All notifications are marked as read.')).toBeVisible()
  await expect(inbox.getByTestId('unread-count')).toHaveText('Nothing unread')
  await expect(inbox.getByRole('link', { name: 'Your application to Substation Monitoring Pilot was approved.' })).toBeVisible()
  // The first tab's bell follows at once, without a reload or a request.
  await expect(bell(tom)).toHaveAttribute('aria-label', 'Notifications')
  await expect(bell(inbox)).toHaveAttribute('aria-label', 'Notifications')

  // The e-mail's link opened on another device, signed out: sign in, and it leads to the project.
  const elsewhere = await (await browser.newContext()).newPage()
  await elsewhere.goto(noticeLink!)
  await elsewhere.waitForURL(/\/auth\?from=%2Fnotifications%2F\d+|\/auth\?from=\/notifications\/\d+/)
  await elsewhere.getByRole('tab', { name: 'Sign In' }).click()
  await submitSignInForm(elsewhere, 'tom.hughes@example.com')
  await elsewhere.waitForURL(`${app.url}/projects/${project.id}`)
  expect(decisionMail()).toHaveLength(1)
})

test('a member chooses which notices come by e-mail on the profile', async ({ page, request }) => {
  // A member of its own: the demo members' settings stay as seeded for the worker's other files.
  const { email } = await createMember(app, request, { prefix: 'notices' })
  await signInAsMember(page, app, email)
  await page.goto(`${app.url}/profile/notifications`)
  const decisions = page.getByLabel('Decisions on my applications')
  await expect(decisions).toHaveValue('email')
  await decisions.selectOption({ label: 'In the site only' })
  await page.getByRole('button', { name: 'Save e-mail settings' }).click()
  await expect(page.getByText('E-mail settings saved')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Decisions on my applications')).toHaveValue('site')
  await expect(page.getByLabel('New applications to my projects')).toHaveValue('email')
})
