/** Where a library file's words are: waiting for the jobs queue, stored for search, or not readable. */
export const TEXT_STATUSES = ['pending', 'extracted', 'unreadable'] as const
export type TextStatus = (typeof TEXT_STATUSES)[number]

/** How much of a file's text is kept for search: the first 200 kB (characters) of it. */
export const MAX_TEXT_CHARS = 200_000

/** What a problem note may hold (the first line of the reason a file could not be read). */
export const MAX_PROBLEM_CHARS = 500
