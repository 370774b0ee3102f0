'use client'

import { useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'
import { useLanguage, useTranslations } from '@/i18n/useTranslations'
import type { ActionResult } from '@/lib/shared/actions/actionResult'

import { useMentionAutocomplete } from './mentionAutocomplete'

const newKey = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '')

/**
 * A post's text box and its button: disabled while the post is on its way (and the server gives
 * the first post back to a second click), the text kept on any refusal or failure, the answer
 * shown as a toast. `send` gets the text and the draft's idempotency key. Typing `@` and a name
 * offers the members to mention (mentionAutocomplete.tsx).
 */
export function PostComposer({
  label,
  submitLabel,
  initialText = '',
  autoFocus = false,
  quote,
  onRemoveQuote,
  send,
  onDone,
  onCancel,
}: {
  label: string
  submitLabel: string
  initialText?: string
  autoFocus?: boolean
  quote?: { name: string } | null
  onRemoveQuote?: () => void
  send: (text: string, key: string) => Promise<ActionResult<{ postId: number }>>
  onDone: (postId: number | null) => void
  onCancel?: () => void
}) {
  const t = useTranslations('discussions')
  const [text, setText] = useState(initialText)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const key = useRef(newKey())
  const fieldId = useId()
  const helpId = useId()
  const problemId = useId()
  const mentionHelpId = useId()
  const field = useRef<HTMLTextAreaElement | null>(null)
  const language = useLanguage()
  const mentions = useMentionAutocomplete({ field, setText, language, label: t('mentionSuggestions') })

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (pending || !text.trim()) return
    const sent = text
    setPending(true)
    setProblem(null)
    try {
      const result = await send(sent, key.current)
      toastResult(result)
      if (result.ok) {
        // What the member typed while it was on its way stays.
        setText((current) => (current === sent ? '' : current))
        key.current = newKey()
        onDone(result.data?.postId ?? null)
      } else setProblem(result.description ?? result.title)
    } catch {
      setProblem(t('notPosted'))
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-busy={pending}>
      {quote ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          {t('quoting', { name: quote.name })}
          <button type="button" className="text-brand-600 underline" onClick={onRemoveQuote}>
            {t('removeQuote')}
          </button>
        </p>
      ) : null}
      <label htmlFor={fieldId} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={field}
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            mentions.look(event.target.value, event.target.selectionStart)
          }}
          rows={4}
          maxLength={10_000}
          required
          autoFocus={autoFocus}
          aria-describedby={`${helpId} ${mentionHelpId}${problem ? ` ${problemId}` : ''}`}
          aria-invalid={problem ? true : undefined}
          {...mentions.fieldProps}
          className="block w-full rounded-md border border-gray-300 p-3 text-base sm:text-sm"
        />
        {mentions.list}
      </div>
      <p id={helpId} className="text-xs text-gray-600">
        {t('formatHelp')}
      </p>
      <p id={mentionHelpId} className="text-xs text-gray-600">
        {t('mentionHelp')}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !text.trim()}>
          {pending ? t('posting') : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
