import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { requestDatabase } from '@/lib/infrastructure/database/requestDatabase'
import { namedReadersOf } from '@/lib/library/tlp/tlpReaders'
import { notifyMembers } from '@/lib/reach/notifications/notifyMembers'
import type { Document } from '@/payload-types'

/** The members told of one new version at most: the most recent downloaders first. */
export const MAX_TOLD_OF_A_VERSION = 1000

/**
 * Tells the members who downloaded a document that it has a new version (a notice linking its
 * history), in the saving transaction; only those who may still read it (its TLP label names
 * them, tlpReaders.ts). One read of the downloaders, one of the readers among them, one insert.
 */
export async function notifyEarlierDownloaders(
  req: PayloadRequest,
  document: Pick<Document, 'id' | 'tlp' | 'owningOrganization' | 'sharedWithOrganizations' | 'sharedWithPeople'>,
  version: number,
): Promise<void> {
  const db = await requestDatabase(req, 'each downloader once, latest first: a GROUP BY in SQL, not every download row')
  const { rows } = await db.execute(sql`
    SELECT user_id FROM document_downloads
    WHERE document_id = ${document.id} AND user_id IS NOT NULL
    GROUP BY user_id ORDER BY max(created_at) DESC LIMIT ${MAX_TOLD_OF_A_VERSION}`)
  let recipients = (rows as { user_id: number }[]).map((row) => Number(row.user_id))
  const named = namedReadersOf(document)
  if (named && recipients.length > 0) {
    const readers: Where[] = [{ id: { in: named.people.length ? named.people : [0] } }]
    if (named.organizations.length) readers.push({ organization: { in: named.organizations } })
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { and: [{ id: { in: recipients } }, { or: readers }] },
      select: {},
      depth: 0,
      limit: MAX_TOLD_OF_A_VERSION,
      pagination: false,
      overrideAccess: true,
      req,
    })
    recipients = docs.map((user) => user.id)
  }
  await notifyMembers(
    req,
    recipients.map((recipient) => ({
      recipient,
      kind: 'document-updated',
      key: `document-updated:${version}:${recipient}`,
      document: document.id,
    })),
  )
}
