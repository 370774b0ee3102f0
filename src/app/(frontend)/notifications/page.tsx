import type { Metadata } from 'next'

import { Pagination } from '@/components/ui/pagination'
import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getTranslations } from '@/i18n/translations'
import { requireCompleteProfile } from '@/lib/accounts/auth/requireCompleteProfile'
import { getPayloadClient } from '@/lib/infrastructure/payload'
import { listNotices } from '@/lib/reach/notifications/listNotices'
import { noticeText } from '@/lib/reach/notifications/noticeView'
import { pageUnreadNoticeCount } from '@/lib/reach/notifications/pageUnreadNoticeCount'
import { formatEventTime, formatListDate } from '@/lib/shared/format/dates'

import { MarkAllReadButton, MarkReadButton } from './NoticeButtons'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations()
  return { title: t('notifications.pageTitle') }
}

/**
 * The member's inbox: their notices, newest first, 20 a page; unread ones marked, each opening
 * what it is about (and so read) through /notifications/{id}; Mark as read, Mark all as read.
 */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await requireCompleteProfile()
  const t = await getTranslations()
  const language = await requestLanguage()
  if (!user) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">{t('notifications.signIn')}</p>
      </main>
    )
  }
  const page = Math.max(1, Math.min(10_000, Math.floor(Number((await searchParams).page)) || 1))
  const payload = await getPayloadClient()
  const [notices, unread] = await Promise.all([listNotices(payload, user, { page, language }), pageUnreadNoticeCount(user.id)])
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('notifications.heading')}</h1>
          <p className="mt-2 text-gray-700">{t('notifications.intro')}</p>
          <p className="mt-1 text-sm font-medium text-gray-700" data-testid="unread-count">
            {t('notifications.unreadCount', { count: unread })}
          </p>
        </div>
        {unread > 0 ? <MarkAllReadButton label={t('notifications.markAllRead')} /> : null}
      </div>
      {notices.totalDocs === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white px-4 py-6 text-gray-700">{t('notifications.none')}</p>
      ) : (
        <ul aria-label={t('notifications.heading')} className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {notices.docs.map((notice) => {
            const text = noticeText(notice, t)
            const isUnread = !notice.readAt
            return (
              <li
                key={notice.id}
                className={`flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 sm:flex-nowrap ${isUnread ? 'bg-brand-50' : ''}`}
              >
                <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`} />
                <div className="min-w-0 flex-1">
                  <a
                    href={pathIn(language, `/notifications/${notice.id}`)}
                    className={`relative block break-words hyphens-auto text-gray-900 hover:text-brand-700 hover:underline ${isUnread ? 'font-semibold' : ''}`}
                  >
                    {isUnread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
                    {text}
                  </a>
                  <p className="mt-0.5 text-sm text-gray-600">
                    <time dateTime={notice.createdAt}>
                      {formatListDate(notice.createdAt, language)}, {formatEventTime(notice.createdAt, language)}
                    </time>
                  </p>
                </div>
                {isUnread ? (
                  // Under the text on a phone, beside it from the small breakpoint on.
                  <div className="w-full pl-2 sm:w-auto sm:pl-0">
                    <MarkReadButton id={notice.id} label={t('notifications.markRead')} context={text} />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={notices.totalPages} query={{}} />
    </main>
  )
}
