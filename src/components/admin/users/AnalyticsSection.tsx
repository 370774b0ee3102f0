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
