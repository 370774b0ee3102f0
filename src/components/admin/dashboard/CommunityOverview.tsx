import type { AdminT } from '@/i18n/admin/adminTranslator'

import { baseClass } from './baseClass'

/** Spec 2's welcome text for the people who run the community. */
export function CommunityOverview({ t }: { t: AdminT }) {
  return (
    <section aria-labelledby="community-overview" className={`${baseClass}__panel`}>
      <h2 id="community-overview" className={`${baseClass}__section-title`}>
        {t('custom:dashboard:overviewTitle')}
      </h2>
      <p className={`${baseClass}__section-text`}>{t('custom:dashboard:overviewText')}</p>
    </section>
  )
}
