import { formatInTimeZone } from 'date-fns-tz'

import { ACTIVITY_KINDS, ENGAGEMENT_POINTS, TOP_ENGAGED_LIMIT, type ActivityKind } from '@/lib/engagement/engagementPoints'
import type { ActivityItem, EngagedMember } from '@/lib/engagement/topEngagedMembers'
import { EVENT_TIME_ZONE } from '@/lib/format/dates'

import { baseClass } from './baseClass'

const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  downloads: 'Document downloads',
  surveys: 'Surveys answered',
  savedEvents: 'Saved events',
  applications: 'Project applications',
  invitations: 'Invitations sent',
}

const number = new Intl.NumberFormat('en-US')

/** Spec 2's fallback for a member without a name. */
const memberName = (member: EngagedMember) =>
  [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || 'No Name'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function Item({ item }: { item: ActivityItem }) {
  return (
    <li>
      {item.label}
      {item.status ? ` (${capitalize(item.status)})` : null}{' '}
      <time className={`${baseClass}__item-meta`} dateTime={item.at}>
        {formatInTimeZone(item.at, EVENT_TIME_ZONE, 'MMM d, yyyy')}
      </time>
    </li>
  )
}

function Member({ member, rank, adminRoute }: { member: EngagedMember; rank: number; adminRoute: string }) {
  const name = memberName(member)
  const kinds = ACTIVITY_KINDS.filter((kind) => member.activities[kind].count > 0)
  return (
    <li className={`${baseClass}__member`}>
      <div className={`${baseClass}__identity`}>
        <span className={`${baseClass}__rank`} aria-hidden="true">
          {rank}.
        </span>
        <h3 className={`${baseClass}__member-name`}>
          <a href={`${adminRoute}/collections/users/${member.id}`}>{name}</a>
        </h3>
        <p className={`${baseClass}__member-meta`}>
          {member.email}
          <br />
          {member.organization ?? 'No organization'}
        </p>
        <p className={`${baseClass}__points`}>{number.format(member.points)} points</p>
      </div>
      <dl className={`${baseClass}__activities`} aria-label={`Activity of ${name}`}>
        {kinds.map((kind) => {
          const { count, recent } = member.activities[kind]
          return (
            <div key={kind} className={`${baseClass}__activity`}>
              <dt className={`${baseClass}__activity-label`}>
                {ACTIVITY_LABELS[kind]} ({number.format(count)})
              </dt>
              <dd className={`${baseClass}__activity-items-wrap`}>
                <ul className={`${baseClass}__activity-items`}>
                  {recent.map((item, index) => (
                    <Item key={index} item={item} />
                  ))}
                  {count > recent.length ? <li className={`${baseClass}__more`}>+{number.format(count - recent.length)} more</li> : null}
                </ul>
              </dd>
            </div>
          )
        })}
      </dl>
    </li>
  )
}

/** Spec 2 and 9's 'Top 100 Engaged Users', with the point rule spelled out for admins. */
export function TopEngagedMembers({ members, adminRoute }: { members: EngagedMember[]; adminRoute: string }) {
  const P = ENGAGEMENT_POINTS
  return (
    <section aria-labelledby="top-engaged-users">
      <div className={`${baseClass}__ranking-header`}>
        <h2 id="top-engaged-users" className={`${baseClass}__title`}>
          Top {TOP_ENGAGED_LIMIT} Engaged Users
        </h2>
        <p className={`${baseClass}__points-rule`}>
          Points: {P.downloads} per document download, {P.surveys} per survey answered, {P.savedEvents} per saved event, {P.applications}{' '}
          per project application, {P.invitations} per invitation sent.
        </p>
      </div>
      {members.length === 0 ? (
        <p className={`${baseClass}__empty`}>No member has earned engagement points yet.</p>
      ) : (
        <ol className={`${baseClass}__members`}>
          {members.map((member, index) => (
            <Member key={member.id} member={member} rank={index + 1} adminRoute={adminRoute} />
          ))}
        </ol>
      )}
    </section>
  )
}
