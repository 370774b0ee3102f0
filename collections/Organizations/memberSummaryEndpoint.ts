import { adminEndpoint } from '@/lib/admin/adminEndpoint'
import { memberSummaries } from '@/lib/organizations/memberSummaries'
import { parseRowId } from '@/lib/shared/ids/rowId'

/** At most this many organizations per request: one page of the table. */
const MAX_IDS = 200

/**
 * GET /api/organizations/member-summary?ids=1,2,3: the members column of the organizations
 * table (spec 2) for one page of rows. Admins only.
 */
export const memberSummaryEndpoint = adminEndpoint({
  path: '/member-summary',
  method: 'get',
  handler: async (req) => {
    const raw = new URL(req.url ?? '', 'http://local').searchParams.get('ids') ?? ''
    const parsed = raw
      .split(',')
      .filter((entry) => entry !== '')
      .map(parseRowId)
    if (parsed.some((id) => id === null)) {
      return Response.json({ message: 'The ids must be organization ids separated by commas.' }, { status: 400 })
    }
    return Response.json(await memberSummaries(req.payload, [...new Set(parsed as number[])].slice(0, MAX_IDS)))
  },
})
