'use client'

import { ThumbsUp } from 'lucide'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import { useHydrated } from '@/components/ui/useHydrated'
import { fillTextSlots } from '@/i18n/messageSlots'
import { isSessionLive, QUESTION_MAX_LENGTH } from '@/lib/liveQuestions/liveQuestionRules'
import type { SessionQuestions } from '@/lib/liveQuestions/sessionQuestions'

import { followSessionQuestions, sessionQuestionsUrl } from './followSessionQuestions'
import { type LiveQuestionTexts, refusalText } from './liveQuestionTexts'

export type LiveSessionEntry = { id: number; title: string; start: string; end: string }

/** How often the island looks again whether a session has started or ended (its own clock). */
const CLOCK_MS = 30_000

/**
 * The live questions of an event's sessions that are happening now (issue 50, item 2). The page
 * around it is shared by every member (and kept by the page cache), so it carries only the
 * sessions that may still be live; which are live now is decided here, after hydration, by the
 * browser's clock, and the server decides again on every request. Nothing renders on the server.
 */
export function LiveQuestions({ sessions, texts }: { sessions: LiveSessionEntry[]; texts: LiveQuestionTexts }) {
  const hydrated = useHydrated()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_MS)
    return () => window.clearInterval(timer)
  }, [])
  const live = useMemo(
    () => sessions.filter((session) => isSessionLive({ startTime: session.start, endTime: session.end }, now)),
    [sessions, now],
  )
  if (!hydrated || live.length === 0) return null
  return (
    <div className="space-y-6">
      {live.map((session) => (
        <SessionPanel key={session.id} session={session} texts={texts} />
      ))}
    </div>
  )
}

type Problem = { text: string } | null

function SessionPanel({ session, texts }: { session: LiveSessionEntry; texts: LiveQuestionTexts }) {
  const [answer, setAnswer] = useState<SessionQuestions | null>(null)
  const [problem, setProblem] = useState<Problem>(null)
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [votingOn, setVotingOn] = useState<number | null>(null)
  const follower = useRef<ReturnType<typeof followSessionQuestions> | null>(null)

  useEffect(() => {
    follower.current = followSessionQuestions(session.id, setAnswer, (status) => setProblem({ text: refusalText(texts, status) }))
    return () => follower.current?.stop()
  }, [session.id, texts])

  const send = async (url: string, method: 'POST' | 'DELETE', body: object, write: 'ask' | 'vote') => {
    setProblem(null)
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (!response || !response.ok) {
      setProblem({ text: response ? refusalText(texts, response.status, write) : texts.tryAgain })
      return false
    }
    return true
  }

  const ask = async (event: FormEvent) => {
    event.preventDefault()
    const text = draft.trim()
    if (!text || sending) return
    setSending(true)
    const asked = await send(sessionQuestionsUrl(session.id), 'POST', { text }, 'ask')
    // Cleared as soon as the question is in, before the list refreshes, and only if the field
    // still holds it: a next question typed meanwhile is kept.
    if (asked) setDraft((current) => (current.trim() === text ? '' : current))
    setSending(false)
    if (asked) await follower.current?.refresh()
  }

  const toggleVote = async (question: SessionQuestions['questions'][number]) => {
    setVotingOn(question.id)
    const voted = await send(`/api/live-questions/${question.id}/vote`, question.voted ? 'DELETE' : 'POST', {}, 'vote')
    setVotingOn(null)
    if (voted) await follower.current?.refresh()
  }

  const headingId = `live-questions-${session.id}`
  const fieldId = `live-question-${session.id}`
  const left = QUESTION_MAX_LENGTH - draft.length
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border-2 border-green-600 bg-white p-5"
      data-live-questions={session.id}
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {fillTextSlots(texts.heading, { title: session.title })}
        </h2>
        <p className="text-sm text-gray-700">{texts.intro}</p>
      </div>
      <form onSubmit={ask} className="space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-medium text-gray-900">
          {texts.label}
        </label>
        <textarea
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={QUESTION_MAX_LENGTH}
          rows={2}
          placeholder={texts.placeholder}
          aria-describedby={`${fieldId}-left`}
          className="w-full rounded-md border border-gray-300 p-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <div className="flex items-center justify-between gap-3">
          <span id={`${fieldId}-left`} className="text-xs text-gray-600">
            {fillTextSlots(texts.charactersLeft, { count: String(left) })}
          </span>
          <Button type="submit" disabled={sending || !draft.trim()}>
            {sending ? texts.asking : texts.ask}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-800">
          {texts.failed}: {problem.text}
        </p>
      ) : null}
      {answer === null ? null : answer.questions.length === 0 ? (
        <p className="text-gray-700">{texts.none}</p>
      ) : (
        <>
          <ol className="space-y-2" aria-live="polite">
            {answer.questions.map((question) => (
              <li key={question.id} className="flex items-start gap-3 rounded-md border border-gray-200 p-3" data-question={question.id}>
                <div className="flex min-w-14 flex-col items-center">
                  <span className="text-lg font-semibold tabular-nums" data-votes>
                    {question.voteCount}
                  </span>
                  <span className="text-xs text-gray-600">{question.voteCount === 1 ? texts.vote : texts.votes}</span>
                </div>
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="whitespace-pre-line break-words">{question.text}</p>
                  <p className="flex flex-wrap gap-2 text-xs">
                    {question.status === 'answered' ? (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">{texts.answered}</span>
                    ) : null}
                    {question.mine ? (
                      <span className="rounded-full bg-gray-100 px-2 py-0.5 font-semibold text-gray-800">{texts.yours}</span>
                    ) : null}
                  </p>
                </div>
                {!question.mine && question.status === 'open' ? (
                  <button
                    type="button"
                    onClick={() => toggleVote(question)}
                    disabled={votingOn === question.id}
                    aria-pressed={question.voted}
                    aria-label={question.voted ? texts.withdrawLabel : texts.voteLabel}
                    className={cn(
                      'self-start rounded-md p-2 hover:bg-gray-100',
                      question.voted ? 'text-brand-700' : 'text-gray-600 hover:text-brand-600',
                    )}
                  >
                    <Icon icon={ThumbsUp} aria-hidden="true" className={question.voted ? 'size-5 fill-brand-100' : 'size-5'} />
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {answer.total > answer.questions.length ? (
            <p className="text-xs text-gray-600">
              {fillTextSlots(texts.shown, { shown: String(answer.questions.length), total: String(answer.total) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
