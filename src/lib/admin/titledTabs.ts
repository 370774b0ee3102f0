import type { StaticLabel } from 'payload'

const TITLED_TABS = '/src/components/admin/forms/TitledTabs#TitledTabs'

/**
 * A tabs field whose labels name the document: `{ 1: 'Agenda Management - {title}' }` labels the
 * second tab with the form's title; a tab not open yet says `unavailableReason` (see the component).
 * Each text may be per admin language, `{ en, de }`.
 */
export const titledTabs = (titledLabels: Record<number, StaticLabel>, unavailableReason: StaticLabel) => ({
  path: TITLED_TABS,
  clientProps: { titledLabels, unavailableReason },
})
