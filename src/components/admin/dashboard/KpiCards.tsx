import { CalendarCheck, ClipboardList, Download, FolderGit2, Users, type IconNode } from 'lucide'

import { Icon } from '@/components/ui/icon'
import type { DashboardFigures } from '@/lib/engagement/dashboardFigures'

import { baseClass } from './baseClass'

/** Spec 2's five cards, in the spec's order and words. */
const CARDS: { key: keyof DashboardFigures; title: string; subtitle: string; icon: IconNode }[] = [
  { key: 'totalUsers', title: 'Total Users', subtitle: 'Registered community members', icon: Users },
  { key: 'surveySubmissions', title: 'Survey Submissions', subtitle: 'Users who submitted surveys', icon: ClipboardList },
  { key: 'eventBookmarks', title: 'Event Bookmarks', subtitle: 'Events saved by users', icon: CalendarCheck },
  { key: 'documentDownloads', title: 'Document Downloads', subtitle: 'Total document downloads', icon: Download },
  { key: 'projectApplications', title: 'Project Applications', subtitle: 'Applications to join projects', icon: FolderGit2 },
]

const number = new Intl.NumberFormat('en-US')

export function KpiCards({ figures }: { figures: DashboardFigures }) {
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className={`${baseClass}__visually-hidden`}>
        Community figures
      </h2>
      <ul className={`${baseClass}__kpis`}>
        {CARDS.map(({ key, title, subtitle, icon }) => (
          <li key={key} className={`${baseClass}__kpi`}>
            <div className={`${baseClass}__kpi-header`}>
              <h3 className={`${baseClass}__kpi-title`}>{title}</h3>
              <Icon icon={icon} className={`${baseClass}__kpi-icon`} />
            </div>
            <p className={`${baseClass}__kpi-value`}>{number.format(figures[key])}</p>
            <p className={`${baseClass}__kpi-subtitle`}>{subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
