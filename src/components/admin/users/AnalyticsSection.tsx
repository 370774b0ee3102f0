import type { ReactNode } from 'react'

/** One titled block of the Analytics panel, with an optional count line under the title. */
export function AnalyticsSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section className="user-analytics__section">
      <h3 className="user-analytics__title">{title}</h3>
      {note ? <p className="user-analytics__note">{note}</p> : null}
      {children}
    </section>
  )
}

/** The empty state of a section, in the spec's words. */
export function AnalyticsEmpty({ children }: { children: ReactNode }) {
  return <p className="user-analytics__empty">{children}</p>
}

/** A section's rows, each a title, an optional answer and a line of details. */
export function AnalyticsList({ rows }: { rows: { id: number; title: string; answer?: string; meta: ReactNode }[] }) {
  return (
    <ul className="user-analytics__list">
      {rows.map((row) => (
        <li className="user-analytics__item" key={row.id}>
          <span className="user-analytics__item-title">{row.title}</span>
          {row.answer === undefined ? null : <span className="user-analytics__answer">{row.answer}</span>}
          <span className="user-analytics__item-meta">{row.meta}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The count line of a list cut to its most recent rows, from the section's own text ('Showing 10
 * most recent downloads out of 12 total'); none when every row is shown.
 */
export const showingNote = (shown: number, total: number, text: (counts: { shown: number; total: number }) => string) =>
  total > shown ? text({ shown, total }) : undefined
