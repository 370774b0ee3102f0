'use client'

import { Star } from 'lucide-react'
import { useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

import { setAgendaInterest } from '../actions'

export type AgendaEntry = {
  id: number
  title: string
  timeRange: string
  room: string | null
  speakerName: string | null
  trackColor: string
  badge: 'Happening now' | 'Starting soon' | null
}

/** The agenda with tabs All and My Agenda (spec 2); members mark interest per item. */
export function AgendaList({ items, initialInterests, signedIn }: { items: AgendaEntry[]; initialInterests: number[]; signedIn: boolean }) {
  const [interests, setInterests] = useState(() => new Set(initialInterests))
  const [pendingId, setPendingId] = useState<number | null>(null)
  const [, startTransition] = useTransition()

  const toggle = (item: AgendaEntry) => {
    if (!signedIn) {
      toast.error('Sign in required', { description: 'Please sign in to mark your interest' })
      return
    }
    const next = !interests.has(item.id)
    const update = (add: boolean) =>
      setInterests((current) => {
        const copy = new Set(current)
        if (add) copy.add(item.id)
        else copy.delete(item.id)
        return copy
      })
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

  const render = (list: AgendaEntry[], empty: string) =>
    list.length === 0 ? (
      <p className="py-4 text-gray-700">{empty}</p>
    ) : (
      <ul className="space-y-3">
        {list.map((item) => {
          const marked = interests.has(item.id)
          return (
            <li key={item.id} className="flex gap-3 rounded-md border border-gray-200 bg-white p-4">
              <span aria-hidden="true" className="w-1.5 shrink-0 rounded-full" style={{ backgroundColor: item.trackColor }} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{item.title}</h3>
                  {item.badge ? (
                    <span className={item.badge === 'Happening now' ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800' : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800'}>
                      {item.badge}
                    </span>
                  ) : null}
                </div>
                <p className="text-sm text-gray-700">
                  {item.timeRange}
                  {item.room ? ` · ${item.room}` : ''}
                  {item.speakerName ? ` · ${item.speakerName}` : ''}
                </p>
              </div>
              <button
                type="button"
                onClick={() => toggle(item)}
                disabled={pendingId === item.id}
                aria-pressed={marked}
                aria-label={`${marked ? 'Remove from My Agenda' : 'Add to My Agenda'}: ${item.title}`}
                className="self-start rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-brand-600"
              >
                <Star aria-hidden="true" className={marked ? 'size-5 fill-amber-400 text-amber-500' : 'size-5'} />
              </button>
            </li>
          )
        })}
      </ul>
    )

  return (
    <Tabs defaultValue="all" className="space-y-4">
      <TabsList aria-label="Agenda view" className="max-w-xs">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="mine">My Agenda</TabsTrigger>
      </TabsList>
      <TabsContent value="all">{render(items, 'No agenda items yet.')}</TabsContent>
      <TabsContent value="mine">
        {render(
          items.filter((item) => interests.has(item.id)),
          signedIn ? 'Mark sessions with the star to build your agenda.' : 'Sign in to build your personal agenda.',
        )}
      </TabsContent>
    </Tabs>
  )
}
