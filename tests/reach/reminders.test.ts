/**
 * Reminders and schedule-change alerts, sent by Payload's jobs queue to the run's real SMTP
 * server: a saved event's reminder arrives once across two runners and a restart, session
 * reminders follow the opt-in, the unsubscribe link works without signing in, and several
 * quick edits make one alert that says old → new.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { POST as oneClickUnsubscribe } from '../../src/app/(frontend)/unsubscribe/one-click/route'
import { NOTIFICATIONS_QUEUE } from '../../src/lib/infrastructure/jobs/memberNotificationTasks'
import { queueDueReminders } from '../../src/lib/reach/memberEmails/queueDueReminders'
import type { User } from '../../src/payload-types'
import { createUser, uniqueTag } from '../support/actors'
import { createAgendaItem, createDoc } from '../support/create'
import { runNotificationJob, startRunner } from '../support/jobs'
import { mailTo, waitForMail } from '../support/mail'
import { usePayload } from '../support/payload'

const getPayload = usePayload()
let payload: Payload
let admin: User
beforeAll(async () => {
  payload = getPayload()
  admin = await createUser(payload, { email: `reminder-admin-${uniqueTag()}@example.com`, role: 'admin' })
})

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
/** Long enough for a second e-mail to have arrived if one were (wrongly) sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800))

const member = (name: string, data: Partial<User> = {}) =>
  createUser(payload, { email: `${name}-${uniqueTag()}@example.com`, firstName: name }).then((user) =>
    Object.keys(data).length ? payload.update({ collection: 'users', id: user.id, data, overrideAccess: true }) : user,
  )

const notificationStatuses = async (userId: number) =>
  (await payload.find({ collection: 'email-outbox', where: { user: { equals: userId } }, overrideAccess: true, depth: 0 })).docs.map(
    (doc) => doc.status,
  )

describe('event reminders', () => {
  test('a saved event is reminded exactly once across two job runners and a restart', async () => {
    const ada = await member('Ada')
    const event = await createDoc(payload, 'events', {
      title: `Plant security day ${uniqueTag()}`,
      date: inMinutes(180),
      location: 'Hall 3',
    })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: ada })

    // Two runners at the same time, as two app instances whose crons fire together.
    const other = await startRunner('b')
    await Promise.all([runNotificationJob(payload), runNotificationJob(other.payload)])
    const [reminder] = await waitForMail(ada.email, 1)
    expect(reminder!.subject).toContain(`Reminder: ${event.title}`)
    expect(reminder!.text).toContain('Where: Hall 3')
    expect(reminder!.text).toContain(`/events/${event.id}/calendar.ics`)
    expect(reminder!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/one-click\?token=/m)
    expect(reminder!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

    // The second runner dies in the middle of a scheduled run: its job stays "processing".
    const interrupted = await other.payload.jobs.queue({
      task: 'deliverMemberNotifications',
      input: {},
      queue: NOTIFICATIONS_QUEUE,
      meta: { scheduled: true },
    })
    await payload.db.drizzle.execute(
      sql`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '1 hour' WHERE id = ${interrupted.id}`,
    )
    await other.stop()
    // After a restart the schedule goes on (the interrupted job no longer blocks it), and
    // running again sends nothing twice.
    const restarted = await startRunner('c')
    const scheduled = await restarted.payload.jobs.handleSchedules({ queue: NOTIFICATIONS_QUEUE })
    expect(scheduled.queued.map((queued) => queued.taskConfig?.slug)).toContain('deliverMemberNotifications')
    await runNotificationJob(restarted.payload)
    await runNotificationJob(payload)
    await restarted.stop()
    await settle()
    expect(mailTo(ada.email)).toHaveLength(1)
    expect(await notificationStatuses(ada.id)).toEqual(['sent'])
  })

  test('a claimed reminder whose sending was interrupted is not sent again (we err on the side of not repeating)', async () => {
    const bo = await member('Bo')
    const event = await createDoc(payload, 'events', { title: `Interrupted ${uniqueTag()}`, date: inMinutes(300) })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: bo })
    await queueDueReminders(payload)
    // As if a runner claimed it and its process died before the SMTP server answered.
    await payload.db.drizzle.execute(sql`UPDATE email_outbox SET status = 'sending' WHERE user_id = ${bo.id}`)
    await runNotificationJob(payload)
    await settle()
    expect(mailTo(bo.email)).toHaveLength(0)
    expect(await notificationStatuses(bo.id)).toEqual(['sending'])
  })

  test('an event moved after its reminder gets a reminder for the new start; an unsaved one gets none', async () => {
    const cy = await member('Cy')
    const dee = await member('Dee')
    const event = await createDoc(payload, 'events', { title: `Moving ${uniqueTag()}`, date: inMinutes(120) })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: cy })
    const saved = await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: dee })
    await payload.delete({ collection: 'saved-event-dates', id: saved.id, overrideAccess: true })
    await runNotificationJob(payload)
    await waitForMail(cy.email, 1)
    await payload.update({ collection: 'events', id: event.id, data: { date: inMinutes(600) }, user: admin, overrideAccess: false })
    await runNotificationJob(payload)
    const mails = await waitForMail(cy.email, 2)
    expect(mails).toHaveLength(2)
    expect(mailTo(dee.email).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0)
  })
})

describe('session reminders and unsubscribing', () => {
  test('marked sessions are reminded 30 minutes ahead only for members who opted in, never when cancelled', async () => {
    const optedIn = await member('Eve', { agendaItemReminders: true })
    const notOptedIn = await member('Finn')
    const event = await createDoc(payload, 'events', { title: `Sessions ${uniqueTag()}`, date: inMinutes(60 * 48) })
    const soon = await createAgendaItem(payload, event, {
      title: 'OPC UA in practice',
      startTime: inMinutes(20),
      endTime: inMinutes(65),
      room: 'B2',
      speakerName: 'Dr. Kim',
    })
    const cancelled = await createAgendaItem(payload, event, {
      title: 'Cancelled talk',
      startTime: inMinutes(25),
      endTime: inMinutes(55),
      status: 'cancelled',
    })
    for (const user of [optedIn, notOptedIn]) {
      await createDoc(payload, 'agenda-interests', { agendaItem: soon.id }, { user })
      await createDoc(payload, 'agenda-interests', { agendaItem: cancelled.id }, { user })
    }
    await runNotificationJob(payload)
    const [reminder] = await waitForMail(optedIn.email, 1)
    expect(reminder!.subject).toContain('Starting soon: OPC UA in practice')
    expect(reminder!.text).toContain('Room: B2')
    await settle()
    expect(mailTo(optedIn.email)).toHaveLength(1)
    expect(mailTo(notOptedIn.email)).toHaveLength(0)
  })

  test('the unsubscribe link turns reminders off without signing in; a forged one is refused', async () => {
    const gil = await member('Gil', { agendaItemReminders: true })
    const first = await createDoc(payload, 'events', { title: `Before unsubscribing ${uniqueTag()}`, date: inMinutes(90) })
    await createDoc(payload, 'saved-event-dates', { event: first.id }, { user: gil })
    await runNotificationJob(payload)
    const [reminder] = await waitForMail(gil.email, 1)
    const link = reminder!.text.match(/Turn off reminder e-mails: (http\S+)/)?.[1]
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/)
    const token = new URL(link!).searchParams.get('token')!

    const forged = token.replace(/^\d+/, String(admin.id))
    const refused = await oneClickUnsubscribe(
      new Request(`http://localhost:3000/unsubscribe/one-click?token=${encodeURIComponent(forged)}`, { method: 'POST' }),
    )
    expect(refused.status).toBe(400)
    const accepted = await oneClickUnsubscribe(
      new Request(`http://localhost:3000/unsubscribe/one-click?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(accepted.status).toBe(200)
    const after = await payload.findByID({ collection: 'users', id: gil.id, overrideAccess: true })
    expect(after.eventReminders).toBe(false)
    expect(after.agendaItemReminders).toBe(false)
    expect((await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).eventReminders).toBe(true)

    const second = await createDoc(payload, 'events', { title: `After unsubscribing ${uniqueTag()}`, date: inMinutes(100) })
    await createDoc(payload, 'saved-event-dates', { event: second.id }, { user: gil })
    await runNotificationJob(payload)
    await settle()
    expect(mailTo(gil.email)).toHaveLength(1)
  })
})

describe('schedule-change alerts', () => {
  /** The 15 minutes of an event's open alert windows pass. */
  const windowEnds = (eventId: number) =>
    payload.db.drizzle.execute(
      sql`UPDATE schedule_changes SET due_at = now() - interval '1 second' WHERE event_id = ${eventId} AND processed_at IS NULL`,
    )

  test('three quick edits of a session make one e-mail with old → new, once, to the members who marked it, and a notice in their inbox', async () => {
    const marker = await member('Hana')
    const bystander = await member('Ivo')
    const quiet = await member('Uma', { scheduleChangeAlerts: false })
    const event = await createDoc(payload, 'events', {
      title: `Summit ${uniqueTag()}`,
      date: '2031-06-10T07:00:00.000Z',
      endDate: '2031-06-10T15:00:00.000Z',
    })
    const item = await createAgendaItem(payload, event, {
      title: 'Zero trust for PLCs',
      startTime: '2031-06-10T08:00:00.000Z',
      endTime: '2031-06-10T09:00:00.000Z',
      room: 'A1',
    })
    await createDoc(payload, 'agenda-interests', { agendaItem: item.id }, { user: marker })
    await createDoc(payload, 'agenda-interests', { agendaItem: item.id }, { user: quiet })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: bystander })

    const edit = (data: Record<string, unknown>) =>
      payload.update({ collection: 'agenda-items', id: item.id, data, user: admin, overrideAccess: false })
    await edit({ startTime: '2031-06-10T09:00:00.000Z', endTime: '2031-06-10T10:00:00.000Z' })
    await edit({ room: 'B7' })
    await edit({ startTime: '2031-06-10T09:30:00.000Z', endTime: '2031-06-10T10:30:00.000Z' })

    await runNotificationJob(payload)
    await settle()
    expect(mailTo(marker.email)).toHaveLength(0) // still within the 15 minutes

    await windowEnds(event.id)
    await runNotificationJob(payload)
    const [alert] = await waitForMail(marker.email, 1)
    expect(alert!.subject).toBe(`Schedule change: ${event.title}`)
    expect(alert!.text).toContain('Zero trust for PLCs: Time: 10.06.2031, 10:00 – 11:00 → 10.06.2031, 11:30 – 12:30; Room: A1 → B7')
    expect(alert!.text).toMatch(/Turn off schedule-change e-mails: http:\/\/localhost:3000\/unsubscribe\?token=/)

    await runNotificationJob(payload)
    await settle()
    expect(mailTo(marker.email)).toHaveLength(1)
    // Saving the event does not subscribe to its sessions' changes, only to its dates.
    expect(mailTo(bystander.email)).toHaveLength(0)
    expect(mailTo(quiet.email)).toHaveLength(0)

    // The inbox is told whatever the e-mail setting, once per member.
    const notices = await payload.find({
      collection: 'notifications',
      where: { and: [{ kind: { equals: 'schedule-changed' } }, { event: { equals: event.id } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(notices.docs.map((notice) => notice.recipient).sort()).toEqual([marker.id, quiet.id].sort())
  })

  test("a cancelled session and the event's new dates make one e-mail per member; an undone edit makes none", async () => {
    const both = await member('Jo')
    const event = await createDoc(payload, 'events', {
      title: `Forum ${uniqueTag()}`,
      date: '2031-09-01T07:00:00.000Z',
      endDate: '2031-09-01T15:00:00.000Z',
    })
    const cancelledItem = await createAgendaItem(payload, event, {
      title: 'Cancelled panel',
      startTime: '2031-09-01T08:00:00.000Z',
      endTime: '2031-09-01T09:00:00.000Z',
    })
    const undoneItem = await createAgendaItem(payload, event, {
      title: 'Undone change',
      startTime: '2031-09-01T10:00:00.000Z',
      endTime: '2031-09-01T11:00:00.000Z',
      room: 'C3',
    })
    await createDoc(payload, 'agenda-interests', { agendaItem: cancelledItem.id }, { user: both })
    await createDoc(payload, 'agenda-interests', { agendaItem: undoneItem.id }, { user: both })
    await createDoc(payload, 'saved-event-dates', { event: event.id }, { user: both })

    await payload.update({
      collection: 'agenda-items',
      id: cancelledItem.id,
      data: { status: 'cancelled' },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { date: '2031-09-02T07:00:00.000Z', endDate: '2031-09-02T15:00:00.000Z' },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({ collection: 'agenda-items', id: undoneItem.id, data: { room: 'D4' }, user: admin, overrideAccess: false })
    await payload.update({ collection: 'agenda-items', id: undoneItem.id, data: { room: 'C3' }, user: admin, overrideAccess: false })

    await windowEnds(event.id)
    await runNotificationJob(payload)
    const [alert] = await waitForMail(both.email, 1)
    expect(alert!.text).toContain('Cancelled panel: Cancelled')
    expect(alert!.text).toContain(`${event.title}: Dates: 01.09.2031, 09:00 – 17:00 → 02.09.2031, 09:00 – 17:00`)
    expect(alert!.text).not.toContain('Undone change')
    await settle()
    expect(mailTo(both.email)).toHaveLength(1)
  })
})

describe("in the member's language", () => {
  const windowEnds = (eventId: number) =>
    payload.db.drizzle.execute(
      sql`UPDATE schedule_changes SET due_at = now() - interval '1 second' WHERE event_id = ${eventId} AND processed_at IS NULL`,
    )

  test('a German member gets both reminders in German, in the language set when the e-mail is written, with links to the German pages', async () => {
    const greta = await member('Greta', { agendaItemReminders: true })
    const english = await member('Kai')
    const event = await createDoc(payload, 'events', { title: `Anlagentag ${uniqueTag()}`, date: inMinutes(180), isOnline: true })
    const session = await createAgendaItem(payload, event, {
      title: 'Sicherheit im Feld',
      startTime: inMinutes(20),
      endTime: inMinutes(65),
      room: 'B2',
      speakerName: 'Dr. Kim',
    })
    for (const user of [greta, english]) await createDoc(payload, 'saved-event-dates', { event: event.id }, { user })
    await createDoc(payload, 'agenda-interests', { agendaItem: session.id }, { user: greta })
    // Queued while Greta's language is still English; she switches before the e-mails are sent.
    await queueDueReminders(payload)
    await payload.update({ collection: 'users', id: greta.id, data: { language: 'de' }, overrideAccess: true })
    await runNotificationJob(payload)

    const mails = await waitForMail(greta.email, 2)
    const reminder = mails.find((mail) => mail.subject.startsWith('Erinnerung:'))
    expect(reminder!.subject).toMatch(
      new RegExp(`^Erinnerung: ${event.title} beginnt am \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d \\(Berliner Zeit\\)$`),
    )
    expect(reminder!.text).toContain('<html lang="de">')
    expect(reminder!.text).toContain('Hallo Greta, Sie haben sich den Termin dieser Veranstaltung gemerkt – hier ist Ihre Erinnerung.')
    expect(reminder!.text).toContain('Wo: Virtuelle Veranstaltung')
    expect(reminder!.text).toContain(`In Ihren Kalender eintragen: http://localhost:3000/de/events/${event.id}/calendar.ics`)
    expect(reminder!.text).toContain(`Veranstaltung ansehen: http://localhost:3000/de/events/${event.id}`)
    expect(reminder!.text).toMatch(/Erinnerungs-E-Mails abbestellen: http:\/\/localhost:3000\/de\/unsubscribe\?token=/)
    expect(reminder!.text).not.toContain('Reminder')

    const sessionReminder = mails.find((mail) => mail.subject.startsWith('Beginnt bald:'))
    expect(sessionReminder!.subject).toMatch(/^Beginnt bald: Sicherheit im Feld am .+ \(Berliner Zeit\)$/)
    expect(sessionReminder!.text).toContain(`Hallo Greta, diese Session von ${event.title} steht in Ihrer Agenda.`)
    expect(sessionReminder!.text).toContain('Raum: B2')
    expect(sessionReminder!.text).toContain('Vortragende: Dr. Kim')
    expect(sessionReminder!.text).toContain(`Agenda öffnen: http://localhost:3000/de/events/${event.id}`)

    // A member without a language setting gets the English e-mail, word for word as before.
    const [englishReminder] = await waitForMail(english.email, 1)
    expect(englishReminder!.subject).toMatch(new RegExp(`^Reminder: ${event.title} starts .+ \\(Berlin time\\)$`))
    expect(englishReminder!.text).toContain('<html lang="en">')
    expect(englishReminder!.text).toContain("Hello Kai, you saved this event's date, so here is your reminder.")
    expect(englishReminder!.text).toContain('Where: Virtual Event')
    expect(englishReminder!.text).toContain(`Add it to your calendar: http://localhost:3000/events/${event.id}/calendar.ics`)
    expect(englishReminder!.text).toContain(`Or open this link: http://localhost:3000/events/${event.id}`)
  })

  test("a German member's schedule-change alert says old → new in German, with the German titles; the English one in English", async () => {
    const greta = await member('Greta', { language: 'de' })
    const english = await member('Lou')
    const tag = uniqueTag()
    const event = await createDoc(payload, 'events', {
      title: `Summit ${tag}`,
      date: '2031-06-10T07:00:00.000Z',
      endDate: '2031-06-10T15:00:00.000Z',
    })
    const moved = await createAgendaItem(payload, event, {
      title: 'Zero Trust for PLCs',
      startTime: '2031-06-10T08:00:00.000Z',
      endTime: '2031-06-10T09:00:00.000Z',
      room: 'A1',
    })
    // German versions of the event and one session; the cancelled session has none (English in both).
    await payload.update({ collection: 'events', id: event.id, locale: 'de', data: { title: `Gipfel ${tag}` }, overrideAccess: true })
    await payload.update({
      collection: 'agenda-items',
      id: moved.id,
      locale: 'de',
      data: { title: 'Zero Trust für SPS' },
      overrideAccess: true,
    })
    const cancelled = await createAgendaItem(payload, event, {
      title: 'Podium',
      startTime: '2031-06-10T10:00:00.000Z',
      endTime: '2031-06-10T11:00:00.000Z',
      room: 'C3',
    })
    for (const user of [greta, english]) {
      await createDoc(payload, 'agenda-interests', { agendaItem: moved.id }, { user })
      await createDoc(payload, 'agenda-interests', { agendaItem: cancelled.id }, { user })
      await createDoc(payload, 'saved-event-dates', { event: event.id }, { user })
    }
    const edit = (collection: 'agenda-items' | 'events', id: number, data: Record<string, unknown>) =>
      payload.update({ collection, id, data, user: admin, overrideAccess: false })
    await edit('agenda-items', moved.id, { startTime: '2031-06-10T09:30:00.000Z', endTime: '2031-06-10T10:30:00.000Z', room: null })
    await edit('agenda-items', cancelled.id, { status: 'cancelled' })
    await edit('events', event.id, { date: '2031-06-11T07:00:00.000Z', endDate: '2031-06-11T15:00:00.000Z' })
    await windowEnds(event.id)
    await runNotificationJob(payload)

    const [alert] = await waitForMail(greta.email, 1)
    expect(alert!.subject).toBe(`Programmänderung: Gipfel ${tag}`)
    expect(alert!.text).toContain('Hallo Greta, im Programm hat sich etwas geändert, das Sie sich gemerkt oder markiert haben:')
    expect(alert!.text).toContain('Zero Trust für SPS: Zeit: 10.06.2031, 10:00 – 11:00 → 10.06.2031, 11:30 – 12:30; Raum: A1 → keiner')
    expect(alert!.text).toContain('Podium: Abgesagt')
    expect(alert!.text).toContain(`Gipfel ${tag}: Termin: 10.06.2031, 09:00 – 17:00 → 11.06.2031, 09:00 – 17:00`)
    expect(alert!.text).not.toContain('Zero Trust for PLCs')
    expect(alert!.text).toContain('Alle Zeiten in Berliner Zeit.')
    expect(alert!.text).toMatch(/E-Mails zu Programmänderungen abbestellen: http:\/\/localhost:3000\/de\/unsubscribe\?token=/)

    const [englishAlert] = await waitForMail(english.email, 1)
    expect(englishAlert!.subject).toBe(`Schedule change: Summit ${tag}`)
    expect(englishAlert!.text).toContain('Hello Lou, the schedule changed for something you saved or marked:')
    expect(englishAlert!.text).toContain(
      'Zero Trust for PLCs: Time: 10.06.2031, 10:00 – 11:00 → 10.06.2031, 11:30 – 12:30; Room: A1 → none',
    )
    expect(englishAlert!.text).toContain('Podium: Cancelled')
    expect(englishAlert!.text).toContain(`Summit ${tag}: Dates: 10.06.2031, 09:00 – 17:00 → 11.06.2031, 09:00 – 17:00`)
  })

  test('an alert queued before changes were stored without words still goes out, with its English lines', async () => {
    const ida = await member('Ida', { language: 'de' })
    const event = await createDoc(payload, 'events', { title: `Altbestand ${uniqueTag()}`, date: '2031-06-10T07:00:00.000Z' })
    const changes = [{ subject: `event:${event.id}`, title: event.title, lines: ['Dates: 10.06.2031, 09:00 → 11.06.2031, 09:00'] }]
    await payload.db.drizzle.execute(sql`
      INSERT INTO email_outbox (kind, user_id, event_id, changes, delivery_key, status, attempts)
      VALUES ('schedule-change', ${ida.id}, ${event.id}, ${JSON.stringify(changes)}::jsonb, ${`legacy:${event.id}`}, 'pending', 0)`)
    await runNotificationJob(payload)
    const [alert] = await waitForMail(ida.email, 1)
    expect(alert!.subject).toBe(`Programmänderung: ${event.title}`)
    expect(alert!.text).toContain(`${event.title}: Dates: 10.06.2031, 09:00 → 11.06.2031, 09:00`)
  })
})
