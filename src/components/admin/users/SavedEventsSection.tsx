import type { AdminT } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { AnalyticsEmpty, AnalyticsList, AnalyticsSection, showingNote } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/accounts/users/userAnalytics'

/** Saved Events: the event dates the member bookmarked, most recently saved first. */
export function SavedEventsSection({ savedEvents, t }: { savedEvents: UserAnalytics['savedEvents']; t: AdminT }) {
  const { items, total } = savedEvents
  return (
    <AnalyticsSection
      note={showingNote(items.length, total, (counts) => t('custom:analytics:savedEventsShown', counts))}
      title={t('custom:analytics:savedEvents')}
    >
      {items.length === 0 ? (
        <AnalyticsEmpty>{t('custom:analytics:noSavedEvents')}</AnalyticsEmpty>
      ) : (
        <AnalyticsList
          rows={items.map((item) => ({
            id: item.id,
            title: item.title,
            meta: (
              <>
                {item.eventDate ? <AdminDate value={item.eventDate} /> : t('custom:analytics:noDate')} · {t('custom:analytics:saved')}{' '}
                <AdminDate value={item.savedAt} />
              </>
            ),
          }))}
        />
      )}
    </AnalyticsSection>
  )
}
