'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

import './readOnlyJson.scss'

const baseClass = 'read-only-json'

/** A value as one line of text: strings as they are, everything else as compact JSON. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/**
 * A JSON field the server writes (an export's filter, a schedule change's old values) shown as
 * a list of its keys and values. Payload's own JSON field is an editor that loads Monaco from a
 * CDN, which the admin's Content Security Policy refuses; and nobody edits these values anyway.
 */
export function ReadOnlyJsonField({ path, field }: JSONFieldClientProps) {
  const { i18n } = useTranslation()
  const { value } = useField<unknown>({ path: path ?? field.name })
  const label = field.label ? getTranslation(field.label, i18n) : field.name
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : null
  return (
    <div className={`field-type ${baseClass}`}>
      <FieldLabel label={label} as="span" />
      {entries ? (
        entries.length === 0 ? (
          <p className={`${baseClass}__none`}>—</p>
        ) : (
          <dl className={`${baseClass}__list`}>
            {entries.map(([key, entry]) => (
              <div key={key} className={`${baseClass}__row`}>
                <dt>{key}</dt>
                <dd>{asText(entry)}</dd>
              </div>
            ))}
          </dl>
        )
      ) : Array.isArray(value) ? (
        <pre className={`${baseClass}__code`}>{JSON.stringify(value, null, 2)}</pre>
      ) : (
        <p className={`${baseClass}__none`}>{asText(value)}</p>
      )}
      <FieldDescription description={field.admin?.description} path={path ?? field.name} />
    </div>
  )
}
