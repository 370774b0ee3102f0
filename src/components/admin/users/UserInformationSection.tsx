import { AdminDate } from './AdminDate'
import { AnalyticsSection } from './AnalyticsSection'
import { organizationTypeLabel } from './organizationLabel'
import type { UserAnalytics } from '../../../lib/users/userAnalytics'

const NOT_SPECIFIED = <span className="user-analytics__muted">Not specified</span>

/** User Information: contact, work and organization details, and the member's interests. */
export function UserInformationSection({ information }: { information: UserAnalytics['information'] }) {
  const { organization } = information
  const rows: [string, React.ReactNode][] = [
    ['Email', information.email],
    ['Working In', information.workingIn ?? NOT_SPECIFIED],
    ['Job Role', information.jobRole ?? NOT_SPECIFIED],
    ['Joined', <AdminDate key="joined" value={information.joined} />],
    ['Organization', organization?.name ?? <span className="user-analytics__muted">No organization</span>],
    ['Organization Type', organization ? organizationTypeLabel(organization.type) : NOT_SPECIFIED],
    ['Sector', organization?.sector ?? NOT_SPECIFIED],
  ]
  return (
    <AnalyticsSection title="User Information">
      <dl className="user-analytics__facts">
        {rows.map(([label, value]) => (
          <div className="user-analytics__fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="user-analytics__fact">
          <dt>Interests</dt>
          <dd>
            {information.interests.length ? (
              <ul className="user-analytics__badges">
                {information.interests.map((interest) => (
                  <li className="users-badge" key={interest}>
                    {interest}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="user-analytics__muted">No interests specified</span>
            )}
          </dd>
        </div>
      </dl>
    </AnalyticsSection>
  )
}
