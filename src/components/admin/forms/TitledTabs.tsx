'use client'

import { getTranslation } from '@payloadcms/translations'
import { RenderFields, useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientField, ClientTab, RowFieldClientProps, StaticLabel } from 'payload'
import { useEffect, useRef } from 'react'

import './titledTabs.scss'

type TitledTabsProps = RowFieldClientProps & {
  /** Per tab index, a label with `{title}` for the document's title: 'Agenda Management - {title}'; per language as `{ en, de }`. */
  titledLabels?: Record<number, StaticLabel>
  /** Said on a tab that is not open yet: 'Save the event first to manage its agenda.'; per language as `{ en, de }`. */
  unavailableReason?: StaticLabel
}

/**
 * Payload's tabs, with labels that name the document (spec 2: 'Agenda Management - {event
 * title}', 'Questions ({survey title})'); Payload's own tab labels are static, and a tabs field
 * takes no Field component of its own, so this is the Field of the unnamed row around it (no
 * data, no column). A tab whose condition fails (nothing to manage before the first save) is
 * shown disabled rather than hidden, as the spec's agenda tab is 'disabled until an event is
 * chosen'.
 */
export function TitledTabs({
  titledLabels = {},
  unavailableReason: unavailableLabel,
  field,
  forceRender,
  indexPath,
  parentPath,
  parentSchemaPath,
  permissions,
  readOnly,
}: TitledTabsProps) {
  const { i18n } = useTranslation()
  const unavailableReason = unavailableLabel ? getTranslation(unavailableLabel, i18n) : undefined
  const title = useFormFields(([fields]) => fields.title?.value)
  const root = useRef<HTMLDivElement>(null)
  const name = typeof title === 'string' ? title.trim() : ''

  const fields = field.fields.map((child): ClientField => {
    if (child.type !== 'tabs' || !name) return child
    const tabs = child.tabs.map((tab, index): ClientTab => {
      const template = titledLabels[index]
      return template ? ({ ...tab, label: getTranslation(template, i18n).replace('{title}', name) } as ClientTab) : tab
    })
    return { ...child, tabs }
  })

  // Payload renders a tab whose condition fails as a hidden button; it is shown here (CSS), so
  // it is also made inert to mouse, keyboard and assistive technology. Payload renders the
  // fields lazily and re-renders the tabs on its own, so this follows the DOM, not a render.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const markUnavailableTabs = () =>
      element.querySelectorAll<HTMLButtonElement>('.tabs-field__tab-button').forEach((button) => {
        const unavailable = button.classList.contains('tabs-field__tab-button--hidden')
        if (button.disabled === unavailable) return
        button.disabled = unavailable
        if (unavailable) {
          button.setAttribute('aria-disabled', 'true')
          if (unavailableReason) button.title = unavailableReason
        } else {
          button.removeAttribute('aria-disabled')
          button.removeAttribute('title')
        }
      })
    markUnavailableTabs()
    const observer = new MutationObserver(markUnavailableTabs)
    observer.observe(element, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true })
    return () => observer.disconnect()
  }, [unavailableReason])

  return (
    <div className="titled-tabs" ref={root}>
      <RenderFields
        fields={fields}
        forceRender={forceRender}
        margins={false}
        parentIndexPath={indexPath ?? ''}
        parentPath={parentPath ?? ''}
        parentSchemaPath={parentSchemaPath ?? ''}
        permissions={permissions ?? true}
        readOnly={readOnly}
      />
    </div>
  )
}
