import type { Payload } from 'payload'

import { elevated } from '@/lib/accounts/security/elevated'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

import { confirmationKeyHash } from './confirmationKey'

/** The request a confirmation link names, while its link works: for the page that asks for the click. */
export async function domainRequestOfKey(payload: Payload, key: string) {
  if (!key || key.length > 100) return null
  const { docs } = await payload.find({
    collection: 'organization-domains',
    where: { and: [{ confirmationKeyHash: { equals: confirmationKeyHash(key) } }, { status: { in: ['unconfirmed', 'confirmed'] } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const request = docs[0]
  if (!request || (request.status === 'unconfirmed' && new Date(request.confirmationExpiresAt ?? 0) < new Date())) return null
  return request
}

/**
 * Whoever reads the mailbox at the domain confirms the request with the link's key (issue 23,
 * item 6): it then waits for an admin's approval. A second click (or a double click) finds it
 * confirmed and says so; a run-out key, or one of a request an admin approved or that was asked
 * again, is refused. No sign-in needed: the mailbox is the proof.
 */
export async function confirmOrganizationDomain(payload: Payload, { key }: { key: string }): Promise<{ domain: string }> {
  const request = await domainRequestOfKey(payload, key)
  if (!request) throw new AppError('NOT_FOUND', errorText('domainLinkInvalid'))
  if (request.status === 'unconfirmed') {
    // Only while it still waits for this very key (a new link replaces the key).
    await payload.update({
      collection: 'organization-domains',
      where: {
        and: [
          { id: { equals: request.id } },
          { confirmationKeyHash: { equals: confirmationKeyHash(key) } },
          { status: { equals: 'unconfirmed' } },
        ],
      },
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      depth: 0,
      ...elevated('the mailbox at the domain confirms it'),
    })
  }
  return { domain: request.domain }
}
