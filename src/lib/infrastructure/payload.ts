import 'server-only'

import { getPayload } from 'payload'

import { shareAppPayload } from '@/lib/platform/pageCache/appPayload'
import config from '@payload-config'

import { jobCronsRequested } from './jobs/cronRequest'

/**
 * The Payload local API for server components and server actions (cached per process). It asks
 * for the jobs queue's crons whenever the server's start-up did (src/instrumentation.ts): Payload
 * starts them only for a getPayload({ cron: true }) that finds the instance ready or starts it,
 * so a page that started Payload first, while start-up's /api/health waited on that same start,
 * left the server without its queue (found by two instances started under browser traffic).
 */
export const getPayloadClient = () => getPayload({ config, cron: jobCronsRequested() }).then(shareAppPayload)
