'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react'

import { findCompanies } from '@/app/(frontend)/complete-profile/actions'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useTranslations } from '@/i18n/useTranslations'
import type { OrganizationOption } from '@/lib/organizations/searchOrganizations'
import { ORGANIZATION_TYPES } from '@/lib/shared/enums'

type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

/**
 * A text field that suggests existing organizations as the member types (findCompanies), for
 * /complete-profile and /profile/organization's "Ask to join". The ARIA combobox pattern: focus stays in the
 * field, the arrow keys move through the suggestions (aria-activedescendant), Enter chooses,
 * Escape closes; a click chooses too. The parent holds the text and the chosen organization.
 */
export function OrganizationCombobox({
  id,
  name,
  label,
  text,
  selected,
  onEdit,
  onChoose,
  noSuggestion,
  error,
  required,
}: {
  id: string
  name?: string
  label: string
  text: string
  selected: OrganizationOption | null
  onEdit: (text: string) => void
  onChoose: (option: OrganizationOption) => void
  /** Shown below the field while it is open and nothing matches the text. */
  noSuggestion?: (text: string) => ReactNode
  error?: string
  required?: boolean
}) {
  const organizationType = useTranslations('organizationTypes')
  // A stored type outside the list (none should be) is shown as it is.
  const typeName = (value: string) =>
    ORGANIZATION_TYPES.includes(value as OrganizationType) ? organizationType(value as OrganizationType) : value
  const [suggestions, setSuggestions] = useState<OrganizationOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  // Nothing to suggest once an organization is chosen or the field is empty (derived, not stored).
  const searching = !selected && text.trim().length >= 1
  const shown = searching ? suggestions : []
  const expanded = open && shown.length > 0
  useEffect(() => {
    if (!searching) return
    let current = true
    const timer = setTimeout(
      () =>
        void findCompanies(text).then((found) => {
          // An answer to an earlier text that arrives late is dropped.
          if (!current) return
          setSuggestions(found)
          setActive(-1)
        }),
      200,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, searching])

  const choose = (option: OrganizationOption) => {
    onChoose(option)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setActive((index) => (expanded ? (index + step + shown.length) % shown.length : step > 0 ? 0 : shown.length - 1))
    } else if (event.key === 'Enter' && expanded && shown[active]) {
      // Enter chooses the highlighted suggestion instead of submitting the form.
      event.preventDefault()
      choose(shown[active])
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  const optionId = (option: OrganizationOption) => `${id}-option-${option.id}`
  const listId = `${id}-suggestions`
  const hint = open && !selected && text.trim() && shown.length === 0 && noSuggestion ? noSuggestion(text.trim()) : null

  return (
    <div className="relative">
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          name={name}
          value={text}
          onChange={(event) => {
            onEdit(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && shown[active] ? optionId(shown[active]) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          required={required}
        />
      </Field>
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {shown.map((option, index) => (
            // The field keeps the focus (a mouse press does not take it) and handles the keys.
            <li
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="break-words">{option.name}</span>
              <span className="shrink-0 text-gray-600">{typeName(option.type)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p className="mt-1 text-sm text-gray-700" role="status">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
