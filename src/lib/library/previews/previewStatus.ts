/** Where a file's preview stands: waiting for its job, made, not possible for this kind of file, or failed (logged). */
export const PREVIEW_STATUSES = ['pending', 'ready', 'none', 'failed'] as const
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number]
