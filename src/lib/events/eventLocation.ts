/** Spec 3: the location falls back to 'Virtual Event' (online) or 'TBD'; shared by pages, calendar files and e-mails. */
export const eventLocation = (event: { location?: string | null; isOnline?: boolean | null }) =>
  event.location || (event.isOnline ? 'Virtual Event' : 'TBD')
