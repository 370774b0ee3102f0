import { Fragment, type ReactNode } from 'react'

/**
 * A translated text with an element in place of one of its variables: `t()` leaves a variable it
 * is not given as `{{name}}`, which this replaces, so each language keeps its own word order
 * ('Are you sure you want to delete <strong>ACME</strong>?', 'Möchten Sie <strong>ACME</strong> wirklich löschen?').
 */
export function textWith(text: string, variable: string, element: ReactNode): ReactNode {
  const parts = text.split(`{{${variable}}}`)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? element : null}
      {part}
    </Fragment>
  ))
}
