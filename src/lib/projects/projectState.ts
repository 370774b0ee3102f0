/** Spec 4: the three project states, their labels and colours (blue, green, grey). */
export const PROJECT_STATE_STYLE = {
  call_for_participation: { label: 'Call for Participation', className: 'bg-brand-50 text-brand-700' },
  running: { label: 'Running', className: 'bg-green-100 text-green-800' },
  closed: { label: 'Closed', className: 'bg-gray-200 text-gray-800' },
} as const

export const APPLICATION_STATUS_LABEL = { pending: 'Pending Review', approved: 'Approved', rejected: 'Rejected' } as const

export type ProjectState = keyof typeof PROJECT_STATE_STYLE
