import type { Payload } from 'payload'

import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n/languages'
import { parseRowId } from '@/lib/shared/ids/rowId'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { isFollowing } from './following/followThread'
import { postLink } from './postLink'
import { readReplies, type RepliesPage } from './readReplies'
import { readThread, type ThreadPage } from './readThread'
import { parseSubjectKey } from './subjectKey'

/** The most pages a thread request may ask for: far past any thread, short of an OFFSET that scans a table. */
const MAX_PAGE = 10_000

/** What the discussion island gets: a thread's page (with what the reader may do), or a page of replies. */
export type ThreadAnswer =
  (ThreadPage & { kind: 'thread'; canDeleteAny: boolean; focus: number | null; following: boolean }) | (RepliesPage & { kind: 'replies' })

const pageOf = (value: string | null) => {
  const page = value === null ? 1 : parseRowId(value)
  return page && page <= MAX_PAGE ? page : null
}

/**
 * The discussion route's question read from its query string and answered as the member, or
 * null when the question makes no sense (an unknown item kind, a bad id or page).
 */
export async function threadRequest(payload: Payload, user: User, asked: URLSearchParams): Promise<ThreadAnswer | null> {
  const lang = asked.get('lang')
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  const page = pageOf(asked.get('page'))
  if (!page) return null
  if (asked.has('replies')) {
    const postId = parseRowId(asked.get('replies'))
    if (!postId) return null
    return { kind: 'replies', ...(await readReplies(payload, user, { postId, page, language })) }
  }
  const subject = parseSubjectKey(asked.get('on'))
  if (!subject) return null
  let threadPage = page
  let focus: number | null = null
  if (asked.has('post')) {
    const postId = parseRowId(asked.get('post'))
    if (!postId) return null
    const location = await postLink(payload, user, { postId })
    // A link into another item's thread is not this thread's: its first page.
    if (location.subject.field === subject.field && location.subject.id === subject.id) {
      threadPage = location.threadPage
      focus = postId
    }
  }
  const [thread, following] = await Promise.all([
    readThread(payload, user, { subject, page: threadPage, language }),
    isFollowing({ payload, user }, subject),
  ])
  return { kind: 'thread', ...thread, canDeleteAny: hasAdminRole(user), focus, following }
}
