import type { UserAnalytics } from '../../../lib/users/userAnalytics'
import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsSection } from './AnalyticsSection'

/** Saved Events: the event dates the member bookmarked, most recently saved first. */
export function SavedEventsSection({ savedEvents }: { savedEvents: UserAnalytics['savedEvents'] }) {
  const { items, total } = savedEvents
  const note = total > items.length ? `Showing ${items.length} most recently saved events out of ${total} total` : undefined
  return (
    <AnalyticsSection note={note} title="Saved Events">
      {items.length === 0 ? (
        <AnalyticsEmpty>No saved events</AnalyticsEmpty>
      ) : (
        <ul className="user-analytics__list">
          {items.map((item) => (
            <li className="user-analytics__item" key={item.id}>
              <span className="user-analytics__item-title">{item.title}</span>
              <span className="user-analytics__item-meta">
                {item.eventDate ? <AdminDate value={item.eventDate} /> : 'No date'} · saved <AdminDate value={item.savedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsSection>
  )
}
