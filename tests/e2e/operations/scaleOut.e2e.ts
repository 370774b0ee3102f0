/**
 * Several app instances as one site: two built servers on two ports against one PostgreSQL
 * (and one media folder, the local stand-in for the object store), started at the same time.
 *
 * Its own servers: two instances on one empty database, racing for the migration and the seed.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'

import { useTwoInstances } from './twoInstances'
import type { AppServer } from '../support/appServer'
import { apiTokenOf } from '../support/secondStep'
import { signIn, signInAsMember } from '../support/signIn'

test.describe.configure({ mode: 'serial' })

// Only B runs the jobs queue (every 2 s): what A schedules must happen on B.
const site = useTwoInstances({ a: { JOBS_AUTORUN: 'false' }, b: { JOBS_CRON: '*/2 * * * * *' } }, { seeded: 'at start' })

test('two instances started together migrate once and seed once, and both are healthy', async ({ request }) => {
  const migrations = await site.query<{ name: string; runs: string }>(
    "SELECT name, count(*) AS runs FROM payload_migrations WHERE name <> 'dev' GROUP BY name",
  )
  expect(migrations.length).toBeGreaterThan(0)
  expect(migrations.every((row) => Number(row.runs) === 1)).toBe(true)
  const log = site.a.output() + site.b.output()
  for (const { name } of migrations) expect(log.split(`Migrated:  ${name}`).length - 1, name).toBe(1)
  const [admins] = await site.query<{ count: string }>("SELECT count(*) FROM users WHERE email = 'admin@example.com'")
  expect(Number(admins!.count)).toBe(1)

  for (const app of [site.a, site.b]) {
    const health = await request.get(`${app.url}/api/health`)
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
  }
})

test('a member signed in on one instance downloads on the other', async ({ page }) => {
  // Visitors' /documents is in B's page cache; a signed-in member never gets that copy.
  for (let i = 0; i < 2; i++) await page.goto(`${site.b.url}/documents`)
  await expect(page.getByRole('button', { name: 'Sign in to Download' }).first()).toBeVisible()
  await signInAsMember(page, site.a)

  // Cookies belong to the host, not the port: the same session reaches instance B.
  await page.goto(`${site.b.url}/documents`)
  await expect(page.getByRole('button', { name: 'Sign in to Download' })).toHaveCount(0)
  const [document] = await site.query<{ id: number; filesize: number }>('SELECT id, filesize FROM documents ORDER BY id LIMIT 1')
  const before = await site.query<{ count: string }>(`SELECT count(*) FROM document_downloads WHERE document_id = ${document!.id}`)
  const result = await page.evaluate(async (id) => {
    const response = await fetch(`/documents/${id}/download`)
    return { status: response.status, redirected: response.redirected, size: (await response.arrayBuffer()).byteLength }
  }, document!.id)
  expect(result).toEqual({ status: 200, redirected: false, size: Number(document!.filesize) })
  const after = await site.query<{ count: string }>(`SELECT count(*) FROM document_downloads WHERE document_id = ${document!.id}`)
  expect(Number(after[0]!.count)).toBe(Number(before[0]!.count) + 1)
})

test("an admin's edit on one instance shows on the other's public page within 5 seconds", async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await apiTokenOf(request, site.a.url, 'admin@example.com')}` }
  const [event] = await site.query<{ id: number }>('SELECT id FROM events ORDER BY id LIMIT 1')
  // B has the visitor page in its page cache before the edit (`page` carries no session).
  for (let i = 0; i < 2; i++) expect((await page.request.get(`${site.b.url}/events/${event!.id}`)).status()).toBe(200)
  expect((await page.request.get(`${site.b.url}/events/${event!.id}`)).headers()['x-visitor-page-cache']).toBe('hit')
  const title = `Renamed on A ${Date.now()}`
  expect((await request.patch(`${site.a.url}/api/events/${event!.id}`, { headers, data: { title } })).status()).toBe(200)
  const edited = Date.now()
  await expect
    .poll(
      async () => {
        await page.goto(`${site.b.url}/events/${event!.id}`)
        return page.getByRole('heading', { name: title }).count()
      },
      { timeout: 5000, intervals: [250] },
    )
    .toBe(1)
  expect(Date.now() - edited).toBeLessThan(5000)
})

test('an event scheduled in the admin on A is published by the jobs queue on B at its time, and visitors of both then see it', async ({
  browser,
  request,
}) => {
  const headers = { Authorization: `JWT ${await apiTokenOf(request, site.a.url, 'admin@example.com')}` }
  const title = `Scheduled summit ${Date.now()}`
  const created = await request.post(`${site.a.url}/api/events?draft=true`, {
    headers,
    data: { title, date: '2027-05-03T07:00:00.000Z', location: 'Dresden', _status: 'draft' },
  })
  const id = (await created.json()).doc.id as number
  const visitor = await (await browser.newContext()).newPage()
  const seenBy = async (app: AppServer) => {
    const response = await visitor.goto(`${app.url}/events/${id}`)
    return response?.status() === 200 && (await visitor.getByRole('heading', { name: title }).count()) === 1
  }
  // The draft is nobody's page yet, on either instance (and both now hold /events in their caches).
  for (const app of [site.a, site.b]) {
    expect(await seenBy(app)).toBe(false)
    for (let i = 0; i < 2; i++) await visitor.goto(`${app.url}/events`)
    await expect(visitor.getByText(title)).toHaveCount(0)
  }

  // The admin schedules the publication in A's admin panel: today, at the next free five-minute
  // slot of Payload's time picker.
  // The admin sits in Berlin: Payload's picker lists the browser's times and reads them in the
  // event's time zone, so a browser elsewhere would schedule at another hour.
  const admin = await (await browser.newContext({ timezoneId: 'Europe/Berlin' })).newPage()
  await signIn(admin, site.a, 'admin@example.com', { from: `/admin/collections/events/${id}` })
  await admin.waitForURL(`**/admin/collections/events/${id}`)
  await admin.locator('#action-save-popup .popup-button').click()
  await admin.getByRole('button', { name: 'Schedule Publish' }).click()
  await admin.getByText('Publish', { exact: true }).click()
  await admin.locator('#time .react-datepicker__input-container input').first().click()
  await admin.locator('.react-datepicker__day--today').first().click()
  const freeSlots = admin.locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
  if ((await freeSlots.count()) < 2) {
    // The day's last minutes: tomorrow's slots (the day after today in the calendar).
    const days = admin.locator('.react-datepicker__day')
    const today = await days.evaluateAll((cells) => cells.findIndex((cell) => cell.classList.contains('react-datepicker__day--today')))
    await days.nth(today + 1).click()
  }
  // The second free slot, five minutes or more ahead: the first may be seconds away, and the
  // queue would publish it before the test looks at the waiting job (a CI run at 02:29 UTC did).
  await freeSlots.nth(1).click()
  await admin.locator('#scheduled-publish-save').click()
  await expect(admin.getByText('Scheduled successfully.')).toBeVisible()
  await admin.screenshot({ path: 'test-results/scheduled-publish-1280.png' })
  const [job] = await site.query<{ id: number; wait_until: Date }>(
    `SELECT id, wait_until FROM payload_jobs WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND input->'doc'->>'value' = '${id}'`,
  )
  expect(new Date(job!.wait_until).getTime()).toBeGreaterThan(Date.now())
  expect(await seenBy(site.a)).toBe(false)

  // Its time comes (the test moves it three seconds ahead rather than waiting for the slot):
  // B's queue publishes it, and both instances' cached lists and pages drop.
  await site.query(`UPDATE payload_jobs SET wait_until = now() + interval '3 seconds' WHERE id = ${job!.id}`)
  const due = Date.now() + 3000
  await expect.poll(() => seenBy(site.a), { timeout: 20_000, intervals: [500] }).toBe(true)
  expect(Date.now()).toBeGreaterThanOrEqual(due - 500)
  expect(await seenBy(site.b)).toBe(true)
  await visitor.goto(`${site.a.url}/events`)
  await expect(visitor.getByText(title).first()).toBeVisible()
  const [ran] = await site.query<{ completed_at: Date | null; has_error: boolean }>(
    `SELECT completed_at, has_error FROM payload_jobs WHERE id = ${job!.id}`,
  )
  expect(ran).toMatchObject({ has_error: false })
  expect(ran!.completed_at).not.toBeNull()
})

test("a visitor's link to a cached page is a page load the cache answers; React Server Component requests go to Next.js", async ({
  page,
}) => {
  // /about is in A's page cache after the first load; the member site links with <a>, so the
  // click is a page load. A write elsewhere (the jobs queue of the tests before) may empty the
  // cache in between: then the pages are loaded again.
  await expect(async () => {
    await page.goto(`${site.a.url}/about`)
    await page.goto(`${site.a.url}/`)
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/about' && answer.request().isNavigationRequest()),
      page.getByRole('link', { name: 'About the community' }).click(),
    ])
    expect(response.headers()['x-visitor-page-cache']).toBe('hit')
  }).toPass({ timeout: 30_000 })
  await page.waitForURL(`${site.a.url}/about`)
  // A refresh after a write asks for RSC data: never from the cache of HTML pages.
  const rsc = await page.request.get(`${site.a.url}/about`, { headers: { rsc: '1' } })
  expect(rsc.headers()['x-visitor-page-cache']).toBeUndefined()
})

/**
 * Shared member pages (src/lib/platform/pageCache/serveMemberPage.ts): one page per route and clearance
 * for every member, each member's own state put in by the server for each answer.
 */
test.describe('shared member pages', () => {
  const MARIA = { email: 'member@example.com', firstName: 'Maria' }
  const JONAS = { email: 'jonas.becker@example.com', firstName: 'Jonas' }

  const signedIn = async (browser: Browser, app: AppServer, member: { email: string }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInAsMember(page, app, member.email)
    return page
  }
  /** An upcoming event with at least two agenda items, with no saved date or marks of the two members. */
  const freshEvent = async () => {
    const [event] = await site.query<{ id: number }>(
      `SELECT e.id FROM events e WHERE e.date > now() AND (SELECT count(*) FROM agenda_items a WHERE a.event_id = e.id) >= 2 ORDER BY e.id LIMIT 1`,
    )
    const members = `(SELECT id FROM users WHERE email IN ('${MARIA.email}', '${JONAS.email}'))`
    await site.query(`DELETE FROM saved_event_dates WHERE event_id = ${event!.id} AND user_id IN ${members}`)
    await site.query(
      `DELETE FROM agenda_interests WHERE user_id IN ${members} AND agenda_item_id IN (SELECT id FROM agenda_items WHERE event_id = ${event!.id})`,
    )
    return event!.id
  }
  const saveButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Save date|Remove saved date):/ })
  const stars = (page: Page) => page.getByRole('button', { name: /^(Add to|Remove from) My Agenda:/ })

  test('two members on one event page, on either instance, see their own name, saved date and agenda; a visitor sees neither', async ({
    browser,
  }) => {
    const eventId = await freshEvent()
    const maria = await signedIn(browser, site.a, MARIA)
    const jonas = await signedIn(browser, site.b, JONAS)
    const path = `/events/${eventId}`

    // Maria saves the date and marks the first session on instance A.
    await maria.goto(`${site.a.url}${path}`)
    await expect(saveButton(maria)).toHaveAttribute('aria-pressed', 'false')
    await saveButton(maria).click()
    await expect(saveButton(maria)).toHaveAttribute('aria-pressed', 'true')
    await expect(maria.getByText("We'll remind you about this event!")).toBeVisible()
    await stars(maria).first().click()
    await expect(stars(maria).first()).toHaveAttribute('aria-pressed', 'true')
    // Saved once the star is enabled again (it waits for the server's answer).
    await expect(stars(maria).first()).toBeEnabled()

    // On the next load of the page (from the shared page on A and on B), the change is there.
    for (const app of [site.a, site.b]) {
      for (let load = 0; load < 2; load++) {
        const response = await maria.goto(`${app.url}${path}`)
        expect(response!.headers()['x-member-page-cache'], app.url).toMatch(/^(hit|miss)$/)
        await expect(maria.getByRole('button', { name: 'Maria', exact: true })).toBeVisible()
        await expect(saveButton(maria)).toHaveAttribute('aria-pressed', 'true')
        await expect(stars(maria).first()).toHaveAttribute('aria-pressed', 'true')
        await expect(stars(maria).nth(1)).toHaveAttribute('aria-pressed', 'false')
      }
    }
    // Jonas gets the same shared page on both instances with his own state: nothing of Maria's.
    for (const app of [site.b, site.a]) {
      const response = await jonas.goto(`${app.url}${path}`)
      expect(response!.headers()['x-member-page-cache']).toBe('hit')
      expect(response!.headers()['cache-control']).toContain('no-store')
      const html = await response!.text()
      expect(html).toContain('>Jonas<')
      for (const trace of [MARIA.firstName, MARIA.email, 'Weber']) expect(html).not.toContain(trace)
      await expect(jonas.getByRole('button', { name: 'Jonas', exact: true })).toBeVisible()
      await expect(saveButton(jonas)).toHaveAttribute('aria-pressed', 'false')
      await expect(stars(jonas).first()).toHaveAttribute('aria-pressed', 'false')
    }
    // A visitor: neither name, no save button, the sign-in prompt.
    const visitor = await browser.newPage()
    const answer = await visitor.goto(`${site.a.url}${path}`)
    const visitorHtml = await answer!.text()
    for (const trace of [MARIA.firstName, JONAS.firstName, MARIA.email, JONAS.email]) expect(visitorHtml).not.toContain(trace)
    await expect(saveButton(visitor)).toHaveCount(0)
    await expect(visitor.getByText("to build your personal agenda and save this event's date.")).toBeVisible()
    await Promise.all([maria.context().close(), jonas.context().close(), visitor.close()])
  })

  test("the shared page carries no member's state before it hydrates: the name is there, the save button waits hidden", async ({
    browser,
  }) => {
    const eventId = await freshEvent()
    await site.query(
      `INSERT INTO saved_event_dates (user_id, event_id, updated_at, created_at) SELECT id, ${eventId}, now(), now() FROM users WHERE email = '${MARIA.email}'`,
    )
    const maria = await signedIn(browser, site.a, MARIA)
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await maria.context().storageState() })
    const page = await withoutScripts.newPage()
    for (let load = 0; load < 2; load++) await page.goto(`${site.a.url}/events/${eventId}`)
    await expect(page.getByRole('button', { name: 'Maria', exact: true })).toBeVisible()
    // Not "Save date" (wrong) and not a guess: hidden until the member's state is applied.
    await expect(saveButton(page)).toBeHidden()
    await expect(page.getByText('Save date', { exact: true })).toBeHidden()
    const state = JSON.parse((await page.locator('#member-state').textContent())!)
    expect(state).toMatchObject({ firstName: 'Maria', savedEvents: [eventId] })
    await Promise.all([withoutScripts.close(), maria.context().close()])
  })

  test("a project's application status comes with the member's state; an admin's shared page differs from a member's", async ({
    browser,
  }) => {
    const [project] = await site.query<{ id: number }>("SELECT id FROM projects WHERE state = 'call_for_participation' ORDER BY id LIMIT 1")
    const members = `(SELECT id FROM users WHERE email IN ('${MARIA.email}', '${JONAS.email}'))`
    await site.query(`DELETE FROM project_applications WHERE project_id = ${project!.id} AND user_id IN ${members}`)
    const maria = await signedIn(browser, site.a, MARIA)
    const jonas = await signedIn(browser, site.b, JONAS)
    const path = `/projects/${project!.id}`
    await maria.goto(`${site.a.url}${path}`)
    await maria.getByRole('button', { name: 'Apply to join' }).click()
    await maria.getByLabel('Message (optional)').fill('Count me in')
    await maria.getByRole('button', { name: 'Submit application' }).click()
    await expect(maria.getByText('Pending Review')).toBeVisible()
    for (const app of [site.a, site.b]) {
      await maria.goto(`${app.url}${path}`)
      await expect(maria.getByText('Pending Review')).toBeVisible()
      await expect(maria.getByText('“Count me in”')).toBeVisible()
      // On a shared page the browser writes the date from the member's state, as lists do.
      await expect(maria.getByText(/^Applied [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
      const response = await jonas.goto(`${app.url}${path}`)
      expect(await response!.text()).not.toContain('Count me in')
      await expect(jonas.getByRole('button', { name: 'Apply to join' })).toBeVisible()
    }
    // An admin's page is shared at the admin clearance: the admin link is in it, not in a member's.
    const admin = await signedIn(browser, site.a, { email: 'admin@example.com' })
    for (let load = 0; load < 2; load++) await admin.goto(`${site.a.url}/projects`)
    await expect(admin.getByRole('banner').locator('a[href="/admin"]').first()).toBeAttached()
    await maria.goto(`${site.a.url}/projects`)
    await expect(maria.getByRole('banner').locator('a[href="/admin"]')).toHaveCount(0)
    await Promise.all([maria.context().close(), jonas.context().close(), admin.context().close()])
  })

  test('what an instance remembers of a member follows every write on any instance: SQL, name, role, sign-out', async ({ request }) => {
    const eventId = await freshEvent()
    const login = await request.post(`${site.a.url}/api/users/login`, { data: { email: MARIA.email, password: 'demo-password' } })
    const cookie = `payload-token=${(await login.json()).token}`
    const asPageLoad = {
      cookie,
      accept: 'text/html',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    }
    const load = async (app: AppServer) => {
      const response = await request.get(`${app.url}/events/${eventId}`, { headers: asPageLoad, maxRedirects: 0 })
      const html = await response.text()
      const state = /<script type="application\/json" id="member-state">([^<]*)<\/script>/.exec(html)?.[1]
      return {
        cache: response.headers()['x-member-page-cache'],
        state: state ? JSON.parse(state) : null,
        admin: html.includes('href="/admin"'),
      }
    }
    // Twice on each instance: the second load is answered from what the instance remembers.
    for (const app of [site.a, site.b, site.a, site.b]) {
      expect(await load(app)).toMatchObject({ cache: expect.any(String), state: { firstName: 'Maria', savedEvents: [] } })
    }
    // Writes that run no Payload hook (raw SQL here; sign-in, sign-out and cascades in the app)
    // reach both instances through the database's notification.
    const maria = `(SELECT id FROM users WHERE email = '${MARIA.email}')`
    await site.query(`INSERT INTO saved_event_dates (user_id, event_id, updated_at, created_at) SELECT ${maria}, ${eventId}, now(), now()`)
    // An admin's rights need a session that passed the second step (issue 23, item 5): hers did.
    await site.query(`UPDATE users_sessions SET confirmed_with = 'totp' WHERE _parent_id = ${maria}`)
    await site.query(`UPDATE users SET first_name = 'Mariana', role = 'admin' WHERE id = ${maria}`)
    for (const app of [site.a, site.b]) {
      await expect
        .poll(() => load(app), { timeout: 2000, intervals: [50] })
        .toMatchObject({ state: { firstName: 'Mariana', savedEvents: [eventId] }, admin: true })
    }
    await site.query(`UPDATE users SET first_name = '${MARIA.firstName}', role = 'community_user' WHERE id = ${maria}`)
    await site.query(`DELETE FROM saved_event_dates WHERE user_id = ${maria} AND event_id = ${eventId}`)
    for (const app of [site.a, site.b]) {
      await expect
        .poll(() => load(app), { timeout: 2000, intervals: [50] })
        .toMatchObject({ state: { firstName: 'Maria', savedEvents: [] }, admin: false })
    }
    // Signed out on B: the same token gets the visitor's page on A at once (no member state).
    expect((await request.post(`${site.b.url}/api/users/logout`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status()).toBe(
      200,
    )
    for (const app of [site.a, site.b]) {
      await expect.poll(async () => (await load(app)).state, { timeout: 2000, intervals: [50] }).toBeNull()
    }
  })

  /**
   * Sharing groups (src/lib/platform/pageCache/pageViewer.ts): members of one organization that
   * reads restricted material share its pages; a member named on a TLP:RED item, and an owner on
   * their project's page, get pages kept for them alone; every change of who reads what shows on
   * the next load on both instances.
   */
  test('restricted readers and project owners get kept pages, shared by exactly those who may see the same', async ({ request }) => {
    const asPageLoad = async (email: string) => {
      const login = await request.post(`${site.a.url}/api/users/login`, { data: { email, password: 'demo-password' } })
      expect(login.status()).toBe(200)
      return {
        cookie: `payload-token=${(await login.json()).token}`,
        accept: 'text/html',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      }
    }
    const load = async (app: AppServer, headers: Record<string, string>, path: string) => {
      const response = await request.get(`${app.url}${path}`, { headers, maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      return { cache: response.headers()['x-member-page-cache'], html: await response.text() }
    }
    const [claire, tom, jonas, maria] = await Promise.all(
      ['claire.dubois@example.com', 'tom.hughes@example.com', JONAS.email, MARIA.email].map(asPageLoad),
    )
    const [helvetia] = await site.query<{ id: number; tom: number }>(
      `SELECT organization_id AS id, (SELECT organization_id FROM users WHERE email = 'tom.hughes@example.com') AS tom
       FROM users WHERE email = 'claire.dubois@example.com'`,
    )
    const [amber] = await site.query<{ title: string }>(
      `SELECT l.title FROM documents d JOIN documents_locales l ON l._parent_id = d.id AND l._locale = 'en'
       WHERE d.tlp = 'amber' AND d.owning_organization_id = ${helvetia!.id} ORDER BY d.id LIMIT 1`,
    )
    const amberTitle = amber!.title.replace(/&/g, '&amp;')
    // 1. Tom joins Claire's organization: from his next load on, he reads its AMBER material and
    // gets the very page Claire's load kept, on either instance; Maria's organization reads none.
    expect((await load(site.a, tom, '/documents')).html).not.toContain(amberTitle)
    await site.query(`UPDATE users SET organization_id = ${helvetia!.id} WHERE email = 'tom.hughes@example.com'`)
    try {
      for (const app of [site.a, site.b]) {
        await expect.poll(async () => (await load(app, tom, '/documents')).html.includes(amberTitle), { timeout: 2000 }).toBe(true)
        // Claire's load keeps (or finds) the organization's page; Tom's next load is that page.
        expect((await load(app, claire, '/documents')).html).toContain(amberTitle)
        const tomsPage = await load(app, tom, '/documents')
        expect(tomsPage.cache).toBe('hit')
        expect(tomsPage.html).toContain(amberTitle)
        expect((await load(app, maria, '/documents')).html).not.toContain(amberTitle)
      }
    } finally {
      // Leaving (or being removed) shows on the next load as well.
      await site.query(`UPDATE users SET organization_id = ${helvetia!.tom} WHERE email = 'tom.hughes@example.com'`)
    }
    for (const app of [site.a, site.b])
      await expect.poll(async () => (await load(app, tom, '/documents')).html.includes(amberTitle), { timeout: 2000 }).toBe(false)

    // 2. A TLP:RED document naming Jonas: his pages are his alone, kept for his next loads.
    const admin = { Authorization: `JWT ${await apiTokenOf(request, site.a.url, 'admin@example.com')}` }
    const [jonasRow] = await site.query<{ id: number }>(`SELECT id FROM users WHERE email = '${JONAS.email}'`)
    const [red] = await site.query<{ id: number; title: string; tlp: string }>(
      `SELECT d.id, l.title, d.tlp FROM documents d JOIN documents_locales l ON l._parent_id = d.id AND l._locale = 'en'
       WHERE d.tlp IN ('clear', 'green') ORDER BY d.id DESC LIMIT 1`,
    )
    const redTitle = red!.title.replace(/&/g, '&amp;')
    const labelled = await request.patch(`${site.a.url}/api/documents/${red!.id}`, {
      headers: admin,
      data: { tlp: 'red', sharedWithPeople: [jonasRow!.id] },
    })
    expect(labelled.status(), await labelled.text()).toBe(200)
    try {
      for (const app of [site.a, site.b]) {
        await expect.poll(async () => (await load(app, jonas, '/documents')).html.includes(redTitle), { timeout: 2000 }).toBe(true)
        const again = await load(app, jonas, '/documents')
        expect(again.cache).toBe('hit')
        expect(again.html).toContain(redTitle)
        expect((await load(app, maria, '/documents')).html).not.toContain(redTitle)
        expect((await load(app, claire, '/documents')).html).not.toContain(redTitle)
      }
      // His page is rendered for him (his name in it); a write of his drops it on both instances.
      expect((await load(site.a, jonas, '/documents')).html).toContain('Jonas')
      await site.query(`UPDATE users SET first_name = 'Jonathan' WHERE id = ${jonasRow!.id}`)
      for (const app of [site.a, site.b])
        await expect.poll(async () => (await load(app, jonas, '/documents')).html.includes('Jonathan'), { timeout: 2000 }).toBe(true)
    } finally {
      await site.query(`UPDATE users SET first_name = '${JONAS.firstName}' WHERE id = ${jonasRow!.id}`)
      const restored = await request.patch(`${site.a.url}/api/documents/${red!.id}`, {
        headers: admin,
        data: { tlp: red!.tlp, sharedWithPeople: [] },
      })
      expect(restored.status()).toBe(200)
    }
    // Named on nothing any more: he shares his group's page again (his state comes beside it).
    for (const app of [site.a, site.b])
      await expect.poll(async () => (await load(app, jonas, '/documents')).html.includes('id="member-state"'), { timeout: 2000 }).toBe(true)

    // 3. Claire co-owns the incident response project: its page carries her controls, kept for
    // her; other members never get them, and her other pages are her group's.
    const [playbook] = await site.query<{ id: number }>(
      `SELECT _parent_id AS id FROM projects_locales WHERE _locale = 'en' AND title = 'OT Incident Response Playbook'`,
    )
    const projectPath = `/projects/${playbook!.id}`
    for (const app of [site.a, site.b]) {
      await load(app, claire, projectPath)
      const own = await load(app, claire, projectPath)
      expect(own.cache).toBe('hit')
      expect(own.html).toContain('Add a document')
      expect(own.html).toContain('Claire')
      const others = await load(app, maria, projectPath)
      expect(others.html).not.toContain('Add a document')
      expect((await load(app, maria, `/de${projectPath}`)).html).not.toContain('Dokument hinzufügen')
      expect(own.html).not.toContain('id="member-state"')
      // A client cannot ask for anyone's page: the fill header without the server's secret is ignored.
      const [claireRow] = await site.query<{ id: number }>(`SELECT id FROM users WHERE email = 'claire.dubois@example.com'`)
      for (const forged of [`person:${claireRow!.id}`, `person:${claireRow!.id} guessed`, `member@${helvetia!.id} x`]) {
        const visitor = await request.get(`${app.url}${projectPath}`, { headers: { 'x-member-page-fill': forged, accept: 'text/html' } })
        const html = await visitor.text()
        expect(html, forged).not.toContain('Add a document')
        expect(html, forged).not.toContain('Claire')
      }
      // Her other pages are her organization's group's: her state comes beside the shared page.
      expect((await load(app, claire, '/events')).html).toContain('id="member-state"')
    }
  })

  test('/api/member-state answers only the asking member their own rows, and nothing to a visitor', async ({ browser, request }) => {
    const eventId = await freshEvent()
    await site.query(
      `INSERT INTO saved_event_dates (user_id, event_id, updated_at, created_at) SELECT id, ${eventId}, now(), now() FROM users WHERE email = '${MARIA.email}'`,
    )
    const keys = `saved-event:${eventId},agenda:${eventId}`
    expect((await request.get(`${site.a.url}/api/member-state?keys=${keys}`)).status()).toBe(401)
    const jonas = await signedIn(browser, site.b, JONAS)
    // As the browser's own fetch sends it (Payload takes a session cookie only from the same site).
    const sameSite = { 'sec-fetch-site': 'same-origin' }
    const answer = await jonas.request.get(`${site.b.url}/api/member-state?keys=${keys}`, { headers: sameSite })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toContain('no-store')
    // His unread notices as the database counts them (the demo content's new events for his sector among them).
    const [unread] = await site.query<{ count: string }>(
      `SELECT count(*) FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.email = '${JONAS.email}' AND n.read_at IS NULL`,
    )
    const [jonasRow] = await site.query<{ id: number }>(`SELECT id FROM users WHERE email = '${JONAS.email}'`)
    expect(await answer.json()).toEqual({
      member: jonasRow!.id,
      clearance: 'member',
      organization: null,
      personal: false,
      ownedProjects: [],
      sharesPages: true,
      state: { firstName: 'Jonas', savedEvents: [], agendaItems: [], applications: [], unreadNotifications: Number(unread!.count) },
    })
    expect((await jonas.request.get(`${site.b.url}/api/member-state?keys=saved-event:1%27`, { headers: sameSite })).status()).toBe(400)
    await jonas.context().close()
  })
})
