import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphqlRequest } from '@/lib/platform/requestGuards/graphqlRequestGuard'

export const POST = guardGraphqlRequest(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
