import { PUBLIC_MAIL_DOMAINS } from './publicMailDomains'

/** How long the confirmation link of a domain request works. */
export const DOMAIN_CONFIRMATION_DAYS = 7
/** A request of the same domain sends its e-mail again at most this often. */
export const DOMAIN_RESEND_MINUTES = 10

export const DOMAIN_STATUSES = ['unconfirmed', 'confirmed', 'verified'] as const
export type DomainStatus = (typeof DOMAIN_STATUSES)[number]

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** An e-mail domain as stored: trimmed, lowercased, without a leading '@' or a trailing dot. */
export const normalizeDomain = (value: string) => value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')

/**
 * Why a domain cannot belong to an organization, or null: not a domain name, or a public mail
 * service (gmail.com, outlook.com, gmx.de...: everybody has an address there, so it proves no
 * employer), or a part of one (mail.gmail.com).
 */
export function domainProblem(domain: string): 'invalid' | 'public' | null {
  if (!DOMAIN.test(domain)) return 'invalid'
  const parts = domain.split('.')
  if (parts.some((_, index) => PUBLIC_MAIL_DOMAINS.has(parts.slice(index).join('.')))) return 'public'
  return null
}
