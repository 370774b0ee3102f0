'use client'

import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

type Props = {
  title: string
  data: { label: string; count: number }[]
  /** Who answered the question: the base of the shares (a multiple answer counts once per option chosen). */
  respondents: number
  vertical?: boolean
}

/**
 * One question's answer counts as bars (recharts, loaded only in the admin): options across,
 * or ratings 1–5 as columns, with each share of the question's respondents. The numbers are
 * also in a table for screen readers.
 */
export function ResultChart({ title, data, respondents, vertical = false }: Props) {
  const { t } = useAdminTranslation()
  const percent = (count: number) => (respondents ? Math.round((count / respondents) * 100) : 0)
  // Narrow columns show the count alone; the share is in the table and the tooltip.
  const rows = data.map((row) => ({
    ...row,
    share: `${row.count} (${percent(row.count)}%)`,
    barLabel: vertical ? String(row.count) : `${row.count} (${percent(row.count)}%)`,
  }))
  const height = vertical ? 220 : Math.max(120, data.length * 44)
  return (
    <figure className="survey-results__chart">
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <ResponsiveContainer>
          {vertical ? (
            <BarChart data={rows} margin={{ top: 24, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="var(--theme-elevation-150)" />
              <XAxis dataKey="label" stroke="var(--theme-elevation-650)" />
              <YAxis allowDecimals={false} stroke="var(--theme-elevation-650)" width={32} />
              <Tooltip cursor={{ fill: 'var(--theme-elevation-100)' }} />
              <Bar dataKey="count" name={t('custom:surveys:answersSeries')} fill="#1d4ed8" isAnimationActive={false} radius={[4, 4, 0, 0]}>
                <LabelList dataKey="barLabel" position="top" fill="var(--theme-text)" fontSize={12} />
              </Bar>
            </BarChart>
          ) : (
            <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 96, bottom: 0, left: 0 }}>
              <CartesianGrid horizontal={false} stroke="var(--theme-elevation-150)" />
              <XAxis type="number" allowDecimals={false} stroke="var(--theme-elevation-650)" />
              <YAxis type="category" dataKey="label" width={150} stroke="var(--theme-elevation-650)" tick={{ fontSize: 12 }} />
              <Tooltip cursor={{ fill: 'var(--theme-elevation-100)' }} />
              <Bar dataKey="count" name={t('custom:surveys:answersSeries')} fill="#1d4ed8" isAnimationActive={false} radius={[0, 4, 4, 0]}>
                <LabelList dataKey="barLabel" position="right" fill="var(--theme-text)" fontSize={12} />
              </Bar>
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="survey-results__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('custom:surveys:answer')}</th>
            <th scope="col">{t('custom:surveys:count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.share}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
