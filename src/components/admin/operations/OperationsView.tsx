import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { formatInTimeZone } from 'date-fns-tz'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { LABELS } from '@/lib/enums'
import { EVENT_TIME_ZONE } from '@/lib/format/dates'
import { FAILED_EMAILS_SHOWN, operationsOverview, type QueueTask } from '@/lib/operations/operationsOverview'
import { hasSuperAdminRole } from '@access/roles'

import { RetryEmailButton } from './RetryEmailButton'
import './operations.scss'

export const OPERATIONS_PATH = '/admin/operations'
const baseClass = 'operations-view'
const number = new Intl.NumberFormat('en-US')

const when = (value: string | null) => (value ? formatInTimeZone(value, EVENT_TIME_ZONE, 'dd.MM.yyyy HH:mm') : '—')

/** "4 s", "12 min", "3 h 5 min", "2 days": how long the oldest due job has waited. */
function duration(seconds: number | null): string {
  if (seconds === null) return '—'
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} days`
}

function TaskRow({ task }: { task: QueueTask }) {
  const late = task.lagSeconds !== null && task.lagSeconds > 300
  return (
    <tr>
      <th scope="row">
        {task.label}
        <span className={`${baseClass}__muted`}>
          {' '}
          {task.queue} · {task.task}
        </span>
      </th>
      <td data-label="Pending">{number.format(task.pending)}</td>
      <td data-label="Lag" className={late ? `${baseClass}__alert` : undefined}>
        {duration(task.lagSeconds)}
      </td>
      <td data-label="Failures" className={task.failures ? `${baseClass}__alert` : undefined}>
        {number.format(task.failures)}
        {task.lastError ? (
          <span className={`${baseClass}__error`}>
            {when(task.lastFailureAt)}: {task.lastError}
          </span>
        ) : null}
      </td>
      <td data-label="Last success">{when(task.lastSuccessAt)}</td>
    </tr>
  )
}

/**
 * /admin/operations: the jobs queue (per queue and task: pending jobs, the lag of the oldest due
 * one, failures with the last error, the last successful run) and the reminder and alert e-mails
 * that failed, each with a Retry. Super admins only, checked here on the server: custom admin
 * views are public by default, and admins are sent back to the dashboard.
 */
export async function OperationsView({ initPageResult, params, searchParams, user }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!req.user) redirect(`/auth?from=${OPERATIONS_PATH}`)
  if (!hasSuperAdminRole(req.user)) redirect('/admin')

  const { tasks, emails } = await operationsOverview(req.payload)

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <SetStepNav nav={[{ label: 'Operations' }]} />
      <main>
        <Gutter className={baseClass}>
          <h1 className={`${baseClass}__title`}>Operations</h1>

          <section className={`${baseClass}__panel`} aria-labelledby="operations-jobs">
            <h2 id="operations-jobs" className={`${baseClass}__section-title`}>
              Jobs queue
            </h2>
            <p className={`${baseClass}__text`}>
              Lag is how long the oldest due job has waited; finished jobs are kept a day and failed ones a week.
            </p>
            <div className={`${baseClass}__scroll`}>
              <table className={`${baseClass}__table`}>
                <thead>
                  <tr>
                    <th scope="col">Task</th>
                    <th scope="col">Pending</th>
                    <th scope="col">Lag</th>
                    <th scope="col">Failures</th>
                    <th scope="col">Last success</th>
                  </tr>
                </thead>
                <tbody>
                  {tasks.map((task) => (
                    <TaskRow key={`${task.queue}-${task.task}`} task={task} />
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className={`${baseClass}__panel`} aria-labelledby="operations-emails">
            <h2 id="operations-emails" className={`${baseClass}__section-title`}>
              E-mails that failed
            </h2>
            <p className={`${baseClass}__text`}>
              {number.format(emails.failed)} failed · {number.format(emails.pending)} waiting to be sent · {number.format(emails.stuck)}{' '}
              interrupted while sending (not retried, so nobody gets one twice). Reminders and schedule-change alerts are sent by the jobs
              queue; invitations, verification and password e-mails are sent while the person waits, who sees a failure and sends again.
            </p>
            {emails.list.length === 0 ? (
              <p className={`${baseClass}__empty`}>No failed e-mails.</p>
            ) : (
              <>
                {emails.failed > emails.list.length ? (
                  <p className={`${baseClass}__muted`}>The {FAILED_EMAILS_SHOWN} most recent are listed.</p>
                ) : null}
                <div className={`${baseClass}__scroll`}>
                  <table className={`${baseClass}__table`}>
                    <thead>
                      <tr>
                        <th scope="col">E-mail</th>
                        <th scope="col">Failed</th>
                        <th scope="col">Attempts</th>
                        <th scope="col">Error</th>
                        <th scope="col">
                          <span className={`${baseClass}__visually-hidden`}>Action</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {emails.list.map((email) => (
                        <tr key={email.id}>
                          <th scope="row">
                            {LABELS[email.kind] ?? email.kind}
                            <span className={`${baseClass}__muted`}> to {email.recipient ?? 'a deleted member'}</span>
                          </th>
                          <td data-label="Failed">{when(email.failedAt)}</td>
                          <td data-label="Attempts">{email.attempts}</td>
                          <td data-label="Error" className={`${baseClass}__error-cell`}>
                            {email.lastError ?? '—'}
                          </td>
                          <td>
                            <RetryEmailButton id={email.id} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </section>
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
