import type { Access, Where } from 'payload'

import {
  isStampedOnDownload,
  SHARING_FIELDS,
  TLP_LEVELS,
  TLP_READERS,
  type TlpLevel,
  type TlpReader,
  type TlpSharingFields,
} from '@/lib/library/tlp/tlpLevels'
import { relationId } from '@/lib/shared/ids/relationId'

import { hasAdminRole } from '../roles'

type Reader = { id: number; role?: string | null; organization?: number | { id: number } | null } | null | undefined

/** Where the label and its readers are: on the item itself, or on a related item (`parent`). */
type LabelPlace = { parent?: string; sharing?: TlpSharingFields }

/** The condition an item of one reader kind meets for this reader, or null when it cannot. */
function readerCondition(reader: TlpReader, user: Reader, at: string, sharing: TlpSharingFields): Where | true | null {
  const organization = relationId(user?.organization)
  switch (reader) {
    case 'everyone':
      return true
    case 'members':
      return user ? true : null
    case 'owningOrganization':
      return organization === null ? null : { [`${at}owningOrganization`]: { equals: organization } }
    case 'sharedWithOrganizations':
      return organization === null ? null : { [`${at}${sharing.organizations}`]: { in: [organization] } }
    case 'sharedWithPeople':
      return user ? { [`${at}${sharing.people}`]: { in: [user.id] } } : null
  }
}

/**
 * The labelled items a user may read (lib/tlp/tlpLevels.ts, TLP_READERS): every level whose
 * readers include them, as one condition. Admins read every level: they label the material.
 * `parent` names a relationship whose item's label counts instead (a project document's project).
 */
export function tlpReadableWhere(user: Reader, { parent, sharing = SHARING_FIELDS }: LabelPlace = {}): Where | true {
  if (hasAdminRole(user)) return true
  const at = parent ? `${parent}.` : ''
  const levels: Where[] = []
  const everyLevel: TlpLevel[] = []
  for (const level of TLP_LEVELS) {
    const conditions = TLP_READERS[level]
      .map((reader) => readerCondition(reader, user, at, sharing))
      .filter((condition) => condition !== null)
    if (conditions.includes(true)) everyLevel.push(level)
    else if (conditions.length > 0) levels.push({ and: [{ [`${at}tlp`]: { equals: level } }, { or: conditions as Where[] }] })
  }
  return { or: [{ [`${at}tlp`]: { in: everyLevel } }, ...levels] }
}

/** Both conditions: an access function's answer narrowed by the reader's TLP clearance. */
const both = (access: Where | boolean, tlp: Where | true): Where | boolean => {
  if (access === false) return false
  if (tlp === true) return access
  return access === true ? tlp : { and: [access, tlp] }
}

/** The levels whose file may leave as it is stored: the others go out labelled for each member. */
const UNSTAMPED_LEVELS = TLP_LEVELS.filter((level) => !isStampedOnDownload(level))

/**
 * An access function for reading a labelled collection: its own rule, and the TLP level's
 * readers (`sharing`: the collection's names of its reader lists); with `parent`, the readers of
 * the parent item's label too (a project's files are read by who may read the project and the
 * file). The stored file of a level stamped on download is sent only as the member's labelled
 * copy (src/lib/library/tlp/labelledDownload.ts): its own address (/api/…/file/) serves admins alone.
 */
export const withTlpClearance =
  (access: Access, { parent, sharing }: { parent?: string; sharing?: TlpSharingFields } = {}): Access =>
  async (args) => {
    const own = both(await access(args), tlpReadableWhere(args.req.user, { sharing }))
    const readable = parent ? both(own, tlpReadableWhere(args.req.user, { parent })) : own
    if (!args.isReadingStaticFile || hasAdminRole(args.req.user)) return readable
    return both(readable, { tlp: { in: UNSTAMPED_LEVELS } })
  }

/**
 * The same for a collection without a label of its own whose rows belong to a labelled item (a
 * document's older files, `parent: 'document'`): read by who may read the item, and the stored
 * file of a restricted item's row only by admins (members get their labelled copy).
 */
export const withParentTlpClearance =
  (access: Access, parent: string): Access =>
  async (args) => {
    const readable = both(await access(args), tlpReadableWhere(args.req.user, { parent }))
    if (!args.isReadingStaticFile || hasAdminRole(args.req.user)) return readable
    return both(readable, { [`${parent}.tlp`]: { in: UNSTAMPED_LEVELS } })
  }
