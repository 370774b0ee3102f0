import type { UserAnalytics } from '../../../lib/users/userAnalytics'
import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsSection } from './AnalyticsSection'

/** Document Downloads: the most recent downloads and how many there are in all. */
export function DocumentDownloadsSection({ downloads }: { downloads: UserAnalytics['downloads'] }) {
  const { recent, total } = downloads
  const note =
    total > recent.length
      ? `Showing ${recent.length} most recent downloads out of ${total} total`
      : total > 0
        ? `${total} ${total === 1 ? 'download' : 'downloads'}`
        : undefined
  return (
    <AnalyticsSection note={note} title="Document Downloads">
      {recent.length === 0 ? (
        <AnalyticsEmpty>No documents downloaded</AnalyticsEmpty>
      ) : (
        <ul className="user-analytics__list">
          {recent.map((download) => (
            <li className="user-analytics__item" key={download.id}>
              <span className="user-analytics__item-title">{download.title}</span>
              <span className="user-analytics__item-meta">
                {download.company} · <AdminDate value={download.downloadedAt} pattern="PPp" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsSection>
  )
}
