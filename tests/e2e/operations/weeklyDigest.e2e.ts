/**
 * The weekly digest from two app instances that both run the jobs queue (issue 22): a member
 * turns it on on /profile/notifications, and exactly one digest arrives, however many times both instances'
 * queues run; its links open the site.
 *
 * Its own servers: two instances whose jobs queues race for one digest.
 */
import { expect, test } from '@playwright/test'

import { useTwoInstances } from './twoInstances'
import { mailboxTo, type ReceivedMail } from '../../support/mail'
import { signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

// Both instances run the queue every two seconds and queue this week's digests at every run.
const everyTwoSeconds = { JOBS_CRON: '*/2 * * * * *', DIGEST_CRON: '*/2 * * * * *' }
const site = useTwoInstances({ both: everyTwoSeconds })

const MEMBER = 'member@example.com'
const digestsIn = (dataDir: string) => mailboxTo(MEMBER, dataDir).filter((mail) => mail.subject === 'Your week in the IT/OT Community')
const allDigests = (): ReceivedMail[] => [...digestsIn(site.a.dataDir), ...digestsIn(site.b.dataDir)]

test('a member turns the digest on and gets it once from two instances running the queue', async ({ page }) => {
  expect(allDigests()).toHaveLength(0)
  await signInAsMember(page, site.a)
  await page.goto(`${site.a.url}/profile/notifications`)
  const digest = page.getByLabel(/E-mail me a weekly digest/)
  await expect(digest).not.toBeChecked()
  await digest.check()
  await page.getByRole('button', { name: 'Save e-mail settings' }).click()
  await expect(page.getByText('E-mail settings saved')).toBeVisible()

  await expect.poll(() => allDigests().length, { timeout: 30_000 }).toBe(1)
  // Both queues go on running every two seconds: still one, and one row in the outbox.
  await page.waitForTimeout(8_000)
  expect(allDigests()).toHaveLength(1)
  const rows = await site.query<{ status: string; delivery_key: string }>(
    `SELECT o.status, o.delivery_key FROM email_outbox o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.kind = 'weekly-digest'`,
    [MEMBER],
  )
  expect(rows.map((row) => row.status)).toEqual(['sent'])
  expect(rows[0]!.delivery_key).toMatch(/^weekly-digest:\d{4}-W\d{2}:\d+$/)

  // The demo content is this week's: its first event opens on the site.
  const [mail] = allDigests()
  expect(mail!.text).toContain('New events')
  const eventLink = mail!.text.match(/http:\/\/localhost:\d+\/events\/\d+/)?.[0]
  expect(eventLink).toBeTruthy()
  await page.goto(eventLink!.replace(/localhost:\d+/, new URL(site.a.url).host))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(page.url()).toMatch(/\/events\/\d+$/)
})
