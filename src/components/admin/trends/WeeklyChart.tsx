'use client'

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { WeekFigure } from '@/lib/engagement/weeklyTrends'
import { formatNumber } from '@/lib/shared/format/dates'

import { shortWeek } from './weekLabels'

type Props = {
  weeks: WeekFigure[]
  /** What a bar counts, for the tooltip ('Sign-ups'). */
  valueLabel: string
  /** The last bar is the week in progress: drawn lighter (the caption says so in words). */
  lastInProgress?: boolean
}

const BAR = '#1d4ed8'
// Lighter, yet 3:1 against the card: the week in progress (the caption says so in words too).
const BAR_IN_PROGRESS = '#5b8def'

/**
 * A trend's weeks as bars (recharts: only admin views import this file, so member pages never
 * load it). Hidden from screen readers: the caption and the table beside it say the same.
 */
export function WeeklyChart({ weeks, valueLabel, lastInProgress = true }: Props) {
  const { t, language } = useAdminTranslation()
  const number = (value: number) => formatNumber(value, language)
  const rows = weeks.map((week) => ({ label: shortWeek(week.week), value: week.value }))
  return (
    <div aria-hidden="true" className="weekly-trend__chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} barCategoryGap={1}>
          <CartesianGrid vertical={false} stroke="var(--theme-elevation-150)" />
          <XAxis dataKey="label" stroke="var(--theme-elevation-650)" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis
            allowDecimals={false}
            stroke="var(--theme-elevation-650)"
            tick={{ fontSize: 11 }}
            width={44}
            tickFormatter={(value: number) => number(value)}
          />
          <Tooltip
            cursor={{ fill: 'var(--theme-elevation-100)' }}
            formatter={(value) => [value === null || value === undefined ? t('custom:trends:noData') : number(Number(value)), valueLabel]}
            labelFormatter={(label) => t('custom:trends:weekOfDate', { date: label })}
          />
          <Bar dataKey="value" name={valueLabel} isAnimationActive={false}>
            {rows.map((row, index) => (
              <Cell key={row.label} fill={lastInProgress && index === rows.length - 1 ? BAR_IN_PROGRESS : BAR} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
