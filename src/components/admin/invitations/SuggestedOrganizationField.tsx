'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldDescription, FieldError, FieldLabel, ReactSelect, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { type AdminT, valueLabel } from '@/i18n/admin/adminTranslator'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { organizationOptionLabel } from '../users/organizationLabel'

type Choice = { label: string; value: number }
type Organization = { id: number; name: string; type: string }

const SEARCH_LIMIT = 20
const SEARCH_DELAY_MS = 250

async function readOrganizations(query: string, signal: AbortSignal, t: AdminT): Promise<Organization[]> {
  const params = new URLSearchParams({
    limit: String(SEARCH_LIMIT),
    sort: 'name',
    depth: '0',
    'select[name]': 'true',
    'select[type]': 'true',
  })
  if (query) params.set('where[name][like]', query)
  const response = await fetch(`/api/organizations?${params}`, { credentials: 'include', signal })
  if (!response.ok) throw new Error(t('custom:invitations:organizationsUnreadable', { status: response.status }))
  return ((await response.json()) as { docs: Organization[] }).docs
}

const toChoice = (organization: Organization, t: AdminT): Choice => ({
  label: organizationOptionLabel(organization, (type) => valueLabel(t, type)),
  value: organization.id,
})

/**
 * Spec 2, Create Invitation: the Suggested Organization is a type-ahead that filters by name on
 * the server, shows each organization as 'name (type)', says 'No organizations found matching
 * "…"' when none does, and can be cleared ('or none').
 */
export function SuggestedOrganizationField({ field, path, readOnly }: RelationshipFieldClientProps) {
  const { i18n, t } = useAdminTranslation()
  const { value, setValue, showError, errorMessage } = useField<number | null>({ path })
  const [query, setQuery] = useState('')
  const [choices, setChoices] = useState<Choice[]>([])
  // Labels of organizations seen (in results or read by id), so the chosen one can be shown.
  const [labels, setLabels] = useState<ReadonlyMap<number, string>>(new Map())
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const remember = (found: Choice[]) =>
    setLabels((known) => new Map([...known, ...found.map((choice) => [choice.value, choice.label] as const)]))
  const selected: Choice | null =
    typeof value === 'number' ? { value, label: labels.get(value) ?? t('custom:invitations:organizationNumber', { id: value }) } : null

  // The chosen organization's label, for a saved invitation (the form holds only its id).
  const missingLabel = typeof value === 'number' && !labels.has(value) ? value : null
  useEffect(() => {
    if (missingLabel === null) return
    const controller = new AbortController()
    void fetch(`/api/organizations/${missingLabel}?depth=0&select[name]=true&select[type]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? remember([toChoice((await response.json()) as Organization, t)]) : undefined))
      .catch(() => undefined)
    return () => controller.abort()
  }, [missingLabel, t])

  // The search, once typing pauses; a newer search cancels the one in flight.
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setLoading(true)
      readOrganizations(query.trim(), controller.signal, t)
        .then((organizations) => {
          const found = organizations.map((organization) => toChoice(organization, t))
          setChoices(found)
          remember(found)
          setFailure(null)
        })
        .catch((error: Error) => {
          if (!controller.signal.aborted) setFailure(error.message)
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, t])

  const label = field.label ? getTranslation(field.label, i18n) : t('custom:invitations:suggestedOrganization')
  const inputId = `field-${path.replace(/\./g, '__')}`

  return (
    <div className={['field-type', 'relationship', showError ? 'error' : ''].filter(Boolean).join(' ')} id={`${inputId}-wrap`}>
      <FieldLabel htmlFor={inputId} label={label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} message={errorMessage} showError={showError} />
        <ReactSelect
          disabled={readOnly}
          filterOption={() => true}
          inputId={inputId}
          isClearable
          isLoading={loading}
          noOptionsMessage={({ inputValue }) =>
            failure ??
            (inputValue.trim()
              ? t('custom:invitations:noOrganizationsMatching', { query: inputValue.trim() })
              : t('custom:invitations:noOrganizations'))
          }
          onChange={(option) => {
            const choice = (Array.isArray(option) ? option[0] : option) as Choice | null | undefined
            setValue(choice ? choice.value : null)
          }}
          onInputChange={setQuery}
          options={choices}
          placeholder={t('custom:invitations:searchOrganizations')}
          // null, not undefined: react-select treats undefined as 'keep your own state'.
          value={(selected ?? null) as unknown as Choice}
        />
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
