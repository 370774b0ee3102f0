'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'

type ColumnLabelProps = {
  /** The list column's heading (spec 2's table names, e.g. 'Type' for 'Organization Type'); per language as `{ en, de }`. */
  column: StaticLabel
  field?: { label?: StaticLabel | false; required?: boolean }
  /** Set only in the edit form; a list heading gets the field alone. */
  path?: string
}

/**
 * One field, two names: the specification names a form field and its list column differently
 * ('Organization Type' and 'Type'), and Payload has one label for both. The form keeps the field's
 * own label (Payload's FieldLabel, tied to the input); the list heading reads `column`. Register
 * per field with `Label: { path: '/src/components/admin/cells/ColumnLabel#ColumnLabel', clientProps: { column } }`.
 */
export function ColumnLabel({ column, field, path }: ColumnLabelProps) {
  const { i18n } = useTranslation()
  if (path === undefined) return <>{getTranslation(column, i18n)}</>
  return <FieldLabel label={field?.label || undefined} path={path} required={field?.required} />
}
