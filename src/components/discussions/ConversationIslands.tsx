'use client'

import type { ComponentProps, ReactNode } from 'react'

import type { LiveQuestions } from '@/components/liveQuestions/LiveQuestions'
import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'

import type { AgendaItemDiscussions } from './thread/AgendaItemDiscussions'
import type { DiscussionThreadIsland } from './thread/DiscussionThreadIsland'

/*
 * The conversation's islands on the item pages (issue 50), each imported once the page has
 * loaded: threads and questions come in their own requests anyway, and their composers, posts,
 * moderation controls and translations would otherwise more than double the pages' first-load
 * JavaScript (tests/e2e/operations/firstLoadJs.e2e.ts). One module and one import for the three,
 * as each costs the pages their own bytes; what is shown meanwhile is drawn by the server.
 */

const islands = () => import('./conversationIslandsCode')
const loadThread = () => islands().then((module) => module.DiscussionThreadIsland)
const loadAgendaDiscussions = () => islands().then((module) => module.AgendaItemDiscussions)
const loadLiveQuestions = () => islands().then((module) => module.LiveQuestions)

/** An item's thread; `loading` meanwhile. */
export function LazyDiscussionThread({ loading, ...props }: ComponentProps<typeof DiscussionThreadIsland> & { loading: ReactNode }) {
  return <LoadedAfterPage load={loadThread} props={props} fallback={loading} />
}

/** An event's session discussions; `closed`, the same closed disclosures, meanwhile. */
export function LazyAgendaItemDiscussions({ closed, ...props }: ComponentProps<typeof AgendaItemDiscussions> & { closed: ReactNode }) {
  return <LoadedAfterPage load={loadAgendaDiscussions} props={props} fallback={closed} />
}

/** A session's live questions: nothing before a session is happening, nor meanwhile. */
export function LazyLiveQuestions(props: ComponentProps<typeof LiveQuestions>) {
  return <LoadedAfterPage load={loadLiveQuestions} props={props} />
}
