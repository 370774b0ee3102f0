'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { DEFAULT_TRACK_COLOR, HEX_COLOR } from '@/lib/shared/enums'

/**
 * An agenda item's track colour, picked with the browser's colour picker (a swatch), with its
 * hex text beside it for typing or pasting; the collection still checks the format on save.
 */
export const TrackColorField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n, t } = useAdminTranslation()
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string>({ path })
  const locked = readOnly || disabled
  const swatch = typeof value === 'string' && HEX_COLOR.test(value) ? value : DEFAULT_TRACK_COLOR

  return (
    <div className="field-type text track-color-field">
      <FieldLabel
        label={field.label ? getTranslation(field.label, i18n) : t('custom:forms:trackColour')}
        required={field.required}
        path={path}
        htmlFor={`field-${path}`}
      />
      <div className="track-color-field__inputs">
        <input
          type="color"
          className="track-color-field__swatch"
          aria-label={t('custom:forms:pickTrackColour')}
          value={swatch.toLowerCase()}
          disabled={locked}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
        <input
          id={`field-${path}`}
          type="text"
          className="track-color-field__hex"
          value={value ?? ''}
          maxLength={7}
          disabled={locked}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FieldError path={path} showError={showError} message={errorMessage} />
    </div>
  )
}
