import { domainConfirmationEmail } from '@/emails/domainConfirmation'
import { recipientLanguage } from '@/emails/recipient'
import { elevated } from '@/lib/accounts/security/elevated'
import { limitMemberMail } from '@/lib/infrastructure/rateLimits/rateLimit'
import { currentClientAddress } from '@/lib/infrastructure/requests/currentClientAddress'
import { requireOrganizationAdmin } from '@/lib/organizations/requireOrganizationAdmin'
import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import { siteUrl } from '@/lib/shared/siteUrl'
import type { OrganizationDomain } from '@/payload-types'
import { emailDomainOf } from '@access/organizations/organizationAccess'

import { confirmationKeyHash, DOMAIN_CONFIRM_PATH, newConfirmationKey } from './confirmationKey'
import { DOMAIN_CONFIRMATION_DAYS, DOMAIN_RESEND_MINUTES, domainProblem, normalizeDomain } from './domainRules'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * An organization admin asks for an e-mail domain of their organization (issue 23, item 6): a
 * link goes to an address at that domain (theirs, or a colleague's mailbox such as it@), whose
 * click confirms it; then an admin approves it. Public mail domains and other organizations'
 * domains are refused; asking again for a domain that waits for its confirmation sends a new
 * link (at most every 10 minutes); an unconfirmed request whose link ran out gives way to anyone's.
 * This function sends the confirmation e-mail, so its rate limits live here.
 */
export async function requestOrganizationDomain(
  { payload, user }: ActionContext,
  input: { organizationId: number; domain: string; address: string },
): Promise<OrganizationDomain> {
  requireOrganizationAdmin(user, input.organizationId)
  const domain = normalizeDomain(input.domain)
  const problem = domainProblem(domain)
  if (problem) throw new AppError('INVALID_INPUT', errorText(problem === 'public' ? 'domainPublic' : 'domainInvalid'))
  const address = input.address.trim().toLowerCase()
  if (emailDomainOf(address) !== domain || !/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new AppError('INVALID_INPUT', errorText('domainAddressElsewhere', { domain }))
  }
  const organization = await payload.findByID({
    collection: 'organizations',
    id: input.organizationId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!organization) throw new AppError('NOT_FOUND', errorText('organizationNotFound'))

  const now = new Date()
  const { docs } = await payload.find({
    collection: 'organization-domains',
    where: { domain: { equals: domain } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const existing = docs[0]
  const expired = existing?.status === 'unconfirmed' && new Date(existing.confirmationExpiresAt ?? 0) < now
  const ours =
    existing && (typeof existing.organization === 'object' ? existing.organization.id : existing.organization) === organization.id
  if (existing && !expired && !(ours && existing.status === 'unconfirmed')) throw new AppError('CONFLICT', errorText('domainTaken'))
  if (
    existing &&
    ours &&
    !expired &&
    now.getTime() - new Date(existing.confirmationSentAt ?? 0).getTime() < DOMAIN_RESEND_MINUTES * 60_000
  ) {
    throw new AppError('RATE_LIMITED', errorText('domainResendWait'))
  }

  // The confirmation e-mail's rate limits (anyone can be an organization admin, and the address
  // is theirs to type): counted before anything is written, so a refusal changes nothing.
  await limitMemberMail(payload, 'domainConfirmation', { address, sender: user.id, ip: await currentClientAddress() })

  const key = newConfirmationKey()
  const expiresAt = new Date(now.getTime() + DOMAIN_CONFIRMATION_DAYS * DAY_MS)
  const data = {
    organization: organization.id,
    domain,
    status: 'unconfirmed' as const,
    confirmationAddress: address,
    requestedBy: user.id,
    confirmationKeyHash: confirmationKeyHash(key),
    confirmationExpiresAt: expiresAt.toISOString(),
    // Set once the e-mail went out: a mail server that fails leaves the request free to send again.
    confirmationSentAt: null,
    confirmedAt: null,
  }
  // A run-out request of someone else is replaced; our own waiting one gets a new link.
  const server = elevated('an organization admin asks for a domain of their organization (checked above)')
  if (existing && !ours) await payload.delete({ collection: 'organization-domains', id: existing.id, ...server })
  let request: OrganizationDomain
  try {
    request =
      existing && ours
        ? await payload.update({ collection: 'organization-domains', id: existing.id, data, depth: 0, ...server })
        : await payload.create({ collection: 'organization-domains', data, depth: 0, ...server })
  } catch (error) {
    // The same domain asked for at the same moment: the unique index keeps one.
    if ((error as { status?: number }).status === 409 || /unique/i.test(String((error as Error).message))) {
      throw new AppError('CONFLICT', errorText('domainTaken'))
    }
    throw error
  }

  const language = recipientLanguage(user)
  const email = domainConfirmationEmail(
    {
      organizationName: organization.name,
      domain,
      requestedBy: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      confirmUrl: `${siteUrl()}${DOMAIN_CONFIRM_PATH}?key=${key}`,
      expiresAt,
    },
    language,
  )
  await payload.sendEmail({ to: address, ...email })
  return payload.update({
    collection: 'organization-domains',
    id: request.id,
    data: { confirmationSentAt: new Date().toISOString() },
    depth: 0,
    ...server,
  })
}
