import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { closePayload } from '../../scripts/closePayload'

/** Payload's local API on the run's test database, opened once per test file. */
export function usePayload(): () => Payload {
  let payload: Payload | undefined
  beforeAll(async () => {
    payload = await getPayload({ config })
  })
  afterAll(async () => {
    if (payload) await closePayload(payload)
  })
  return () => {
    if (!payload) throw new Error('Payload is not ready yet')
    return payload
  }
}
