'use client'

import { useState } from 'react'

import { toast, toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'

import { PostComposer } from './PostComposer'
import { deletePostAction, editPostAction, reactAction } from './threadActions'
import type { ThreadPost } from './threadTypes'
import { ReportPostButton } from '../moderation/ReportPostButton'
import type { ReportPostTexts } from '../moderation/reportPostTexts'

const chip =
  'inline-flex min-h-9 items-center gap-1 rounded-md border px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * One post of a thread: author, time, the "edited" mark, the quoted post, the text (HTML made
 * safe on the server), the counts and what the reader may do. A deleted post keeps its place.
 */
export function ThreadPostView({
  post,
  fragment,
  canDeleteAny,
  reportTexts,
  onReply,
  onQuote,
  onChanged,
}: {
  post: ThreadPost
  fragment: string
  canDeleteAny: boolean
  reportTexts: ReportPostTexts
  onReply?: () => void
  onQuote?: () => void
  onChanged: () => void
}) {
  const t = useTranslations('discussions')
  const [editing, setEditing] = useState(false)
  const [counts, setCounts] = useState({ helpful: post.helpfulCount, plusOne: post.plusOneCount })
  const [reacted, setReacted] = useState(post.reacted)
  const [busy, setBusy] = useState(false)
  const deleted = post.status === 'deleted'

  async function react(kind: 'helpful' | 'plusOne') {
    if (busy) return
    setBusy(true)
    const result = await reactAction({ postId: post.id, kind, on: !reacted[kind] })
    setBusy(false)
    if (!result.ok || !result.data) return toastResult(result)
    setReacted((was) => ({ ...was, [kind]: !was[kind] }))
    setCounts({ helpful: result.data.helpfulCount, plusOne: result.data.plusOneCount })
  }

  async function remove() {
    if (busy || !window.confirm(t('deleteConfirm'))) return
    setBusy(true)
    const result = await deletePostAction({ postId: post.id })
    setBusy(false)
    toastResult(result)
    if (result.ok) onChanged()
  }

  async function copyLink() {
    const url = `${window.location.origin}${window.location.pathname}#${fragment}`
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('linkCopied'))
    } catch {
      window.prompt(t('copyLink'), url)
    }
  }

  return (
    <article id={fragment} tabIndex={-1} className="scroll-mt-24 space-y-2 rounded-md focus:outline-2 focus:outline-brand-600">
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-gray-900">
          {deleted ? null : post.author?.profilePath ? (
            <a href={post.author.profilePath} className="text-brand-700 hover:underline">
              {post.author.name}
            </a>
          ) : (
            (post.author?.name ?? t('formerMember'))
          )}
        </span>
        <time dateTime={post.createdAt} className="text-gray-600">
          {post.when}
        </time>
        {post.editedAt && !deleted ? (
          <span className="text-gray-600" title={post.editedWhen ?? undefined}>
            ({t('edited')})
          </span>
        ) : null}
        {post.status === 'waiting' ? <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('waitingBadge')}</span> : null}
        {post.status === 'hidden' ? <span className="rounded bg-gray-200 px-1.5 text-xs text-gray-800">{t('hiddenBadge')}</span> : null}
      </header>
      {deleted ? (
        <p className="text-sm italic text-gray-600">{t('deletedPost')}</p>
      ) : editing ? (
        <PostComposer
          label={t('editLabel')}
          submitLabel={t('save')}
          initialText={post.body ?? ''}
          autoFocus
          send={(text) => editPostAction({ postId: post.id, body: text })}
          onDone={() => {
            setEditing(false)
            onChanged()
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {post.quote ? (
            <blockquote className="border-l-4 border-gray-300 pl-3 text-sm text-gray-700">
              {'unavailable' in post.quote ? (
                t('quoteUnavailable')
              ) : (
                <>
                  <span className="font-medium">{post.quote.authorName ?? t('formerMember')}:</span> {post.quote.excerpt}
                </>
              )}
            </blockquote>
          ) : null}
          {/* Rendered on the server from the safe subset: every tag is markdown-it's, every text escaped. */}
          <div className="rich-text discussion-body break-words text-gray-900" dangerouslySetInnerHTML={{ __html: post.html }} />
        </>
      )}
      {!deleted && !editing ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('postActions')}>
          {(['helpful', 'plusOne'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={reacted[kind]}
              aria-label={t(kind === 'helpful' ? 'helpfulLabel' : 'plusOneLabel', { count: counts[kind] })}
              disabled={busy || post.status !== 'published'}
              onClick={() => void react(kind)}
              className={`${chip} ${reacted[kind] ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-800'}`}
            >
              {t(kind)} <span aria-hidden="true">{counts[kind]}</span>
            </button>
          ))}
          {onReply ? (
            <button type="button" className={`${chip} border-gray-300 text-gray-800`} onClick={onReply}>
              {t('reply')}
            </button>
          ) : null}
          {onQuote && post.status === 'published' ? (
            <button type="button" className={`${chip} border-gray-300 text-gray-800`} onClick={onQuote}>
              {t('quote')}
            </button>
          ) : null}
          <button type="button" className={`${chip} border-gray-300 text-gray-800`} onClick={() => void copyLink()}>
            {t('copyLink')}
          </button>
          {post.mine ? (
            <button type="button" className={`${chip} border-gray-300 text-gray-800`} onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
          ) : null}
          {post.mine || canDeleteAny ? (
            <button type="button" className={`${chip} border-red-300 text-red-800`} disabled={busy} onClick={() => void remove()}>
              {t('delete')}
            </button>
          ) : null}
        </div>
      ) : null}
      {/* Report (helper B's moderation): any post but one's own that others read. */}
      {!deleted && !editing && !post.mine && post.status === 'published' ? <ReportPostButton postId={post.id} texts={reportTexts} /> : null}
    </article>
  )
}
