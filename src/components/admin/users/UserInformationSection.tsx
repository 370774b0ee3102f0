import type { ReactNode } from 'react'

import { type AdminKey, type AdminT, valueLabel } from '@/i18n/admin/adminTranslator'

import { AdminDate } from './AdminDate'
import { AnalyticsSection } from './AnalyticsSection'
import type { UserAnalytics } from '../../../lib/accounts/users/userAnalytics'

/** User Information: contact, work and organization details, and the member's interests. */
export function UserInformationSection({ information, t }: { information: UserAnalytics['information']; t: AdminT }) {
  const { organization } = information
  const muted = (text: string) => <span className="user-analytics__muted">{text}</span>
  const notSpecified = muted(t('custom:users:notSpecified'))
  const rows: [AdminKey, ReactNode][] = [
    ['custom:analytics:email', information.email],
    ['custom:analytics:workingIn', information.workingIn ?? notSpecified],
    ['custom:analytics:jobRole', information.jobRole ?? notSpecified],
    ['custom:analytics:joined', <AdminDate key="joined" value={information.joined} />],
    ['custom:analytics:organization', organization?.name ?? muted(t('custom:users:noOrganization'))],
    ['custom:analytics:organizationType', organization ? valueLabel(t, organization.type) : notSpecified],
    ['custom:analytics:sector', organization?.sector ? valueLabel(t, organization.sector) : notSpecified],
  ]
  return (
    <AnalyticsSection title={t('custom:analytics:information')}>
      <dl className="user-analytics__facts">
        {rows.map(([label, value]) => (
          <div className="user-analytics__fact" key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="user-analytics__fact">
          <dt>{t('custom:analytics:interests')}</dt>
          <dd>
            {information.interests.length ? (
              <ul className="user-analytics__badges">
                {information.interests.map((interest) => (
                  <li className="users-badge" key={interest}>
                    {valueLabel(t, interest)}
                  </li>
                ))}
              </ul>
            ) : (
              muted(t('custom:analytics:noInterests'))
            )}
          </dd>
        </div>
      </dl>
    </AnalyticsSection>
  )
}
