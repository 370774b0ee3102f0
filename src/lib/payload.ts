import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload local API for server components and server actions (cached per process). */
export const getPayloadClient = () => getPayload({ config })
