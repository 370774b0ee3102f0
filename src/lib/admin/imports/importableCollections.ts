/** The collections admins fill in bulk from a CSV file (issue 48, item 3). */
export const IMPORTABLE_COLLECTIONS = ['speakers', 'agenda-items', 'organizations', 'invitations'] as const
export type ImportableCollection = (typeof IMPORTABLE_COLLECTIONS)[number]

export const isImportable = (slug: unknown): slug is ImportableCollection =>
  typeof slug === 'string' && (IMPORTABLE_COLLECTIONS as readonly string[]).includes(slug)

/**
 * The largest file an import reads, checked on the body's bytes before any parsing: far above a
 * spreadsheet of 5,000 speakers or invitations, far below what would hold the server up.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024
/** Rows (besides the header) one import takes; parsing stops after one more. */
export const IMPORT_MAX_ROWS = 5000

/**
 * The list view's 'Import CSV' control (src/components/admin/lists/ImportControls.tsx), for
 * `admin.components.beforeListTable` of each importable collection beside `importEndpoints`.
 */
export const IMPORT_CONTROLS = '/src/components/admin/lists/ImportControls#ImportControls'
