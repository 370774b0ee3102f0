import { getPayload, type Payload } from 'payload'
import { beforeAll } from 'vitest'

import config from '@payload-config'

import { type Actors, createActors } from './actors'

/**
 * Payload's local API on the run's test database. Files that share a process (vitest.config.ts)
 * share its one instance, so none closes it: the process ends after its last file.
 */
export function usePayload(): () => Payload {
  let payload: Payload | undefined
  beforeAll(async () => {
    payload = await getPayload({ config })
  })
  return () => {
    if (!payload) throw new Error('Payload is not ready yet')
    return payload
  }
}

/**
 * Payload's local API and the six actors of the access matrix (createActors), set up once per
 * test file before its first test: read `payload` and `actors` in tests and hooks.
 */
export function useActors(): { readonly payload: Payload; readonly actors: Actors } {
  const getPayload = usePayload()
  const ready: { actors?: Actors } = {}
  beforeAll(async () => {
    ready.actors = await createActors(getPayload())
  })
  return {
    get payload() {
      return getPayload()
    },
    get actors() {
      if (!ready.actors) throw new Error('The actors are not created yet')
      return ready.actors
    },
  }
}
