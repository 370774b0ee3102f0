import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { User } from '@/payload-types'

/**
 * Records a member's download (a row of document-downloads) of a library document or a project's
 * document, as the member (they may record only what they may read). A failed record is only
 * logged (spec 8): the member still gets the file.
 */
export async function recordDownload(
  { payload, user }: ActionContext<User>,
  file: { document: number } | { projectDocument: number },
): Promise<void> {
  try {
    await payload.create({ collection: 'document-downloads', data: file as never, user, overrideAccess: false })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Failed to record a download', ...file })
  }
}
