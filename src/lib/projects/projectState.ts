import type { PROJECT_TYPES } from '@/lib/shared/enums'

/**
 * Spec 4: the three project states and their colours (blue, green, grey); their names are in
 * the catalogues (`projectStates.<state>`).
 */
export const PROJECT_STATE_STYLE = {
  call_for_participation: { className: 'bg-brand-50 text-brand-700' },
  running: { className: 'bg-green-100 text-green-800' },
  closed: { className: 'bg-gray-200 text-gray-800' },
} as const

export type ProjectState = keyof typeof PROJECT_STATE_STYLE

/**
 * A project type's catalogue key (`projectTypes.<key>`): the stored values are the
 * specification's English names, which the English catalogue shows as they are.
 */
export const PROJECT_TYPE_KEY = {
  Research: 'research',
  'Open Source Code': 'openSourceCode',
  Management: 'management',
  Innovation: 'innovation',
  Education: 'education',
  Consulting: 'consulting',
  Development: 'development',
} as const satisfies Record<(typeof PROJECT_TYPES)[number], string>
