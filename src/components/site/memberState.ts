'use client'

import { useSyncExternalStore } from 'react'

import {
  MEMBER_NAME_TOKEN,
  MEMBER_STATE_ELEMENT_ID,
  type MemberState,
  STATE_KEY_ATTRIBUTE,
  type StateKey,
} from '@/lib/platform/memberState/memberState'

const subscribe = () => () => {}
let read: MemberState | null | undefined

/** The state the server put into this shared page (null on a page without it). Read once. */
function pageState(): MemberState | null {
  if (read === undefined) {
    const text = document.getElementById(MEMBER_STATE_ELEMENT_ID)?.textContent
    read = text ? (JSON.parse(text) as MemberState) : null
  }
  return read
}

/**
 * The member's state on a shared page: null in the server's render and until React has
 * hydrated (the HTML is the same for every member), the member's own after. Islands show
 * nothing state-dependent while it is null, never a guess.
 */
export const useMemberState = (): MemberState | null => useSyncExternalStore(subscribe, pageState, () => null)

/**
 * The member's first name for the header. A shared page's HTML carries a token the server
 * replaces with the name, so the name is there from the first paint; React hydrates with the
 * same name, read from the page's state. `fromRender` is the name of a per-member render.
 */
export function useMemberFirstName(fromRender: string | null | undefined): string | null {
  const shared = () => (typeof document === 'undefined' ? MEMBER_NAME_TOKEN : (pageState()?.firstName ?? null))
  return useSyncExternalStore(
    subscribe,
    () => (fromRender !== undefined ? fromRender : (pageState()?.firstName ?? null)),
    () => (fromRender !== undefined ? fromRender : shared()),
  )
}

/** Marks an island on a shared page with the state it needs (nothing on a per-member render). */
export const stateKeyAttribute = (key: StateKey, shared: boolean) => (shared ? { [STATE_KEY_ATTRIBUTE]: key } : {})
