import 'server-only'

import { getPayload } from 'payload'

import config from '@payload-config'

import { shareAppPayload } from './pageCache/appPayload'

/** The Payload local API for server components and server actions (cached per process). */
export const getPayloadClient = () => getPayload({ config }).then(shareAppPayload)
