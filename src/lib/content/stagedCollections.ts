/** The collections whose content admins stage: drafts, versions, scheduled publishing, live preview. */
export const STAGED_COLLECTIONS = ['events', 'documents', 'projects', 'surveys'] as const
export type StagedCollection = (typeof STAGED_COLLECTIONS)[number]
