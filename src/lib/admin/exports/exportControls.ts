/**
 * The list view's 'Export CSV' and 'Export JSON' buttons (src/components/admin/lists/ExportControls.tsx),
 * for `admin.components.beforeListTable` of each exportable collection beside `exportEndpoint`.
 */
export const EXPORT_CONTROLS = '/src/components/admin/lists/ExportControls#ExportControls'
