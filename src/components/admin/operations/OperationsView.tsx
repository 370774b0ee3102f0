import { formatInTimeZone } from 'date-fns-tz'
import type { AdminViewServerProps } from 'payload'

import { type AdminT, adminLanguage, adminTranslator, valueLabel } from '@/i18n/admin/adminTranslator'
import { adminEn } from '@/i18n/admin/en'
import type { Language } from '@/i18n/languages'
import { FAILED_EMAILS_SHOWN, operationsOverview, type QueueTask } from '@/lib/infrastructure/operations/operationsOverview'
import { EVENT_TIME_ZONE, formatNumber } from '@/lib/shared/format/dates'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import { hasSuperAdminRole } from '@access/roles'

import { AdminViewFrame } from '../AdminViewFrame'
import { RetryEmailButton } from './RetryEmailButton'
import './operations.scss'

export const OPERATIONS_PATH = '/admin/operations'
const baseClass = 'operations-view'

const when = (value: string | null) => (value ? formatInTimeZone(value, EVENT_TIME_ZONE, 'dd.MM.yyyy HH:mm') : '—')

/** "4 s", "12 min", "3 h 5 min", "2 days": how long the oldest due job has waited. */
function duration(seconds: number | null, t: AdminT): string {
  if (seconds === null) return '—'
  if (seconds < 60) return t('custom:operations:seconds', { n: seconds })
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('custom:operations:minutes', { n: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return t('custom:operations:hours', { hours, minutes: minutes % 60 })
  return t('custom:operations:days', { n: Math.floor(hours / 24) })
}

/** A task by its name in the admin's language; one without a translation by its own label. */
const taskLabel = (task: QueueTask, t: AdminT) =>
  Object.hasOwn(adminEn.tasks, task.task) ? t(`custom:tasks:${task.task as keyof typeof adminEn.tasks}`) : task.label

function TaskRow({ task, t, language }: { task: QueueTask; t: AdminT; language: Language }) {
  const late = task.lagSeconds !== null && task.lagSeconds > 300
  return (
    <tr>
      <th scope="row">
        {taskLabel(task, t)}
        <span className={`${baseClass}__muted`}>
          {' '}
          {task.queue} · {task.task}
        </span>
      </th>
      <td data-label={t('custom:operations:pending')}>{formatNumber(task.pending, language)}</td>
      <td data-label={t('custom:operations:lag')} className={late ? `${baseClass}__alert` : undefined}>
        {duration(task.lagSeconds, t)}
      </td>
      <td data-label={t('custom:operations:failures')} className={task.failures ? `${baseClass}__alert` : undefined}>
        {formatNumber(task.failures, language)}
        {task.lastError ? (
          <span className={`${baseClass}__error`}>
            {when(task.lastFailureAt)}: {task.lastError}
          </span>
        ) : null}
      </td>
      <td data-label={t('custom:operations:lastSuccess')}>{when(task.lastSuccessAt)}</td>
    </tr>
  )
}

/**
 * /admin/operations: the jobs queue (per queue and task: pending jobs, the lag of the oldest due
 * one, failures with the last error, the last successful run) and the reminder and alert e-mails
 * that failed, each with a Retry. Super admins only, checked here on the server: custom admin
 * views are public by default, and admins are sent back to the dashboard.
 */
export async function OperationsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!req.user) redirectInSite(`/auth?from=${OPERATIONS_PATH}`)
  if (!hasSuperAdminRole(req.user)) redirectInSite('/admin')

  const { tasks, emails } = await operationsOverview(req.payload)
  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  const number = (value: number) => formatNumber(value, language)

  return (
    <AdminViewFrame view={view} title={t('custom:operations:title')} block={baseClass}>
      <section className={`${baseClass}__panel`} aria-labelledby="operations-jobs">
        <h2 id="operations-jobs" className={`${baseClass}__section-title`}>
          {t('custom:operations:jobs')}
        </h2>
        <p className={`${baseClass}__text`}>{t('custom:operations:jobsText')}</p>
        <div className={`${baseClass}__scroll`}>
          <table className={`${baseClass}__table`}>
            <thead>
              <tr>
                <th scope="col">{t('custom:operations:task')}</th>
                <th scope="col">{t('custom:operations:pending')}</th>
                <th scope="col">{t('custom:operations:lag')}</th>
                <th scope="col">{t('custom:operations:failures')}</th>
                <th scope="col">{t('custom:operations:lastSuccess')}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <TaskRow key={`${task.queue}-${task.task}`} task={task} t={t} language={language} />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={`${baseClass}__panel`} aria-labelledby="operations-emails">
        <h2 id="operations-emails" className={`${baseClass}__section-title`}>
          {t('custom:operations:emails')}
        </h2>
        <p className={`${baseClass}__text`}>
          {t('custom:operations:emailsText', {
            failed: number(emails.failed),
            pending: number(emails.pending),
            stuck: number(emails.stuck),
          })}
        </p>
        {emails.list.length === 0 ? (
          <p className={`${baseClass}__empty`}>{t('custom:operations:noFailedEmails')}</p>
        ) : (
          <>
            {emails.failed > emails.list.length ? (
              <p className={`${baseClass}__muted`}>{t('custom:operations:mostRecent', { n: FAILED_EMAILS_SHOWN })}</p>
            ) : null}
            <div className={`${baseClass}__scroll`}>
              <table className={`${baseClass}__table`}>
                <thead>
                  <tr>
                    <th scope="col">{t('custom:operations:email')}</th>
                    <th scope="col">{t('custom:operations:failedAt')}</th>
                    <th scope="col">{t('custom:operations:attempts')}</th>
                    <th scope="col">{t('custom:operations:error')}</th>
                    <th scope="col">
                      <span className={`${baseClass}__visually-hidden`}>{t('custom:operations:action')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {emails.list.map((email) => (
                    <tr key={email.id}>
                      <th scope="row">
                        {valueLabel(t, email.kind)}
                        <span className={`${baseClass}__muted`}>
                          {' '}
                          {t('custom:operations:to', { recipient: email.recipient ?? t('custom:operations:deletedMember') })}
                        </span>
                      </th>
                      <td data-label={t('custom:operations:failedAt')}>{when(email.failedAt)}</td>
                      <td data-label={t('custom:operations:attempts')}>{email.attempts}</td>
                      <td data-label={t('custom:operations:error')} className={`${baseClass}__error-cell`}>
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
    </AdminViewFrame>
  )
}
