'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { SearchKind } from '@/lib/content/search/searchInput'

/** What /api/search-suggestions answers (src/lib/content/search/searchSuggestions.ts), each item with its page. */
type Answer = { query: string; words: string[]; items: { kind: SearchKind; id: number; title: string; path: string }[] }
type Option = { key: string; label: string; kind: string | null; choose: () => void }

export type SuggestionTexts = {
  /** The list's name. */
  label: string
  /** Announced when suggestions arrive: `#` is the number. */
  countOne: string
  countOther: string
  kinds: Record<SearchKind, string>
}

/** Wait this long after a keystroke before asking: a word typed in one go asks once. */
const TYPING_PAUSE_MS = 150
/** Answers kept for this page (backspacing asks nothing again). */
const KEPT_ANSWERS = 50

/**
 * Suggestions under a search field as the reader types (issue 48, item 1), for a plain GET form
 * that works without JavaScript: loaded after the page (SuggestionsFor), it makes the field an
 * ARIA combobox. Focus stays in the field; the arrow keys move through the suggestions
 * (aria-activedescendant), Enter chooses, Escape closes, a click chooses. A completed query fills
 * the field and submits its form; an item opens its page. One request at a time: a newer text
 * cancels the older request, and an answer for an older text is dropped.
 */
export function SearchSuggestions({
  inputId,
  language,
  texts,
  className,
}: {
  inputId: string
  language: string
  texts: SuggestionTexts
  /** Where the list sits below the field (it is positioned against the field's container). */
  className: string
}) {
  const listId = `${useId()}-suggestions`
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement | null>(null)
  const kept = useRef(new Map<string, Answer>())

  const options: Option[] = answer
    ? [
        ...answer.words.map((words) => ({
          key: `words-${words}`,
          label: words,
          kind: null,
          choose: () => {
            const field = input.current
            if (!field) return
            field.value = words
            field.form?.requestSubmit()
          },
        })),
        ...answer.items.map((item) => ({
          key: `${item.kind}-${item.id}`,
          label: item.title,
          kind: texts.kinds[item.kind],
          choose: () => window.location.assign(item.path),
        })),
      ]
    : []
  const expanded = open && options.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  // The latest state for the field's listeners, which are added once (updated after each render).
  const state = useRef({ options, expanded, active })
  useEffect(() => {
    state.current = { options, expanded, active }
  })

  useEffect(() => {
    const field = document.getElementById(inputId)
    if (!(field instanceof HTMLInputElement)) return
    input.current = field
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', listId)
    field.setAttribute('autocomplete', 'off')
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined

    const ask = () => {
      const text = field.value.trim() ? field.value.replace(/^\s+/, '') : ''
      clearTimeout(timer)
      request?.abort()
      if (text.length < 2) {
        setAnswer(null)
        return
      }
      const known = kept.current.get(text)
      if (known) {
        setAnswer(known)
        setActive(-1)
        return
      }
      timer = setTimeout(() => {
        const controller = new AbortController()
        request = controller
        fetch(`/api/search-suggestions?${new URLSearchParams({ q: text, lang: language })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        })
          .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
          .then((found) => {
            if (!found || controller.signal.aborted) return
            if (kept.current.size >= KEPT_ANSWERS) kept.current.delete(kept.current.keys().next().value ?? '')
            kept.current.set(text, found)
            setAnswer(found)
            setActive(-1)
          })
          // Suggestions are a help: a refusal or a lost connection leaves the plain search.
          .catch(() => undefined)
      }, TYPING_PAUSE_MS)
    }
    const onInput = () => {
      setOpen(true)
      ask()
    }
    const onFocus = () => setOpen(true)
    const onBlur = () => setOpen(false)
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: shown, expanded: isOpen, active: index } = state.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (shown.length === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive(isOpen ? (index + step + shown.length) % shown.length : step > 0 ? 0 : shown.length - 1)
      } else if (event.key === 'Enter' && isOpen && shown[index]) {
        // Enter chooses the highlighted suggestion; without one, the form searches the typed words.
        event.preventDefault()
        shown[index].choose()
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
    field.addEventListener('input', onInput)
    field.addEventListener('focus', onFocus)
    field.addEventListener('blur', onBlur)
    field.addEventListener('keydown', onKeyDown)
    return () => {
      clearTimeout(timer)
      request?.abort()
      field.removeEventListener('input', onInput)
      field.removeEventListener('focus', onFocus)
      field.removeEventListener('blur', onBlur)
      field.removeEventListener('keydown', onKeyDown)
    }
  }, [inputId, listId, language])

  // The field's state for assistive technology follows the list.
  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active))
    else field.removeAttribute('aria-activedescendant')
  })

  const count = options.length
  return (
    <>
      {/* Announced politely; not a role="status" of its own (the page's own status says what the search found). */}
      <p aria-live="polite" className="sr-only">
        {expanded ? (count === 1 ? texts.countOne : texts.countOther).replace('#', String(count)) : ''}
      </p>
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={texts.label}
          className={`absolute z-30 max-h-96 overflow-auto rounded-md border border-gray-200 bg-white py-1 text-left shadow-lg ${className}`}
        >
          {options.map((option, index) => (
            // The field keeps the focus (a mouse press does not take it) and handles the keys.
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm text-gray-900 hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => option.choose()}
            >
              <span className={`min-w-0 break-words ${option.kind ? '' : 'font-medium'}`}>{option.label}</span>
              {option.kind ? <span className="shrink-0 text-xs text-gray-600">{option.kind}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
