import type { PayloadRequest } from 'payload'

import type { Notice } from '@/lib/reach/notifications/notifyMembers'
import { relationId } from '@/lib/shared/ids/relationId'

import type { PostSubject } from './postSubject'

/**
 * What a notice about a post names of its item (the notice's words and link): the document,
 * project or event, and for an agenda item its event, whose page holds the thread. The agenda
 * item is read as the server: the notice is written for someone else, not as the acting member.
 */
export async function noticeItem(req: PayloadRequest, subject: PostSubject): Promise<Pick<Notice, 'document' | 'project' | 'event'>> {
  if (subject.field === 'document') return { document: subject.id }
  if (subject.field === 'project') return { project: subject.id }
  if (subject.field === 'event') return { event: subject.id }
  const item = await req.payload.findByID({
    collection: 'agenda-items',
    id: subject.id,
    depth: 0,
    select: { event: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return { event: relationId(item?.event ?? null) }
}
