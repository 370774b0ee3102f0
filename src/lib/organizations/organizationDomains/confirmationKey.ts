import crypto from 'node:crypto'

/** A confirmation link's key: 32 random bytes, base64url. Only its SHA-256 hash is stored. */
export const newConfirmationKey = () => crypto.randomBytes(32).toString('base64url')
export const confirmationKeyHash = (key: string) => crypto.createHash('sha256').update(key).digest('hex')

/** The member-site page the link opens (it asks for a click: mail scanners open links too). */
export const DOMAIN_CONFIRM_PATH = '/organization-domains/confirm'
