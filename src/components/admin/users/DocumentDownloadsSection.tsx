import type { AdminT } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/accounts/users/userAnalytics'

/** Document Downloads: the most recent downloads and how many there are in all. */
export function DocumentDownloadsSection({ downloads, t }: { downloads: UserAnalytics['downloads']; t: AdminT }) {
  const { recent, total } = downloads
  const note =
    showingNote(recent.length, total, (counts) => t('custom:analytics:downloadsShown', counts)) ??
    (total > 0 ? t('custom:analytics:downloads', { count: total, n: total }) : undefined)
  return (
    <AnalyticsSection note={note} title={t('custom:analytics:documentDownloads')}>
      {recent.length === 0 ? (
        <AnalyticsEmpty>{t('custom:analytics:noDownloads')}</AnalyticsEmpty>
      ) : (
        <AnalyticsList
          rows={recent.map((download) => ({
            id: download.id,
            title: download.title,
            meta: (
              <>
                {download.company} · <AdminDate value={download.downloadedAt} pattern="PPp" />
              </>
            ),
          }))}
        />
      )}
    </AnalyticsSection>
  )
}
