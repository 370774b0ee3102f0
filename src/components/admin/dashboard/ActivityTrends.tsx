import type { AdminKey, AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import { COMPARED_WEEKS } from '@/lib/engagement/periodChange'
import type { ActivityTrendKind, DashboardTrends } from '@/lib/engagement/weeklyTrends'

import { baseClass } from './baseClass'
import { TrendCard } from '../trends/TrendCard'
import { germanDate } from '../trends/weekLabels'

/** The activity charts, in the order shown: title, what a week's figure counts, the CSV file's name. */
const CHARTS: { kind: ActivityTrendKind; title: AdminKey; valueLabel: AdminKey; fileName: string }[] = [
  { kind: 'signUps', title: 'custom:trends:signUps', valueLabel: 'custom:trends:signUpsValue', fileName: 'sign-ups-by-week' },
  {
    kind: 'downloads',
    title: 'custom:trends:downloads',
    valueLabel: 'custom:trends:downloadsValue',
    fileName: 'document-downloads-by-week',
  },
  {
    kind: 'savedDates',
    title: 'custom:trends:savedDates',
    valueLabel: 'custom:trends:savedDatesValue',
    fileName: 'saved-event-dates-by-week',
  },
  {
    kind: 'applications',
    title: 'custom:trends:applications',
    valueLabel: 'custom:trends:applicationsValue',
    fileName: 'project-applications-by-week',
  },
  {
    kind: 'surveySubmissions',
    title: 'custom:trends:surveySubmissions',
    valueLabel: 'custom:trends:surveySubmissionsValue',
    fileName: 'survey-submissions-by-week',
  },
  { kind: 'posts', title: 'custom:trends:posts', valueLabel: 'custom:trends:postsValue', fileName: 'discussion-posts-by-week' },
]

/** Issue 20's trends: a year of weekly activity and active members, each with its change and its CSV. */
export function ActivityTrends({ trends, t, language }: { trends: DashboardTrends; t: AdminT; language: Language }) {
  const since = trends.activeMembers.recordedSince
  return (
    <section aria-labelledby="dashboard-trends" className={`${baseClass}__trends`}>
      <div className={`${baseClass}__trends-header`}>
        <h2 id="dashboard-trends" className={`${baseClass}__title`}>
          {t('custom:trends:title')}
        </h2>
        <p className={`${baseClass}__section-text`}>{t('custom:trends:intro', { weeks: COMPARED_WEEKS })}</p>
      </div>
      <ul className="weekly-trends">
        <li>
          <TrendCard
            id="trend-active-members"
            title={t('custom:trends:activeMembers')}
            valueLabel={t('custom:trends:activeMembersValue')}
            trend={trends.activeMembers}
            mean
            fileName="active-members-by-week"
            note={since ? t('custom:trends:recordedSince', { date: germanDate(since) }) : t('custom:trends:notRecorded')}
            t={t}
            language={language}
          />
        </li>
        {CHARTS.map((chart) => (
          <li key={chart.kind}>
            <TrendCard
              id={`trend-${chart.fileName.replace(/-by-week$/, '')}`}
              title={t(chart.title)}
              valueLabel={t(chart.valueLabel)}
              trend={trends.activity[chart.kind]}
              fileName={chart.fileName}
              t={t}
              language={language}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
