/**
 * The first-run promise of the README: an empty machine's `npm start` serves the site and the
 * admin on the embedded database, seeded with demo content, and keeps its data across restarts.
 *
 * Its own server: a first start on an empty machine (migrations and seed) and restarts.
 */
import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../../../scripts/database/embeddedPostgres'
import { connectDatabase } from '../http/database'
import { makeDataDir, startApp } from '../support/appServer'
import { passSecondStep, submitSignInForm } from '../support/signIn'

type Page = import('@playwright/test').Page

/** A REST call made by the page itself, as the admin UI makes it (cookie and Origin included). */
const api = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([method, url, body]) => {
      const response = await fetch(url as string, {
        method: method as string,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: response.status, json: await response.json() }
    },
    [method, url, body] as const,
  )

/** The admin's side menu as a person sees it (the phone sheet, closed, holds the same links). */
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' })

const COLLECTIONS = [
  'users',
  'organizations',
  'invitations',
  'events',
  'agenda-items',
  'speakers',
  'saved-event-dates',
  'agenda-interests',
  'documents',
  'document-downloads',
  'surveys',
  'survey-questions',
  'survey-responses',
  'projects',
  'project-documents',
  'project-members',
  'project-applications',
  'media',
]

test('npm start seeds an empty embedded database, serves the admin, and keeps data across restarts', async ({ page }) => {
  // Seeding at the start takes minutes on a loaded 2-core machine (CI of 04399ff: past 3 minutes).
  test.setTimeout(420_000)
  const dataDir = makeDataDir()
  const databasePort = await freePort()
  // No jobs cron on the first start: what the queue holds then is what the seed left.
  let app = await startApp(dataDir, { EMBEDDED_DB_PORT: String(databasePort), JOBS_AUTORUN: 'false' }, { answerWithinMs: 300_000 })
  let exitCode: number | null
  try {
    // The seed did the work its content queued (document previews, share images, texts): a
    // fresh site, and every test server that copies a seeded one, has nothing to catch up.
    const database = await connectDatabase(databasePort)
    try {
      const { rows } = await database.query<{ due: number; previews: number }>(
        `SELECT count(*) FILTER (WHERE completed_at IS NULL AND (wait_until IS NULL OR wait_until <= now()))::int AS due,
                count(*) FILTER (WHERE task_slug = 'renderDocumentPreview' AND completed_at IS NOT NULL AND NOT has_error)::int AS previews
           FROM payload_jobs WHERE queue = 'default'`,
      )
      expect(rows[0]).toEqual({ due: 0, previews: expect.any(Number) })
      expect(rows[0]!.previews, 'document previews drawn by the seed').toBeGreaterThan(0)
    } finally {
      await database.end()
    }
    await page.goto(`${app.url}/`)
    await expect(page.getByRole('heading', { name: 'Our Impact by Numbers' })).toBeVisible()

    // The admin panel sends visitors to /auth and brings the admin back to its dashboard.
    await page.goto(`${app.url}/admin`)
    await submitSignInForm(page, 'admin@example.com')
    await passSecondStep(page, app, 'admin@example.com')
    await page.waitForURL(`${app.url}/admin/dashboard`)
    for (const slug of COLLECTIONS) {
      await expect(sideMenu(page).locator(`a[href="/admin/collections/${slug}"]`)).toHaveCount(1)
    }
    await page.screenshot({ path: 'test-results/admin-dashboard.png', fullPage: true })

    // Every collection has demo content, as an admin sees it.
    for (const slug of COLLECTIONS) {
      const response = await api(page, 'GET', `/api/${slug}?limit=1&depth=0`)
      expect(response.status, slug).toBe(200)
      expect(response.json.totalDocs, slug).toBeGreaterThan(0)
    }
    await page.goto(`${app.url}/admin/collections/events`)
    await expect(page.getByRole('link', { name: 'IT/OT Convergence Week' })).toBeVisible()
    await page.screenshot({ path: 'test-results/admin-events.png', fullPage: true })

    const created = await api(page, 'POST', '/api/events', {
      title: 'Persistence check',
      date: '2031-01-01T09:00:00.000Z',
    })
    expect(created.status).toBe(201)
  } finally {
    exitCode = await app.stop()
  }
  expect(exitCode).toBe(0)
  // SIGTERM stopped the embedded PostgreSQL server too: its lock file is gone.
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)

  app = await startApp(dataDir)
  try {
    // Same data, no second seed, and the admin's session survived the restart.
    await page.goto(`${app.url}/admin`)
    await expect(sideMenu(page).locator('a[href="/admin/collections/events"]')).toHaveCount(1)
    const events = await api(page, 'GET', '/api/events?where[title][equals]=Persistence%20check')
    expect(events.json.totalDocs).toBe(1)
    const admins = await api(page, 'GET', '/api/users?where[email][equals]=admin@example.com')
    expect(admins.json.totalDocs).toBe(1)
    expect(app.output()).not.toContain('Empty database: seeding demo content')
  } finally {
    await app.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
