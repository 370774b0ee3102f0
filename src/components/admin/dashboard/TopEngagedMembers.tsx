import { type AdminKey, type AdminT, valueLabel } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import { formatAdminMonthDate } from '@/lib/admin/adminFormat'
import { ACTIVITY_KINDS, ENGAGEMENT_POINTS, TOP_ENGAGED_LIMIT, type ActivityKind } from '@/lib/engagement/engagementPoints'
import type { ActivityItem, EngagedMember } from '@/lib/engagement/topEngagedMembers'
import { formatNumber } from '@/lib/shared/format/dates'

import { baseClass } from './baseClass'

const ACTIVITY_LABELS: Record<ActivityKind, AdminKey> = {
  downloads: 'custom:dashboard:downloads',
  surveys: 'custom:dashboard:surveys',
  savedEvents: 'custom:dashboard:savedEvents',
  applications: 'custom:dashboard:applications',
  invitations: 'custom:dashboard:invitations',
}

type Texts = { t: AdminT; language: Language }

/** Spec 2's fallback for a member without a name. */
const memberName = (member: EngagedMember, t: AdminT) =>
  [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || t('custom:users:noName')

function Item({ item, t, language }: { item: ActivityItem } & Texts) {
  return (
    <li>
      {item.label}
      {item.status ? ` (${valueLabel(t, item.status)})` : null}{' '}
      <time className={`${baseClass}__item-meta`} dateTime={item.at}>
        {formatAdminMonthDate(item.at, language)}
      </time>
    </li>
  )
}

function Member({ member, rank, adminRoute, t, language }: { member: EngagedMember; rank: number; adminRoute: string } & Texts) {
  const name = memberName(member, t)
  const number = (value: number) => formatNumber(value, language)
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
          {member.organization ?? t('custom:users:noOrganization')}
        </p>
        <p className={`${baseClass}__points`}>{t('custom:dashboard:points', { n: number(member.points) })}</p>
        {/* Issue 50: the discussions beside the points, never in them. */}
        {member.discussions.posts + member.discussions.helpful > 0 ? (
          <p className={`${baseClass}__member-meta`}>
            {t('custom:dashboard:discussions', {
              posts: number(member.discussions.posts),
              helpful: number(member.discussions.helpful),
            })}
          </p>
        ) : null}
      </div>
      <dl className={`${baseClass}__activities`} aria-label={t('custom:dashboard:activityOf', { name })}>
        {kinds.map((kind) => {
          const { count, recent } = member.activities[kind]
          return (
            <div key={kind} className={`${baseClass}__activity`}>
              <dt className={`${baseClass}__activity-label`}>
                {t(ACTIVITY_LABELS[kind])} ({number(count)})
              </dt>
              <dd className={`${baseClass}__activity-items-wrap`}>
                <ul className={`${baseClass}__activity-items`}>
                  {recent.map((item, index) => (
                    <Item key={index} item={item} t={t} language={language} />
                  ))}
                  {count > recent.length ? (
                    <li className={`${baseClass}__more`}>{t('custom:dashboard:more', { n: number(count - recent.length) })}</li>
                  ) : null}
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
export function TopEngagedMembers({ members, adminRoute, t, language }: { members: EngagedMember[]; adminRoute: string } & Texts) {
  const P = ENGAGEMENT_POINTS
  return (
    <section aria-labelledby="top-engaged-users">
      <div className={`${baseClass}__ranking-header`}>
        <h2 id="top-engaged-users" className={`${baseClass}__title`}>
          {t('custom:dashboard:topTitle', { n: TOP_ENGAGED_LIMIT })}
        </h2>
        <p className={`${baseClass}__points-rule`}>{t('custom:dashboard:pointsRule', P)}</p>
        {/* The trends follow a hundred entries: one step to them (ActivityTrends' heading). */}
        <a className={`${baseClass}__skip`} href="#dashboard-trends">
          {t('custom:dashboard:toTrends')}
        </a>
      </div>
      {members.length === 0 ? (
        <p className={`${baseClass}__empty`}>{t('custom:dashboard:noEngagement')}</p>
      ) : (
        <ol className={`${baseClass}__members`}>
          {members.map((member, index) => (
            <Member key={member.id} member={member} rank={index + 1} adminRoute={adminRoute} t={t} language={language} />
          ))}
        </ol>
      )}
    </section>
  )
}
