import type { AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import type { DiscussionFigures } from '@/lib/engagement/discussionFigures'
import { formatNumber } from '@/lib/shared/format/dates'

import { AnalyticsSection } from './AnalyticsSection'

/** Discussions (issue 50, item 5): the member's published posts and the helpful reactions others gave them, beside the points. */
export function DiscussionsSection({ figures, t, language }: { figures: DiscussionFigures; t: AdminT; language: Language }) {
  return (
    <AnalyticsSection title={t('custom:analytics:discussions')}>
      <dl className="user-analytics__facts">
        <div className="user-analytics__fact">
          <dt>{t('custom:analytics:discussionPosts')}</dt>
          <dd>{formatNumber(figures.posts, language)}</dd>
        </div>
        <div className="user-analytics__fact">
          <dt>{t('custom:analytics:helpfulReceived')}</dt>
          <dd>{formatNumber(figures.helpful, language)}</dd>
        </div>
      </dl>
    </AnalyticsSection>
  )
}
