import type { PayloadRequest } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { CONTENT_QUEUE } from '@/lib/infrastructure/jobs/contentTasks'
import type { ActionContext } from '@/lib/shared/actions/runAction'

/**
 * Asks the jobs queue to read a published library document's file (extractDocumentText), in the
 * saving transaction: with a new file the document's text is marked pending at once, so the old
 * file's words stop counting; without one the job only compares the file with the one read before.
 */
export async function queueDocumentText(
  { payload }: ActionContext<null>,
  { document, newFile, req }: { document: number; newFile: boolean; req: PayloadRequest },
): Promise<void> {
  if (newFile) {
    const why = elevated('a new upload makes the words of the old file stop counting')
    const { docs } = await payload.find({
      collection: 'document-texts',
      where: { document: { equals: document } },
      limit: 1,
      depth: 0,
      req,
      ...why,
    })
    if (!docs[0]) await payload.create({ collection: 'document-texts', data: { document, status: 'pending' }, depth: 0, req, ...why })
    else if (docs[0].status !== 'pending')
      await payload.update({ collection: 'document-texts', id: docs[0].id, data: { status: 'pending' }, depth: 0, req, ...why })
  }
  await payload.jobs.queue({ task: 'extractDocumentText', input: { document }, queue: CONTENT_QUEUE, req })
}
