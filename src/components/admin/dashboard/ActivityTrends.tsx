import { COMPARED_WEEKS } from '@/lib/engagement/periodChange'
import type { ActivityTrendKind, DashboardTrends } from '@/lib/engagement/weeklyTrends'

import { baseClass } from './baseClass'
import { TrendCard } from '../trends/TrendCard'
import { germanDate } from '../trends/weekLabels'

/** The activity charts, in the order shown: title, what a week's figure counts, the CSV file's name. */
const CHARTS: { kind: ActivityTrendKind; title: string; valueLabel: string; fileName: string }[] = [
  { kind: 'signUps', title: 'Sign-ups', valueLabel: 'New accounts', fileName: 'sign-ups-by-week' },
  { kind: 'downloads', title: 'Document downloads', valueLabel: 'Downloads', fileName: 'document-downloads-by-week' },
  { kind: 'savedDates', title: 'Saved event dates', valueLabel: 'Event dates saved', fileName: 'saved-event-dates-by-week' },
  { kind: 'applications', title: 'Project applications', valueLabel: 'Applications', fileName: 'project-applications-by-week' },
  { kind: 'surveySubmissions', title: 'Survey answers', valueLabel: 'Surveys submitted', fileName: 'survey-submissions-by-week' },
]

/** Issue 20's trends: a year of weekly activity and active members, each with its change and its CSV. */
export function ActivityTrends({ trends }: { trends: DashboardTrends }) {
  const since = trends.activeMembers.recordedSince
  return (
    <section aria-labelledby="dashboard-trends" className={`${baseClass}__trends`}>
      <div className={`${baseClass}__trends-header`}>
        <h2 id="dashboard-trends" className={`${baseClass}__title`}>
          Trends
        </h2>
        <p className={`${baseClass}__section-text`}>
          Per week (Monday to Sunday, Berlin time) over the last 12 months. Each change compares the last {COMPARED_WEEKS} complete weeks
          with the {COMPARED_WEEKS} weeks before; the week in progress is the lighter last bar. A survey answer is one person&apos;s
          submission of a survey, however many questions it has.
        </p>
      </div>
      <ul className="weekly-trends">
        <li>
          <TrendCard
            id="trend-active-members"
            title="Weekly active members"
            valueLabel="Active members"
            trend={trends.activeMembers}
            mean
            fileName="active-members-by-week"
            note={
              since
                ? `Recorded since ${germanDate(since)}: members active in the 7 days up to each week's last daily count.`
                : 'Not recorded yet: the first daily count is stored shortly after midnight (Berlin time).'
            }
          />
        </li>
        {CHARTS.map((chart) => (
          <li key={chart.kind}>
            <TrendCard
              id={`trend-${chart.fileName.replace(/-by-week$/, '')}`}
              title={chart.title}
              valueLabel={chart.valueLabel}
              trend={trends.activity[chart.kind]}
              fileName={chart.fileName}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
