import type { AdminViewServerProps } from 'payload'

import { type AdminT, adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import { formatAdminNumericDate } from '@/lib/admin/adminFormat'
import { moderationQueue, type QueueEntry } from '@/lib/discussions/moderation/moderationQueue'
import { formatNumber } from '@/lib/shared/format/dates'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { AdminViewFrame } from '../AdminViewFrame'
import { ModerationButtons } from './ModerationButtons'
import './moderation.scss'

export const MODERATION_PATH = '/admin/moderation'
const baseClass = 'moderation-queue'

/** The page asked for in the address (?page=2); anything else is the first. */
const pageOf = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

function Entry({ entry, adminRoute, t, language }: { entry: QueueEntry; adminRoute: string; t: AdminT; language: Language }) {
  const { post, reports } = entry
  const status = post.status ?? 'published'
  const author = post.author ? `${post.author.name || post.author.email} (${post.author.email})` : t('custom:moderation:formerMember')
  return (
    <li className={`${baseClass}__entry`} aria-labelledby={`moderation-post-${post.id}`}>
      <ul className={`${baseClass}__badges`}>
        <li className={`${baseClass}__badge`}>{t(`custom:moderation:statuses:${status}`)}</li>
        {status === 'waiting' ? <li className={`${baseClass}__badge`}>{t('custom:moderation:waiting')}</li> : null}
        {reports.count > 0 ? (
          <li className={`${baseClass}__badge ${baseClass}__badge--alert`}>{t('custom:moderation:reported', { count: reports.count })}</li>
        ) : null}
      </ul>
      <h2 id={`moderation-post-${post.id}`} className={`${baseClass}__meta`}>
        <a href={`${adminRoute}/collections/discussion-posts/${post.id}`} aria-label={t('custom:moderation:openInAdmin', { id: post.id })}>
          #{post.id}
        </a>{' '}
        {t('custom:moderation:by', { name: author })}
      </h2>
      <p className={`${baseClass}__meta ${baseClass}__muted`}>
        {t('custom:moderation:under', { title: post.subject?.title || t('custom:moderation:itemGone') })}
        {post.replyTo ? ` · ${t('custom:moderation:reply', { id: post.replyTo })}` : null} ·{' '}
        {t('custom:moderation:since', { date: formatAdminNumericDate(entry.since, language) })}
      </p>
      <p className={`${baseClass}__body`}>{post.body?.trim() || t('custom:moderation:noText')}</p>
      {reports.reasons.length > 0 ? (
        <div>
          <p className={`${baseClass}__meta`}>{t('custom:moderation:reasons')}</p>
          <ul className={`${baseClass}__reasons`}>
            {reports.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
            {reports.count > reports.reasons.length ? (
              <li className={`${baseClass}__muted`}>
                {t('custom:moderation:moreReasons', { n: formatNumber(reports.count - reports.reasons.length, language) })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <ModerationButtons postId={post.id} status={status} hasAuthor={Boolean(post.author)} />
    </li>
  )
}

/**
 * /admin/moderation (issue 50, item 4): posts waiting for approval and reported posts, the
 * longest waiting first, a page at a time, each with Hide, Restore, Approve, Delete and Warn
 * (POST /api/discussion-reports/queue/:id). Admins only, checked here on the server: custom admin
 * views are public by default.
 */
export async function ModerationQueueView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!hasAdminRole(req.user)) redirectInSite(`/auth?from=${MODERATION_PATH}`)

  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  const adminRoute = req.payload.config.routes.admin
  const queue = await moderationQueue({ payload: req.payload, user: req.user as User }, { page: pageOf(view.searchParams?.page) })

  return (
    <AdminViewFrame view={view} title={t('custom:moderation:title')} block={baseClass}>
      <p className={`${baseClass}__text`}>{t('custom:moderation:intro')}</p>
      {queue.total === 0 ? (
        <p className={`${baseClass}__muted`}>{t('custom:moderation:empty')}</p>
      ) : (
        <>
          <p className={`${baseClass}__text`}>{t('custom:moderation:total', { count: queue.total })}</p>
          <ol className={`${baseClass}__list`}>
            {queue.entries.map((entry) => (
              <Entry key={entry.post.id} entry={entry} adminRoute={adminRoute} t={t} language={language} />
            ))}
          </ol>
          {queue.totalPages > 1 ? (
            <nav className={`${baseClass}__pages`} aria-label={t('custom:moderation:page', { page: queue.page, pages: queue.totalPages })}>
              {queue.page > 1 ? <a href={`${MODERATION_PATH}?page=${queue.page - 1}`}>{t('custom:moderation:previous')}</a> : null}
              <span>{t('custom:moderation:page', { page: queue.page, pages: queue.totalPages })}</span>
              {queue.page < queue.totalPages ? (
                <a href={`${MODERATION_PATH}?page=${queue.page + 1}`}>{t('custom:moderation:next')}</a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </AdminViewFrame>
  )
}
