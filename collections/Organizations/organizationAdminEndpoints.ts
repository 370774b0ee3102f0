import { z } from 'zod'

import { memberRowAction } from '@/lib/admin/adminEndpoint'
import { requestOrganizationDomain } from '@/lib/organizations/organizationDomains/requestOrganizationDomain'
import { organizationMembers } from '@/lib/organizations/organizationMembers'
import { removeOrganizationMember } from '@/lib/organizations/removeOrganizationMember'
import { parseRowId } from '@/lib/shared/ids/rowId'

const NOT_FOUND = 'Organization not found'

/**
 * GET /api/organizations/:id/members?page=2: the organization's members as its organization
 * admins (and admins) see them, 24 a page (src/lib/organizations/organizationMembers.ts).
 */
export const organizationMembersEndpoint = memberRowAction({
  path: '/:id/members',
  method: 'get',
  notFoundMessage: NOT_FOUND,
  body: z.object({}).passthrough(),
  invalidBody: 'No body is read.',
  unexpected: 'The members could not be read. Please try again.',
  run: async (context, { id }) => {
    const page = Number(new URL(context.req.url ?? 'http://x').searchParams.get('page') ?? 1)
    return organizationMembers(context, { organizationId: id, page: Number.isSafeInteger(page) && page > 0 ? page : 1 })
  },
})

/** DELETE /api/organizations/:id/members/:memberId: its organization admin takes a member out (removeOrganizationMember.ts). */
export const removeOrganizationMemberEndpoint = memberRowAction({
  path: '/:id/members/:memberId',
  method: 'delete',
  notFoundMessage: 'Member not found',
  body: z.object({}).passthrough(),
  invalidBody: 'Send no body, or an empty JSON object.',
  unexpected: 'The member could not be removed. Please try again.',
  run: async (context, { id }) => {
    const memberId = parseRowId(context.req.routeParams?.memberId)
    if (!memberId) return Response.json({ message: 'Member not found' }, { status: 404 })
    await removeOrganizationMember(context, { organizationId: id, memberId })
    return { message: 'Member removed from the organization.' }
  },
})

/**
 * POST /api/organizations/:id/domains { domain, address }: its organization admin asks for an
 * e-mail domain; the link goes to `address` (requestOrganizationDomain.ts).
 */
export const requestOrganizationDomainEndpoint = memberRowAction({
  path: '/:id/domains',
  method: 'post',
  notFoundMessage: NOT_FOUND,
  body: z.object({ domain: z.string().max(300), address: z.string().max(320) }),
  invalidBody: 'Send { "domain": "example.com", "address": "it@example.com" }.',
  unexpected: 'The domain could not be requested. Please try again.',
  run: async (context, { id, body }) => {
    const request = await requestOrganizationDomain(context, { organizationId: id, ...body })
    return {
      message: `Confirmation link sent to ${body.address.trim().toLowerCase()}.`,
      doc: { id: request.id, domain: request.domain, status: request.status },
    }
  },
})
