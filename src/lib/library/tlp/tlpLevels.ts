/**
 * The Traffic Light Protocol 2.0 (FIRST.org) labels of shared material (issue 23, item 1), and
 * the one rule of who may read an item at each level: `TLP_READERS` is read by the access
 * function (access/library/tlpAccess.ts), by the notifications of new items and by the search.
 */
export const TLP_LEVELS = ['clear', 'green', 'amber', 'amber-strict', 'red'] as const
export type TlpLevel = (typeof TLP_LEVELS)[number]

/** Unlabelled items (and every item before the labels came) are TLP:CLEAR: what the site showed everyone. */
export const DEFAULT_TLP: TlpLevel = 'clear'

/** The label as FIRST.org writes it. */
export const TLP_LABELS: Record<TlpLevel, string> = {
  clear: 'TLP:CLEAR',
  green: 'TLP:GREEN',
  amber: 'TLP:AMBER',
  'amber-strict': 'TLP:AMBER+STRICT',
  red: 'TLP:RED',
}

/** FIRST.org's colours: the label's text colour, always on black. */
export const TLP_COLOURS: Record<TlpLevel, string> = {
  clear: '#FFFFFF',
  green: '#33FF00',
  amber: '#FFC000',
  'amber-strict': '#FFC000',
  red: '#FF2B2B',
}

/**
 * Who reads an item at each level: `everyone` (visitors too), `members` (anyone signed in), the
 * members of the item's owning organization, of the organizations it names, and the people it names.
 */
export type TlpReader = 'everyone' | 'members' | 'owningOrganization' | 'sharedWithOrganizations' | 'sharedWithPeople'
export const TLP_READERS: Record<TlpLevel, readonly TlpReader[]> = {
  clear: ['everyone', 'members'],
  green: ['members'],
  amber: ['owningOrganization', 'sharedWithOrganizations'],
  'amber-strict': ['owningOrganization'],
  red: ['sharedWithPeople'],
}

/**
 * The fields that name an item's readers beyond its organization. Project documents name them
 * otherwise: their reads go through their project's label too, and @payloadcms/drizzle reuses the
 * join of a has-many field of the same name across a relationship hop (its join key is the field
 * name), which mixed the project's list with the file's.
 */
export type TlpSharingFields = { organizations: string; people: string }
export const SHARING_FIELDS: TlpSharingFields = { organizations: 'sharedWithOrganizations', people: 'sharedWithPeople' }
export const PROJECT_FILE_SHARING_FIELDS: TlpSharingFields = { organizations: 'sharedOrganizations', people: 'sharedPeople' }

/** The levels whose readers are named on the item (search and notifications treat them one by one). */
export const RESTRICTED_TLP_LEVELS = TLP_LEVELS.filter((level) => !TLP_READERS[level].includes('members'))

export const isTlpLevel = (value: unknown): value is TlpLevel => TLP_LEVELS.includes(value as TlpLevel)

/** TLP:AMBER and above: each download is the member's own copy, with the label and their name in it (lib/tlp/stampDownload.ts). */
export const isStampedOnDownload = (level: unknown): level is TlpLevel => isTlpLevel(level) && RESTRICTED_TLP_LEVELS.includes(level)
