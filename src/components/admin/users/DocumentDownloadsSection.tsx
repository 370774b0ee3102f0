import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/users/userAnalytics'

/** Document Downloads: the most recent downloads and how many there are in all. */
export function DocumentDownloadsSection({ downloads }: { downloads: UserAnalytics['downloads'] }) {
  const { recent, total } = downloads
  const note =
    showingNote(recent.length, total, 'most recent downloads') ??
    (total > 0 ? `${total} ${total === 1 ? 'download' : 'downloads'}` : undefined)
  return (
    <AnalyticsSection note={note} title="Document Downloads">
      {recent.length === 0 ? (
        <AnalyticsEmpty>No documents downloaded</AnalyticsEmpty>
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
