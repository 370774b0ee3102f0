/**
 * Where a library document opens: the library filtered by its title, which shows it with its
 * download (documents have no page of their own). Search results, the weekly digest and the inbox link so.
 */
export const documentInLibraryPath = (title: string) => `/documents?q=${encodeURIComponent(title)}`
