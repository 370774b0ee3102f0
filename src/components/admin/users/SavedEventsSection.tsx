import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/users/userAnalytics'

/** Saved Events: the event dates the member bookmarked, most recently saved first. */
export function SavedEventsSection({ savedEvents }: { savedEvents: UserAnalytics['savedEvents'] }) {
  const { items, total } = savedEvents
  return (
    <AnalyticsSection note={showingNote(items.length, total, 'most recently saved events')} title="Saved Events">
      {items.length === 0 ? (
        <AnalyticsEmpty>No saved events</AnalyticsEmpty>
      ) : (
        <AnalyticsList
          rows={items.map((item) => ({
            id: item.id,
            title: item.title,
            meta: (
              <>
                {item.eventDate ? <AdminDate value={item.eventDate} /> : 'No date'} · saved <AdminDate value={item.savedAt} />
              </>
            ),
          }))}
        />
      )}
    </AnalyticsSection>
  )
}
