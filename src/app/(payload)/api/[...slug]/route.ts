import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRestRequest } from '@/lib/platform/requestGuards/restRequestGuard'
import { withWriteMessages } from '@/lib/platform/api/writeMessages'

export const GET = guardRestRequest(REST_GET(config), config)
export const POST = guardRestRequest(withWriteMessages(REST_POST(config), config), config)
export const DELETE = guardRestRequest(withWriteMessages(REST_DELETE(config), config), config)
export const PATCH = guardRestRequest(withWriteMessages(REST_PATCH(config), config), config)
export const PUT = guardRestRequest(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
