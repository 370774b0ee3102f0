/**
 * The most profiles a member reads at once, and the deepest page: the people directory is browsed,
 * not copied (the collection's cap: hooks/directory/capDirectoryReads.ts).
 */
export const DIRECTORY_PAGE_SIZE = 20
export const DIRECTORY_MAX_PAGE = 50
