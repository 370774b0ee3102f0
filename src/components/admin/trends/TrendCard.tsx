import type { ReactNode } from 'react'

import { changeInWords } from '@/lib/engagement/changeInWords'
import { COMPARED_WEEKS } from '@/lib/engagement/periodChange'
import type { Trend } from '@/lib/engagement/weeklyTrends'

import { CsvDownload } from './CsvDownload'
import { germanDate } from './weekLabels'
import { WeeklyChart } from './WeeklyChart'
import './trends.scss'

const number = new Intl.NumberFormat('en-US')

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
}

/**
 * One trend: the last four weeks' figure and its change in words, the weekly bars, a caption
 * that sums the chart up and a table of every week (the chart's text alternative), and the
 * chart's figures as a CSV download.
 */
export function TrendCard({ id, title, valueLabel, trend, mean = false, fileName, note, lastInProgress = true }: Props) {
  const { arrow, text } = changeInWords(trend.change, { mean })
  const known = trend.weeks.filter((week): week is { week: string; value: number } => week.value !== null)
  const total = known.reduce((sum, week) => sum + week.value, 0)
  const peak = known.reduce<(typeof known)[number] | undefined>((best, week) => (!best || week.value > best.value ? week : best), undefined)
  const first = trend.weeks[0]
  const last = trend.weeks.at(-1)
  const caption = [
    first && last ? `${valueLabel} per week, ${germanDate(first.week)} to ${germanDate(last.week)} (weeks from Monday, Berlin time): ` : '',
    mean ? `${known.length} of ${trend.weeks.length} weeks recorded` : `${number.format(total)} in all`,
    peak && peak.value > 0 ? `, highest ${number.format(peak.value)} in the week of ${germanDate(peak.week)}` : '',
    lastInProgress && last
      ? `. The last, lighter bar is this week so far (${last.value === null ? 'no data' : number.format(last.value)}).`
      : '.',
  ].join('')
  // A level (active members) leads with its latest figure; activity with its last four weeks' total.
  const latest = known.at(-1)
  const headline = mean
    ? { figure: latest ? number.format(latest.value) : '–', words: latest ? `in the week of ${germanDate(latest.week)}` : 'no count yet' }
    : { figure: number.format(trend.change.current), words: `in the last ${COMPARED_WEEKS} complete weeks` }
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
          label="CSV"
          accessibleLabel={`Download ${title} by week as CSV`}
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
        <summary>Weekly figures</summary>
        {/* Scrolls within the card (a year is 53 rows); focusable, so the keyboard scrolls it too. */}
        <div className="weekly-trend__table-scroll" tabIndex={0} role="region" aria-label={`${title}: weekly figures`}>
          <table className="weekly-trend__table">
            <caption className="weekly-trend__visually-hidden">
              {title}: {valueLabel} per week
            </caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {[...trend.weeks].reverse().map((week) => (
                <tr key={week.week}>
                  <th scope="row">{germanDate(week.week)}</th>
                  <td>{week.value === null ? 'no data' : number.format(week.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </article>
  )
}
