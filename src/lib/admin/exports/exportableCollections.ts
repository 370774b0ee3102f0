/** The collections admins export from their lists (issue 20, item 3). */
export const EXPORTABLE_COLLECTIONS = [
  'users',
  'organizations',
  'project-applications',
  'survey-responses',
  'document-downloads',
  'invitations',
] as const
export type ExportableCollection = (typeof EXPORTABLE_COLLECTIONS)[number]

export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const isExportable = (slug: string): slug is ExportableCollection => (EXPORTABLE_COLLECTIONS as readonly string[]).includes(slug)
