/**
 * Replying to a mention by e-mail, in Chromium against the built app (issue 50, item 3): a member
 * posts under a document mentioning another (`@[Full Name]`, a member listed in the people
 * directory), who is told in their inbox and by the e-mail the app really sends (the development
 * mailbox), with a signed Reply-To; they answer it, and the mail provider posts the answer to the
 * inbound webhook as it would (its secret, JSON `{ to, from, text }`, the quoted original below the
 * answer); only the answer appears in the thread, under the post, as the mentioned member's reply.
 *
 * Its own server: replies by e-mail set up (the reply mailbox, the tags' key, the webhook's
 * secret), which the shared servers are not, and the jobs queue every two seconds, so the mention's
 * e-mail goes out while the test waits.
 */
import { expect, type Page, test } from '@playwright/test'

import { mailboxTo } from '../../support/mail'
import { useAppServer } from '../support/appServer'
import { createMember } from '../support/members'
import { openAsMember } from '../support/signIn'

const REPLY_MAILBOX = 'reply@in.e2e.example'
const INBOUND_SECRET = 'e2e-inbound-secret-0123456789abcdef'
const server = useAppServer(() => ({
  EMAIL_REPLY_ADDRESS: REPLY_MAILBOX,
  EMAIL_REPLY_SECRET: 'e2e-reply-secret-0123456789abcdef0123456789',
  INBOUND_EMAIL_SECRET: INBOUND_SECRET,
  JOBS_CRON: '*/2 * * * * *',
}))

/** The first published document a visitor may read (a CLEAR one, so its e-mails carry content), from the documents list. */
async function openDocument(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/documents`)
  const href = await page.locator('main a[href*="/documents/"]').first().getAttribute('href')
  expect(href).toMatch(/\/documents\/\d+/)
  return href!.replace(/^https?:\/\/[^/]+/, '')
}

test('a mentioned member is told in the inbox and by e-mail, answers the e-mail, and the answer is their reply in the thread', async ({
  browser,
  request,
}) => {
  const app = server()
  const stamp = Date.now().toString(36)
  const visitor = await browser.newPage()
  const path = await openDocument(visitor, app.url)
  await visitor.close()

  const writer = await createMember(app, request, { prefix: 'mention-writer', firstName: 'Wri', lastName: `Ter${stamp}` })
  const mentioned = await createMember(app, request, { prefix: 'mention-reader', firstName: 'Rep', lastName: `Lier${stamp}` })
  const mentionedName = `Rep Lier${stamp}`

  // Only members listed in the people directory can be mentioned: the mentioned member opts in.
  const theirs = await (await browser.newContext()).newPage()
  await openAsMember(theirs, app, mentioned.email, '/profile/directory')
  await theirs.getByLabel('List me in the people directory').check()
  await theirs.getByRole('button', { name: 'Save directory settings' }).click()
  await expect(theirs.getByText('You are listed in the people directory')).toBeVisible()

  // The writer posts under the document, mentioning them.
  const page = await (await browser.newContext()).newPage()
  await openAsMember(page, app, writer.email, path)
  const thread = page.locator('section[data-discussion]')
  await expect(thread.getByText(/No posts yet|posts?$/).first()).toBeVisible()
  const question = `Which firewall rules hold for the cell network? ${stamp}`
  await thread.getByLabel('Write a post').fill(`@[${mentionedName}] ${question}`)
  await thread.getByRole('button', { name: 'Post', exact: true }).click()
  const mine = thread.locator('article').filter({ hasText: question })
  await expect(mine).toHaveCount(1)
  // The mention is recognised: a link to the listed member's directory page.
  await expect(mine.getByRole('link', { name: `@${mentionedName}` })).toHaveAttribute('href', /\/people\/\d+$/)
  const postFragment = await mine.getAttribute('id')
  expect(postFragment).toMatch(/^post-\d+$/)

  // The e-mail the app sent them (the jobs queue, into the development mailbox): the post quoted, a signed Reply-To.
  const mentionMails = () => mailboxTo(mentioned.email, app.dataDir).filter((mail) => mail.text.includes(question))
  await expect.poll(() => mentionMails().length, { timeout: 60_000 }).toBe(1)
  const mail = mentionMails()[0]!
  expect(mail.text).toContain(`@${mentionedName} ${question}`)
  expect(mail.text).toContain('Answer this e-mail to reply in the discussion')
  // The header as written (folded onto its next line when long).
  const replyTo = /^Reply-To:\s*<?([^\s>]+)>?/im.exec(mail.raw)?.[1]
  expect(replyTo, 'the e-mail carries a reply address').toMatch(/^reply\+[0-9a-z]+-[0-9a-z]+-[0-9a-z]+-[0-9a-f]{32}@in\.e2e\.example$/)

  // The inbox notice, unread (the e-mail was sent because it was).
  await theirs.goto(`${app.url}/notifications`)
  await expect(
    theirs.getByRole('link', { name: new RegExp(`^Unread: Wri Ter${stamp} mentioned you in the discussion on .+\\.$`) }),
  ).toBeVisible()

  // They answer the e-mail; the mail provider posts it to the webhook, the original quoted below the answer.
  const answer = `Only the historian may reach the PLCs, on port 102 ${stamp}`
  const message = {
    to: `"IT/OT Community" <${replyTo}>`,
    from: `${mentionedName} <${mentioned.email}>`,
    text: [
      answer,
      '',
      '-- ',
      `${mentionedName}, Nordwerk Chemicals`,
      '',
      `On Mon, 7 Dec 2026 at 10:00, IT/OT Community <noreply@example.com> wrote:`,
      `> Wri Ter${stamp} mentioned you in the discussion.`,
      `> Their message: “@${mentionedName} ${question}”`,
      '>',
      '> Answer this e-mail to reply in the discussion.',
    ].join('\n'),
  }
  const webhook = `${app.url}/api/discussions/email-replies`
  // Without the secret: refused, nothing posted.
  const unauthorized = await request.post(webhook, { headers: { Authorization: 'Bearer not-the-secret' }, data: message })
  expect(unauthorized.status()).toBe(401)
  const posted = await request.post(webhook, { headers: { Authorization: `Bearer ${INBOUND_SECRET}` }, data: message })
  expect(posted.status(), await posted.text()).toBe(201)
  const reply = (await posted.json()) as { id: number; status: string }
  expect(reply.status).toBe('published')
  // The mail system delivers it again: the first reply is the answer, not a second one.
  const again = await request.post(webhook, { headers: { Authorization: `Bearer ${INBOUND_SECRET}` }, data: message })
  expect(again.status(), await again.text()).toBe(201)
  expect(((await again.json()) as { id: number }).id).toBe(reply.id)

  // The writer's page, reloaded: the answer alone, once, under the post it answers, by the mentioned member.
  await page.reload()
  const underThePost = thread.locator('li').filter({ has: page.locator(`article#${postFragment}`) })
  const answered = underThePost.locator(`ol article#post-${reply.id}`)
  await expect(answered).toBeVisible()
  await expect(answered.locator('header')).toContainText(mentionedName)
  await expect(answered.locator('.discussion-body')).toHaveText(answer)
  await expect(answered).not.toContainText(/wrote:|Nordwerk Chemicals|Answer this e-mail/)
  await expect(thread.getByText(answer)).toHaveCount(1)
})
