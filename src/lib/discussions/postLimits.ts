/** The longest post, in characters after normalising (the collection's `maxLength` says the same). */
export const MAX_POST_LENGTH = 10_000

/** What is refused before it is even normalised: a post's text and then some (line ends, spaces). */
export const MAX_RAW_POST_LENGTH = 4 * MAX_POST_LENGTH

/** Top posts on one page of a thread. */
export const TOP_POSTS_PER_PAGE = 20

/** Replies shown under a top post on a thread's page; "show more" loads the rest a page at a time. */
export const REPLIES_SHOWN = 3

/** Replies on one page of "show more". */
export const REPLIES_PER_PAGE = 50

/** How long the same text by the same member in the same place counts as a second click, not a second post. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000
