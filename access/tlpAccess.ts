import type { Access, Where } from 'payload'

import { relationId } from '@/lib/ids/relationId'
import { isStampedOnDownload, TLP_LEVELS, TLP_READERS, type TlpLevel, type TlpReader } from '@/lib/tlp/tlpLevels'

import { hasAdminRole } from './roles'

type Reader = { id: number; role?: string | null; organization?: number | { id: number } | null } | null | undefined

/** The condition an item of one reader kind meets for this reader, or null when it cannot. */
function readerCondition(reader: TlpReader, user: Reader): Where | true | null {
  const organization = relationId(user?.organization)
  switch (reader) {
    case 'everyone':
      return true
    case 'members':
      return user ? true : null
    case 'owningOrganization':
      return organization === null ? null : { owningOrganization: { equals: organization } }
    case 'sharedWithOrganizations':
      return organization === null ? null : { sharedWithOrganizations: { in: [organization] } }
    case 'sharedWithPeople':
      return user ? { sharedWithPeople: { in: [user.id] } } : null
  }
}

/**
 * The labelled items a user may read (lib/tlp/tlpLevels.ts, TLP_READERS): every level whose
 * readers include them, as one condition. Admins read every level: they label the material.
 */
export function tlpReadableWhere(user: Reader): Where | true {
  if (hasAdminRole(user)) return true
  const levels: Where[] = []
  const everyLevel: TlpLevel[] = []
  for (const level of TLP_LEVELS) {
    const conditions = TLP_READERS[level].map((reader) => readerCondition(reader, user)).filter((condition) => condition !== null)
    if (conditions.includes(true)) everyLevel.push(level)
    else if (conditions.length > 0) levels.push({ and: [{ tlp: { equals: level } }, { or: conditions as Where[] }] })
  }
  return { or: [{ tlp: { in: everyLevel } }, ...levels] }
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
 * readers. The stored file of a level stamped on download is sent only as the member's labelled
 * copy (src/lib/documents/downloadDocument.ts): its own address (/api/…/file/) serves admins alone.
 */
export const withTlpClearance =
  (access: Access): Access =>
  async (args) => {
    const readable = both(await access(args), tlpReadableWhere(args.req.user))
    if (!args.isReadingStaticFile || hasAdminRole(args.req.user)) return readable
    return both(readable, { tlp: { in: UNSTAMPED_LEVELS } })
  }
