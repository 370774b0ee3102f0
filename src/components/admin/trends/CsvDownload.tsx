'use client'

import { weeklyCsv } from '@/lib/engagement/weeklyCsv'
import type { WeekFigure } from '@/lib/engagement/weeklyTrends'

type Props = { fileName: string; valueHeading: string; weeks: WeekFigure[]; label: string; accessibleLabel: string }

/**
 * Downloads a chart's weekly figures as a CSV file made in the browser from the figures the
 * page already shows: no second request, no endpoint, the same numbers as the chart.
 */
export function CsvDownload({ fileName, valueHeading, weeks, label, accessibleLabel }: Props) {
  const download = () => {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    const blob = new Blob(['\uFEFF', weeklyCsv(valueHeading, weeks)], { type: 'text/csv;charset=utf-8' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small weekly-trend__csv"
      onClick={download}
      aria-label={accessibleLabel}
    >
      {label}
    </button>
  )
}
