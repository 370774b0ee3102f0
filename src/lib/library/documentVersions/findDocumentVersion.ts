import type { ActionContext } from '@/lib/shared/actions/runAction'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { Document, DocumentVersion, User } from '@/payload-types'

/**
 * One kept file of a library document and the document, read as the member (their TLP clearance
 * and the document's publication decide); null when either is not theirs to read or does not exist.
 */
export async function findDocumentVersion(
  { payload, user }: ActionContext<User>,
  { id, number }: { id: string; number: string },
): Promise<{ document: Document; version: DocumentVersion } | null> {
  const documentId = parseRowId(id)
  const versionNumber = parseRowId(number)
  if (!documentId || !versionNumber) return null
  const document = await payload.findByID({
    collection: 'documents',
    id: documentId,
    depth: 0,
    disableErrors: true,
    user,
    overrideAccess: false,
  })
  if (!document) return null
  const { docs } = await payload.find({
    collection: 'document-versions',
    where: { and: [{ document: { equals: documentId } }, { number: { equals: versionNumber } }] },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ? { document, version: docs[0] } : null
}
