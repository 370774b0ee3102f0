import { relationId } from '@/lib/shared/ids/relationId'

import { DEFAULT_TLP, isTlpLevel, TLP_READERS } from './tlpLevels'

type LabelledItem = {
  tlp?: string | null
  owningOrganization?: number | { id: number } | null
  sharedWithOrganizations?: (number | { id: number })[] | null
  sharedWithPeople?: (number | { id: number })[] | null
}

/** The organizations whose members and the people who may read an item of a restricted label. */
export type NamedReaders = { organizations: number[]; people: number[] }

/**
 * Who may read a labelled item, from the item's side (TLP_READERS): null when every member may
 * (CLEAR, GREEN), else the organizations and people it names. What tells members of new items
 * (notifications) narrows to these.
 */
export function namedReadersOf(item: LabelledItem): NamedReaders | null {
  const level = isTlpLevel(item.tlp) ? item.tlp : DEFAULT_TLP
  const readers = TLP_READERS[level]
  if (readers.includes('members')) return null
  const ids = (values: (number | { id: number })[] | null | undefined) => (values ?? []).map((value) => relationId(value))
  const owner = relationId(item.owningOrganization)
  return {
    organizations: [
      ...(readers.includes('owningOrganization') && owner !== null ? [owner] : []),
      ...(readers.includes('sharedWithOrganizations') ? ids(item.sharedWithOrganizations) : []),
    ],
    people: readers.includes('sharedWithPeople') ? ids(item.sharedWithPeople) : [],
  }
}
