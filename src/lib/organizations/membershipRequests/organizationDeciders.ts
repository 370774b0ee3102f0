import type { PayloadRequest } from 'payload'

const MAX_DECIDERS = 50

/**
 * Who decides an organization's membership requests (issue 43, item 1): its organization admins;
 * while it has none, the site's admins. At most 50 are told (the first by id); the rest see the
 * request on the page.
 */
export async function organizationDeciders(req: PayloadRequest, organization: number): Promise<number[]> {
  const find = (where: object) =>
    req.payload.find({
      collection: 'users',
      where: where as never,
      select: {},
      sort: 'id',
      limit: MAX_DECIDERS,
      depth: 0,
      overrideAccess: true,
      req,
    })
  const admins = await find({ and: [{ organization: { equals: organization } }, { organizationAdmin: { equals: true } }] })
  const found = admins.docs.length ? admins : await find({ role: { in: ['admin', 'super_admin'] } })
  return found.docs.map((user) => user.id)
}
