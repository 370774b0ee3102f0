import type { Language } from '@/i18n/languages'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import type { Notification, User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { noticeHref } from './noticeView'

/**
 * Where opening a notice leads (before the language prefix), read as the member: a new document
 * opens its own page while the member may read it (the notice, depth 0, holds only its id); one
 * they may no longer read, or that is gone, opens the library rather than a page that is not found;
 * a mention opens its post in its thread the same way.
 */
export async function noticeDestination({ payload, user }: ActionContext<User>, notice: Notification, language: Language): Promise<string> {
  const document =
    notice.kind === 'new-document' && typeof notice.document === 'number'
      ? await payload.findByID({
          collection: 'documents',
          id: notice.document,
          depth: 0,
          locale: language,
          select: { title: true },
          user,
          overrideAccess: false,
          disableErrors: true,
        })
      : notice.document
  // A mention opens the post while the member may read it (its access as them), else the inbox.
  const discussionPost =
    notice.kind === 'discussion-mention' && typeof notice.discussionPost === 'number'
      ? await payload.findByID({
          collection: 'discussion-posts',
          id: notice.discussionPost,
          depth: 0,
          select: { event: true, agendaItem: true, document: true, project: true },
          user,
          overrideAccess: false,
          disableErrors: true,
        })
      : notice.discussionPost
  return noticeHref({ ...notice, document, discussionPost }, { isAdmin: hasAdminRole(user) })
}
