'use client'

import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'

/** As src/lib/discussions/mentions/mentionSuggestions.ts asks: at least 2 characters, at most 50. */
const MIN_PREFIX = 2
const MAX_PREFIX = 50
/** Wait this long after a keystroke before asking: a name typed in one go asks once. */
const TYPING_PAUSE_MS = 150

/**
 * The mention typed just before the caret: an `@` at the start or after a space or an opening
 * bracket, then 2 to 50 characters of one line (a name may have spaces), none of `@[]`.
 */
export function typedMention(text: string, caret: number): { start: number; end: number; prefix: string } | null {
  const start = text.lastIndexOf('@', caret - 1)
  if (start < 0 || caret - start - 1 > MAX_PREFIX) return null
  if (start > 0 && !/[\s(]/.test(text[start - 1]!)) return null
  const typed = text.slice(start + 1, caret)
  if (/^\s|[\n@[\]]/.test(typed) || typed.trim().length < MIN_PREFIX) return null
  return { start, end: caret, prefix: typed.trim() }
}

/**
 * The composer's `@` autocomplete (issue 50, item 3): as the member types `@` and two letters,
 * the members they may mention (GET /api/discussions/mention-suggestions) in a listbox under the
 * field, which stays focused and is the combobox: arrow keys move (aria-activedescendant), Enter
 * or Tab inserts `@[Name] ` in place of what was typed, Escape closes, a click inserts. One
 * request at a time, after a pause; a refusal or a lost connection shows nothing.
 */
export function useMentionAutocomplete({
  field,
  setText,
  language,
  label,
}: {
  field: RefObject<HTMLTextAreaElement | null>
  setText: (text: string) => void
  language: string
  label: string
}) {
  const listId = `${useId()}-mentions`
  const [names, setNames] = useState<string[]>([])
  const [active, setActive] = useState(0)
  // The pause before asking and the request on its way, one at a time (kept in one object so the unmount cleanup sees them).
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})
  const expanded = names.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const cancel = () => {
    clearTimeout(pending.current.timer)
    pending.current.request?.abort()
  }
  useEffect(() => {
    const own = pending.current
    return () => {
      clearTimeout(own.timer)
      own.request?.abort()
    }
  }, [])
  const close = () => {
    cancel()
    setNames([])
  }

  /** After each change of the text: ask for the names the mention being typed may stand for. */
  const look = (text: string, caret: number) => {
    cancel()
    const typing = typedMention(text, caret)
    if (!typing) return setNames([])
    pending.current.timer = setTimeout(() => {
      const controller = new AbortController()
      pending.current.request = controller
      fetch(`/api/discussions/mention-suggestions?${new URLSearchParams({ q: typing.prefix, lang: language })}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
        cache: 'no-store',
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: { name: string }[] }>) : null))
        .then((answer) => {
          if (controller.signal.aborted) return
          setNames(answer?.suggestions.map((suggestion) => suggestion.name) ?? [])
          setActive(0)
        })
        .catch(() => undefined)
    }, TYPING_PAUSE_MS)
  }

  /** Puts `@[Name] ` where the mention is typed (read again: the caret may have moved since). */
  const choose = (name: string) => {
    const node = field.current
    const typing = node ? typedMention(node.value, node.selectionStart) : null
    close()
    if (!node || !typing) return
    const inserted = `@[${name}] `
    setText(node.value.slice(0, typing.start) + inserted + node.value.slice(typing.end))
    const caret = typing.start + inserted.length
    requestAnimationFrame(() => {
      node.focus()
      node.setSelectionRange(caret, caret)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!expanded || event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + names.length) % names.length)
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const node = event.currentTarget
      if (!typedMention(node.value, node.selectionStart)) return close()
      event.preventDefault()
      choose(names[active] ?? names[0]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  const fieldProps = {
    onKeyDown,
    onBlur: close,
    // A textarea takes no aria-expanded (axe: aria-allowed-attr); the list it controls, and the
    // option active in it, are named while the list is shown.
    'aria-autocomplete': 'list' as const,
    'aria-controls': expanded ? listId : undefined,
    'aria-activedescendant': expanded ? optionId(active) : undefined,
  }
  const list = expanded ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
    >
      {names.map((name, index) => (
        // The field keeps the focus (a mouse press does not take it) and handles the keys.
        <li
          key={name}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={`cursor-pointer px-3 py-2 text-sm text-gray-900 hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(name)}
        >
          {name}
        </li>
      ))}
    </ul>
  ) : null
  return { look, fieldProps, list }
}
