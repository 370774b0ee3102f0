import { CalendarCheck, ClipboardList, Download, FolderGit2, Users, type IconNode } from 'lucide'

import { Icon } from '@/components/ui/icon'
import type { AdminKey, AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import type { DashboardFigures } from '@/lib/engagement/dashboardFigures'
import { formatNumber } from '@/lib/shared/format/dates'

import { baseClass } from './baseClass'

/** Spec 2's five cards, in the spec's order and words. */
const CARDS: { key: keyof DashboardFigures; title: AdminKey; subtitle: AdminKey; icon: IconNode }[] = [
  { key: 'totalUsers', title: 'custom:dashboard:totalUsers', subtitle: 'custom:dashboard:totalUsersNote', icon: Users },
  {
    key: 'surveySubmissions',
    title: 'custom:dashboard:surveySubmissions',
    subtitle: 'custom:dashboard:surveySubmissionsNote',
    icon: ClipboardList,
  },
  { key: 'eventBookmarks', title: 'custom:dashboard:eventBookmarks', subtitle: 'custom:dashboard:eventBookmarksNote', icon: CalendarCheck },
  {
    key: 'documentDownloads',
    title: 'custom:dashboard:documentDownloads',
    subtitle: 'custom:dashboard:documentDownloadsNote',
    icon: Download,
  },
  {
    key: 'projectApplications',
    title: 'custom:dashboard:projectApplications',
    subtitle: 'custom:dashboard:projectApplicationsNote',
    icon: FolderGit2,
  },
]

export function KpiCards({ figures, t, language }: { figures: DashboardFigures; t: AdminT; language: Language }) {
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className={`${baseClass}__visually-hidden`}>
        {t('custom:dashboard:figures')}
      </h2>
      <ul className={`${baseClass}__kpis`}>
        {CARDS.map(({ key, title, subtitle, icon }) => (
          <li key={key} className={`${baseClass}__kpi`}>
            <div className={`${baseClass}__kpi-header`}>
              <h3 className={`${baseClass}__kpi-title`}>{t(title)}</h3>
              <Icon icon={icon} className={`${baseClass}__kpi-icon`} />
            </div>
            <p className={`${baseClass}__kpi-value`}>{formatNumber(figures[key], language)}</p>
            <p className={`${baseClass}__kpi-subtitle`}>{t(subtitle)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
