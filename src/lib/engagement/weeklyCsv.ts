import type { WeekFigure } from './weeklyTrends'

/** A chart's weekly figures as CSV: the week's Monday (Berlin) and its figure; a week without data is left empty. */
export function weeklyCsv(valueHeading: string, weeks: WeekFigure[]): string {
  const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
  const lines = [`${quote('Week starting (Monday, Berlin)')},${quote(valueHeading)}`]
  for (const { week, value } of weeks) lines.push(`${week},${value ?? ''}`)
  return `${lines.join('\r\n')}\r\n`
}
