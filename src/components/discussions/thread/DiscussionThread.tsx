'use client'

import { useCallback, useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'
import { parseSubjectKey } from '@/lib/discussions/subjectKey'

import { PostComposer } from './PostComposer'
import { writePostAction } from './threadActions'
import { ThreadPostView } from './ThreadPostView'
import { loadReplies, loadThread, ThreadLoadError } from './threadRequests'
import type { ThreadPost, ThreadView } from './threadTypes'
import { FollowThreadButton } from '../following/FollowThreadButton'
import type { ReportPostTexts } from '../moderation/reportPostTexts'

/** The fragment of a post in this thread's page (postFragment in src/lib/discussions/postLink.ts). */
const fragmentOf = (on: string, postId: number) =>
  on.startsWith('agendaItem:') ? `agenda-item-${on.slice(11)}-post-${postId}` : `post-${postId}`

/** The post a page's address points at in this thread, if any. */
function linkedPost(on: string): number | null {
  const match = /^#(?:agenda-item-(\d+)-)?post-(\d+)$/.exec(window.location.hash)
  if (!match) return null
  const forAgendaItem = on.startsWith('agendaItem:')
  if (forAgendaItem !== !!match[1] || (forAgendaItem && `agendaItem:${match[1]}` !== on)) return null
  return Number(match[2])
}

type Replying = { topId: number; quote: { id: number; name: string } | null }

/**
 * An item's discussion, loaded in its own request after the page (the page stays shared and
 * cached; a post changes no page): a page of top posts oldest first with their first replies,
 * "show more" replies, earlier and later pages, and the forms to write, reply, quote and edit.
 * A direct link (`#post-17`) opens the page holding the post and moves focus to it.
 */
export function DiscussionThread({ on, headingId, reportTexts }: { on: string; headingId: string; reportTexts: ReportPostTexts }) {
  const t = useTranslations('discussions')
  const following = useTranslations('discussionFollowing')
  const language = useLanguage()
  const [thread, setThread] = useState<ThreadView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [extraReplies, setExtraReplies] = useState<Record<number, { replies: ThreadPost[]; page: number; totalPages: number }>>({})
  const [replying, setReplying] = useState<Replying | null>(null)
  const [topQuote, setTopQuote] = useState<{ id: number; name: string } | null>(null)

  const problemOf = useCallback(
    (error: unknown) => (error instanceof ThreadLoadError && error.message ? error.message : t('loadFailed')),
    [t],
  )
  const show = useCallback((answer: ThreadView) => {
    setProblem(null)
    setThread(answer)
    setExtraReplies({})
  }, [])
  const load = (where: { page: number } | { post: number }) =>
    loadThread(on, language, where).then(show, (error: unknown) => setProblem(problemOf(error)))

  // The first page (or the one a direct link names) once the page is here; its answer arrives later.
  useEffect(() => {
    let active = true
    const post = linkedPost(on)
    loadThread(on, language, post ? { post } : { page: 1 }).then(
      (answer) => active && show(answer),
      (error: unknown) => active && setProblem(problemOf(error)),
    )
    return () => {
      active = false
    }
  }, [on, language, show, problemOf])

  // A direct link's post, once the page holding it is drawn: focus moves to it (and scrolls it into view).
  const focus = thread?.focus ?? null
  useEffect(() => {
    if (focus) document.getElementById(fragmentOf(on, focus))?.focus()
  }, [focus, on])

  async function showMore(postId: number) {
    const shown = extraReplies[postId]
    const page = shown ? shown.page + 1 : 1
    try {
      const answer = await loadReplies(postId, page, language)
      setExtraReplies((was) => ({
        ...was,
        [postId]: { replies: [...(shown?.replies ?? []), ...answer.replies], page: answer.page, totalPages: answer.totalPages },
      }))
    } catch (error) {
      setProblem(problemOf(error))
    }
  }

  const reload = () => void load({ page: thread?.page ?? 1 })
  const afterPost = (postId: number | null) => {
    setReplying(null)
    setTopQuote(null)
    void load(postId ? { post: postId } : { page: thread?.page ?? 1 })
  }
  const nameOf = (post: ThreadPost) => post.author?.name ?? t('formerMember')

  if (!thread)
    return problem ? (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-red-700">{problem}</p>
        <Button variant="secondary" onClick={() => void load({ page: 1 })}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <p aria-live="polite" className="h-24 animate-pulse rounded-md bg-gray-100 p-4 text-sm text-gray-600">
        {t('loading')}
      </p>
    )

  const subject = parseSubjectKey(on)
  return (
    <div className="space-y-6">
      {/* An empty thread says so once, below ("No posts yet. Start the discussion."). */}
      {thread.totalPosts > 0 ? <p className="text-sm text-gray-700">{t('count', { count: thread.totalPosts })}</p> : null}
      {subject ? (
        <FollowThreadButton
          // Drawn again with the state each answer reads (another tab may have changed it).
          key={`${on}:${thread.following}`}
          subject={subject}
          following={thread.following}
          labels={{ follow: following('follow'), unfollow: following('unfollow'), followingNote: following('followingNote') }}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {thread.posts.length === 0 ? <p className="text-sm text-gray-700">{t('empty')}</p> : null}
      <ol className="space-y-6" aria-labelledby={headingId}>
        {thread.posts.map((post) => {
          const more = extraReplies[post.id]
          // "Show more" loads replies from the first: they replace the first few shown.
          const replies = more ? more.replies : post.replies
          const hidden = more
            ? more.page < more.totalPages
              ? post.replyCount - more.replies.length
              : 0
            : post.replyCount - post.replies.length
          return (
            <li key={post.id} className="space-y-3 border-b border-gray-200 pb-6 last:border-b-0">
              <ThreadPostView
                post={post}
                fragment={fragmentOf(on, post.id)}
                canDeleteAny={thread.canDeleteAny}
                reportTexts={reportTexts}
                onReply={() => setReplying({ topId: post.id, quote: null })}
                onQuote={() => setTopQuote({ id: post.id, name: nameOf(post) })}
                onChanged={reload}
              />
              {replies.length > 0 || replying?.topId === post.id ? (
                <ol className="ml-3 space-y-4 border-l-2 border-gray-200 pl-3 sm:ml-6 sm:pl-4">
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <ThreadPostView
                        post={reply}
                        fragment={fragmentOf(on, reply.id)}
                        canDeleteAny={thread.canDeleteAny}
                        reportTexts={reportTexts}
                        onReply={() => setReplying({ topId: post.id, quote: null })}
                        onQuote={() => setReplying({ topId: post.id, quote: { id: reply.id, name: nameOf(reply) } })}
                        onChanged={reload}
                      />
                    </li>
                  ))}
                  {hidden > 0 ? (
                    <li>
                      <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => void showMore(post.id)}>
                        {t('showMoreReplies', { count: hidden })}
                      </button>
                    </li>
                  ) : null}
                  {replying?.topId === post.id ? (
                    <li>
                      <PostComposer
                        label={t('writeReply')}
                        submitLabel={t('sendReply')}
                        autoFocus
                        quote={replying.quote}
                        onRemoveQuote={() => setReplying({ topId: post.id, quote: null })}
                        send={(text, key) =>
                          writePostAction({ on, body: text, replyTo: post.id, quotes: replying.quote?.id ?? null, idempotencyKey: key })
                        }
                        onDone={afterPost}
                        onCancel={() => setReplying(null)}
                      />
                    </li>
                  ) : null}
                </ol>
              ) : null}
            </li>
          )
        })}
      </ol>
      {thread.totalPages > 1 ? (
        <nav className="flex flex-wrap items-center gap-3" aria-label={t('pageOf', { page: thread.page, total: thread.totalPages })}>
          <Button variant="secondary" disabled={thread.page <= 1} onClick={() => void load({ page: thread.page - 1 })}>
            {t('earlierPosts')}
          </Button>
          <span className="text-sm text-gray-700">{t('pageOf', { page: thread.page, total: thread.totalPages })}</span>
          <Button variant="secondary" disabled={thread.page >= thread.totalPages} onClick={() => void load({ page: thread.page + 1 })}>
            {t('laterPosts')}
          </Button>
        </nav>
      ) : null}
      <PostComposer
        label={t('write')}
        submitLabel={t('post')}
        quote={topQuote}
        onRemoveQuote={() => setTopQuote(null)}
        send={(text, key) => writePostAction({ on, body: text, quotes: topQuote?.id ?? null, idempotencyKey: key })}
        onDone={afterPost}
      />
    </div>
  )
}
