'use client'

import { CalendarPlus, Star, TriangleAlert } from 'lucide'
import { type ReactNode, useMemo, useState, useTransition } from 'react'

import { stateKeyAttribute, useMemberState } from '@/components/site/memberState'
import { ViewerLocalTime } from '@/components/site/ViewerLocalTime'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import type { Language } from '@/i18n/languages'
import { fillTextSlots } from '@/i18n/messageSlots'
import { findClashes } from '@/lib/events/clashes'
import type { AgendaBadge } from '@/lib/events/timing'
import type { EventZoneOffsets } from '@/lib/shared/format/zonedTime'

import { setAgendaInterest } from '../actions'

export type AgendaEntry = {
  id: number
  title: string
  timeRange: string
  room: string | null
  speakerName: string | null
  /** The session's description, rendered on the server (rich text). */
  description: ReactNode
  /** Its standards and topics as links to their pages, rendered on the server; null without tags. */
  tags: ReactNode
  trackColor: string
  badge: AgendaBadge
  cancelled: boolean
  start: string
  end: string
  /** Berlin's offsets at its start and end, for the viewer's own time (ViewerLocalTime). */
  eventZoneOffsets: EventZoneOffsets
  /** The item's .ics file ('Add to calendar'). */
  calendarHref: string
  /** Its Berlin day when the event runs over several days (a heading per day), else null. */
  day: { key: string; label: string } | null
  /** Its buttons' accessible names, with its title. */
  labels: { add: string; remove: string; addToCalendar: string }
}

/**
 * The agenda's words, in the page's language, made on the server (agendaTexts); `clashesWith`
 * keeps a slot for the titles, which depend on the sessions the member marks.
 */
export type AgendaTexts = Record<
  | 'happeningNow'
  | 'startingSoon'
  | 'cancelled'
  | 'signInRequired'
  | 'signInToMark'
  | 'clashesWith'
  | 'addToCalendar'
  | 'view'
  | 'all'
  | 'mine'
  | 'none'
  | 'markToBuild'
  | 'signInToBuild'
  | 'yourTime',
  string
>

/** Consecutive items (sorted by start) under their day; one group without a day for one-day events. */
function groupByDay(list: AgendaEntry[]) {
  const groups: { day: AgendaEntry['day']; items: AgendaEntry[] }[] = []
  for (const item of list) {
    const last = groups.at(-1)
    if (last && last.day?.key === item.day?.key) last.items.push(item)
    else groups.push({ day: item.day, items: [item] })
  }
  return groups
}

/**
 * The agenda with tabs All and My Agenda (spec 2); members mark interest per item. My Agenda
 * marks the marked items that overlap in time; cancelled items say so and never clash.
 */
export function AgendaList({
  eventId,
  items,
  initialInterests,
  signedIn,
  texts,
  language,
}: {
  language: Language
  eventId: number
  items: AgendaEntry[]
  texts: AgendaTexts
  /** Null on a shared member page: the member's state holds the marks (stars hidden until it is known). */
  initialInterests: number[] | null
  signedIn: boolean
}) {
  const t = (key: keyof AgendaTexts) => texts[key]
  const memberState = useMemberState()
  const known = initialInterests ?? memberState?.agendaItems ?? null
  // The member's changes on top of what the page came with.
  const [changes, setChanges] = useState<Map<number, boolean>>(() => new Map())
  const interests = useMemo(() => {
    const marked = new Set(known ?? [])
    for (const [id, add] of changes) {
      if (add) marked.add(id)
      else marked.delete(id)
    }
    return marked
  }, [known, changes])
  const [pendingId, setPendingId] = useState<number | null>(null)
  const [, startTransition] = useTransition()
  // A click before React has hydrated would do nothing: the stars wait for it.
  const hydrated = useHydrated()

  const toggle = (item: AgendaEntry) => {
    if (!signedIn) {
      toast.error(t('signInRequired'), { description: t('signInToMark') })
      return
    }
    const next = !interests.has(item.id)
    const update = (add: boolean) => setChanges((current) => new Map(current).set(item.id, add))
    update(next)
    setPendingId(item.id)
    startTransition(async () => {
      const result = await setAgendaInterest(item.id, next)
      setPendingId(null)
      if (!result.ok) {
        update(!next)
        toast.error(result.title, { description: result.description })
      }
    })
  }

  const mine = useMemo(() => items.filter((item) => interests.has(item.id)), [items, interests])
  const clashes = useMemo(() => findClashes(mine.filter((item) => !item.cancelled)), [mine])

  const render = (tab: string, list: AgendaEntry[], empty: string, showClashes: boolean) =>
    list.length === 0 ? (
      <p className="py-4 text-gray-700">{empty}</p>
    ) : (
      <div className="space-y-6">
        {groupByDay(list).map((group) =>
          group.day ? (
            <section key={group.day.key} aria-labelledby={`${tab}-day-${group.day.key}`} className="space-y-3">
              <h3 id={`${tab}-day-${group.day.key}`} className="border-b border-gray-200 pb-1 font-semibold text-gray-900">
                {group.day.label}
              </h3>
              {renderItems(group.items, showClashes, 'h4')}
            </section>
          ) : (
            <div key="all">{renderItems(group.items, showClashes, 'h3')}</div>
          ),
        )}
      </div>
    )

  const renderItems = (list: AgendaEntry[], showClashes: boolean, Title: 'h3' | 'h4') => (
    <ul className="space-y-3">
      {list.map((item) => {
        const marked = interests.has(item.id)
        const clashesWith = showClashes ? clashes.get(item.id) : undefined
        return (
          <li key={item.id} className="flex gap-3 rounded-md border border-gray-200 bg-white p-4">
            <span aria-hidden="true" className="w-1.5 shrink-0 rounded-full" style={{ backgroundColor: item.trackColor }} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Title className={item.cancelled ? 'font-semibold text-gray-600 line-through' : 'font-semibold'}>{item.title}</Title>
                {item.cancelled ? (
                  <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{t('cancelled')}</span>
                ) : item.badge ? (
                  <span
                    className={
                      item.badge === 'happeningNow'
                        ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
                        : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800'
                    }
                  >
                    {t(item.badge)}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-gray-700">
                {item.timeRange}
                {item.room ? ` · ${item.room}` : ''}
                {item.speakerName ? ` · ${item.speakerName}` : ''}
              </p>
              <ViewerLocalTime
                start={item.start}
                end={item.end}
                eventZoneOffsets={item.eventZoneOffsets}
                language={language}
                yourTime={texts.yourTime}
                className="block text-xs text-gray-600"
              />
              {item.description ? <div className="mt-2">{item.description}</div> : null}
              {item.tags ? <div className="mt-2">{item.tags}</div> : null}
              {clashesWith ? (
                <p className="mt-1 flex items-start gap-1 text-sm font-medium text-amber-900">
                  <Icon icon={TriangleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  {fillTextSlots(texts.clashesWith, { titles: clashesWith.join(', ') })}
                </p>
              ) : null}
            </div>
            <a
              href={item.calendarHref}
              download
              aria-label={item.labels.addToCalendar}
              title={t('addToCalendar')}
              className="self-start rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-brand-600"
            >
              <Icon icon={CalendarPlus} aria-hidden="true" className="size-5" />
            </a>
            <button
              type="button"
              onClick={() => toggle(item)}
              disabled={!hydrated || pendingId === item.id || known === null}
              aria-pressed={marked}
              aria-label={marked ? item.labels.remove : item.labels.add}
              className={cn(
                'self-start rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-brand-600',
                known === null && 'invisible',
              )}
            >
              <Icon icon={Star} aria-hidden="true" className={marked ? 'size-5 fill-amber-400 text-amber-500' : 'size-5'} />
            </button>
          </li>
        )
      })}
    </ul>
  )

  return (
    <div {...stateKeyAttribute(`agenda:${eventId}`, initialInterests === null)}>
      <Tabs defaultValue="all" className="space-y-4">
        <TabsList aria-label={t('view')} className="max-w-xs">
          <TabsTrigger value="all">{t('all')}</TabsTrigger>
          <TabsTrigger value="mine">{t('mine')}</TabsTrigger>
        </TabsList>
        <TabsContent value="all">{render('all', items, t('none'), false)}</TabsContent>
        <TabsContent value="mine">{render('mine', mine, signedIn ? t('markToBuild') : t('signInToBuild'), true)}</TabsContent>
      </Tabs>
    </div>
  )
}
