import { expect, type Page } from '@playwright/test'

/** Fills /complete-profile (English labels) as a new member, working in OT, and submits it. */
export async function fillProfileForm(
  page: Page,
  profile: { firstName: string; lastName: string; company: string; jobRole: string },
): Promise<void> {
  await page.getByLabel('First name').fill(profile.firstName)
  await page.getByLabel('Last name').fill(profile.lastName)
  await page.getByLabel('Company', { exact: true }).fill(profile.company)
  await page.getByLabel('Job role').fill(profile.jobRole)
  await chooseWorkingInOt(page)
  await page.getByRole('button', { name: 'Complete profile' }).click()
}

/** Chooses "OT" on /complete-profile; a click before the form has hydrated is undone by React's first render, so it checks until it holds. */
export async function chooseWorkingInOt(page: Page): Promise<void> {
  const ot = page.getByRole('radio', { name: 'OT', exact: true })
  await expect(async () => {
    await ot.check({ timeout: 2_000 })
    await expect(ot).toBeChecked({ timeout: 1_000 })
  }).toPass()
}

/** The profile's tabs (issue 49, item 6): links, in English or German. */
export const profileTabs = (page: Page) => page.getByRole('navigation', { name: /^(Profile sections|Profilbereiche)$/ })

/** Opens a tab of the profile by its link, as a member does, and waits until it is the open one. */
export async function openProfileTab(page: Page, name: string): Promise<void> {
  const link = profileTabs(page).getByRole('link', { name, exact: true })
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
}
