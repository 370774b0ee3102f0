/**
 * The queues' crons (src/lib/infrastructure/jobs/jobCrons.ts): a queue that runs every few
 * seconds checks its schedules once a minute, unless one of them is due more often.
 */
import { expect, test } from 'vitest'

import { autoRunOf, JOB_QUEUES, schedulesWithinAMinute } from '../../src/lib/infrastructure/jobs/jobCrons'

const EVERY_TWO_SECONDS = '*/2 * * * * *'

test('a queue on a cron of seconds runs at it without the schedule check, and with it once a minute', () => {
  expect(autoRunOf({ cron: EVERY_TWO_SECONDS, queue: 'default', limit: 20 }, false)).toEqual([
    { cron: EVERY_TWO_SECONDS, queue: 'default', limit: 20, silent: { info: true }, disableScheduling: true },
    { cron: '* * * * *', queue: 'default', limit: 20, silent: { info: true } },
  ])
})

test('a queue with a schedule of seconds, or on a cron of minutes or longer, checks its schedules at every run', () => {
  expect(autoRunOf({ cron: EVERY_TWO_SECONDS, queue: 'notifications', limit: 10 }, true)).toEqual([
    { cron: EVERY_TWO_SECONDS, queue: 'notifications', limit: 10, silent: { info: true } },
  ])
  for (const cron of ['* * * * *', '*/5 * * * *', ' 0 3 * * * ']) {
    expect(autoRunOf({ cron, queue: 'notifications', limit: 10 }, false)).toEqual([
      { cron, queue: 'notifications', limit: 10, silent: { info: true } },
    ])
  }
})

test("a queue's schedules are due within a minute when one of them has seconds", () => {
  const tasks = [
    { schedule: [{ cron: '* * * * *', queue: 'default' }] },
    { schedule: [{ cron: EVERY_TWO_SECONDS, queue: 'notifications' }] },
    {},
  ]
  expect(schedulesWithinAMinute(tasks, 'default')).toBe(false)
  expect(schedulesWithinAMinute(tasks, 'notifications')).toBe(true)
  expect(schedulesWithinAMinute(tasks, 'other')).toBe(false)
})

test('every queue has its cron', () => {
  expect(JOB_QUEUES.map(({ queue }) => queue).sort()).toEqual(['default', 'notifications'])
})
