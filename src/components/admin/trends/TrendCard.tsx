import type { ReactNode } from 'react'

import type { AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import { COMPARED_WEEKS } from '@/lib/engagement/periodChange'
import type { Trend } from '@/lib/engagement/weeklyTrends'
import { formatNumber } from '@/lib/shared/format/dates'

import { changeWords } from './changeWords'
import { CsvDownload } from './CsvDownload'
import { germanDate } from './weekLabels'
import { WeeklyChart } from './WeeklyChart'
import './trends.scss'

type Props = {
  id: string
  title: string
  /** What one week's figure is, for the table, the tooltip and the CSV ('Sign-ups'). */
  valueLabel: string
  trend: Trend
  /** A level (active members): the headline and the change are weekly averages, not totals. */
  mean?: boolean
  /** The CSV file's name without extension ('sign-ups-by-week'). */
  fileName: string
  /** Said under the change (e.g. since when the figures are recorded). */
  note?: ReactNode
  /** The last week is still in progress (drawn lighter, said in the caption). */
  lastInProgress?: boolean
  t: AdminT
  language: Language
}

/**
 * One trend: the last four weeks' figure and its change in words, the weekly bars, a caption
 * that sums the chart up and a table of every week (the chart's text alternative), and the
 * chart's figures as a CSV download.
 */
export function TrendCard({ id, title, valueLabel, trend, mean = false, fileName, note, lastInProgress = true, t, language }: Props) {
  const number = (value: number) => formatNumber(value, language)
  const { arrow, text } = changeWords(trend.change, mean, t, language)
  const known = trend.weeks.filter((week): week is { week: string; value: number } => week.value !== null)
  const total = known.reduce((sum, week) => sum + week.value, 0)
  const peak = known.reduce<(typeof known)[number] | undefined>((best, week) => (!best || week.value > best.value ? week : best), undefined)
  const first = trend.weeks[0]
  const last = trend.weeks.at(-1)
  const noData = t('custom:trends:noData')
  const caption = [
    first && last ? t('custom:trends:captionSpan', { label: valueLabel, from: germanDate(first.week), to: germanDate(last.week) }) : '',
    mean
      ? t('custom:trends:captionRecorded', { known: number(known.length), weeks: number(trend.weeks.length) })
      : t('custom:trends:captionTotal', { n: number(total) }),
    peak && peak.value > 0 ? t('custom:trends:captionPeak', { n: number(peak.value), date: germanDate(peak.week) }) : '',
    lastInProgress && last
      ? t('custom:trends:captionInProgress', { value: last.value === null ? noData : number(last.value) })
      : t('custom:trends:captionEnd'),
  ].join('')
  // A level (active members) leads with its latest figure; activity with its last four weeks' total.
  const latest = known.at(-1)
  const headline = mean
    ? {
        figure: latest ? number(latest.value) : '–',
        words: latest ? t('custom:trends:inWeekOf', { date: germanDate(latest.week) }) : t('custom:trends:noCountYet'),
      }
    : { figure: number(trend.change.current), words: t('custom:trends:inLastWeeks', { weeks: COMPARED_WEEKS }) }
  return (
    <article className="weekly-trend" aria-labelledby={id}>
      <header className="weekly-trend__header">
        <h3 id={id} className="weekly-trend__title">
          {title}
        </h3>
        <CsvDownload
          fileName={`${fileName}.csv`}
          valueHeading={valueLabel}
          weeks={trend.weeks}
          label={t('custom:trends:csv')}
          accessibleLabel={t('custom:trends:downloadCsv', { title })}
        />
      </header>
      <p className="weekly-trend__headline">
        <strong className="weekly-trend__figure">{headline.figure}</strong> {headline.words}
      </p>
      <p className={`weekly-trend__change weekly-trend__change--${trend.change.direction}`}>
        <span aria-hidden="true" className="weekly-trend__arrow">
          {arrow}
        </span>{' '}
        {text}
      </p>
      {note ? <p className="weekly-trend__note">{note}</p> : null}
      <figure className="weekly-trend__figure-block">
        <WeeklyChart weeks={trend.weeks} valueLabel={valueLabel} lastInProgress={lastInProgress} />
        <figcaption className="weekly-trend__caption">{caption}</figcaption>
      </figure>
      <details className="weekly-trend__details">
        <summary>{t('custom:trends:weeklyFigures')}</summary>
        {/* Scrolls within the card (a year is 53 rows); focusable, so the keyboard scrolls it too. */}
        <div className="weekly-trend__table-scroll" tabIndex={0} role="region" aria-label={t('custom:trends:weeklyFiguresOf', { title })}>
          <table className="weekly-trend__table">
            <caption className="weekly-trend__visually-hidden">{t('custom:trends:tableCaption', { title, label: valueLabel })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('custom:trends:weekOf')}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {[...trend.weeks].reverse().map((week) => (
                <tr key={week.week}>
                  <th scope="row">{germanDate(week.week)}</th>
                  <td>{week.value === null ? noData : number(week.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  )
}
