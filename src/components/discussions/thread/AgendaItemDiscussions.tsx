'use client'

import { useState, useSyncExternalStore } from 'react'

import { type LanguageContextValue, LanguageProvider } from '@/i18n/LanguageProvider'
import { useTranslations } from '@/i18n/useTranslations'

import { DiscussionThread } from './DiscussionThread'
import type { ReportPostTexts } from '../moderation/reportPostTexts'

const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed)
  return () => window.removeEventListener('hashchange', changed)
}
const currentHash = () => window.location.hash
const noHash = () => ''

/** One agenda item's discussion: closed until opened (or linked to), then loaded in its own request. */
function AgendaItemDiscussion({ item, reportTexts }: { item: { id: number; title: string }; reportTexts: ReportPostTexts }) {
  const t = useTranslations('discussions')
  const [opened, setOpen] = useState(false)
  const [closed, setClosed] = useState(false)
  const anchor = `agenda-item-${item.id}-discussion`
  // A direct link to one of its posts, or to the discussion itself, opens it.
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash)
  const linked = hash === `#${anchor}` || hash.startsWith(`#agenda-item-${item.id}-post-`)
  const open = opened || (linked && !closed)
  return (
    <details
      id={anchor}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
        if (!event.currentTarget.open) setClosed(true)
      }}
      className="rounded-md border border-gray-200 p-3"
    >
      <summary className="cursor-pointer font-medium">{item.title}</summary>
      {open ? (
        <div className="mt-3">
          <DiscussionThread on={`agendaItem:${item.id}`} headingId={`${anchor}-title`} reportTexts={reportTexts} />
        </div>
      ) : null}
      <span id={`${anchor}-title`} hidden>
        {t('agendaTitle')}
      </span>
    </details>
  )
}

/**
 * The discussions of an event's sessions, each behind its own disclosure, so the event page asks
 * for none until one opens; with the texts they translate (LazyAgendaItemDiscussions loads them
 * after the page).
 */
export function AgendaItemDiscussions({
  items,
  reportTexts,
  catalogue,
}: {
  items: { id: number; title: string }[]
  reportTexts: ReportPostTexts
  catalogue: LanguageContextValue
}) {
  return (
    <LanguageProvider {...catalogue}>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <AgendaItemDiscussion item={item} reportTexts={reportTexts} />
          </li>
        ))}
      </ul>
    </LanguageProvider>
  )
}
