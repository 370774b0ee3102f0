'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML and until React has hydrated, true after. A select changed before
 * hydration keeps its new value in the page but fires no handler (React may even replay the
 * event with the value it resets), so controls that save on change stay disabled until then.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
