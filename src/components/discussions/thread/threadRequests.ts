import type { Language } from '@/i18n/languages'

import type { RepliesView, ThreadView } from './threadTypes'

/** A refusal or failure of the discussion route, with its message in the reader's language. */
export class ThreadLoadError extends Error {}

async function getJson<T>(query: URLSearchParams): Promise<T> {
  const response = await fetch(`/api/discussions?${query}`, { credentials: 'same-origin', cache: 'no-store' })
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null
  if (!response.ok || !answer) throw new ThreadLoadError(answer?.message ?? response.statusText)
  return answer
}

/** A page of the thread (its own request: the item's page stays shared and cached), or the page holding `post`. */
export const loadThread = (on: string, language: Language, where: { page: number } | { post: number }) =>
  getJson<ThreadView>(
    new URLSearchParams({ on, lang: language, ...('post' in where ? { post: String(where.post) } : { page: String(where.page) }) }),
  )

/** A page of a top post's replies ("show more"). */
export const loadReplies = (postId: number, page: number, language: Language) =>
  getJson<RepliesView>(new URLSearchParams({ replies: String(postId), page: String(page), lang: language }))
