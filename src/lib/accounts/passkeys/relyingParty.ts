import { SITE_NAME } from '@/lib/reach/pageMetadata'
import { siteUrl } from '@/lib/shared/siteUrl'

/**
 * Who the passkeys are for (WebAuthn's relying party): the site's host name and origin
 * (SERVER_URL, or localhost on the quick start). Browsers refuse passkeys on an IP address, so
 * a site opened as http://127.0.0.1 offers none; a passkey made for one host never signs in on another.
 */
export function relyingParty() {
  const url = new URL(siteUrl())
  return { id: url.hostname, origin: url.origin, name: SITE_NAME }
}

/** At most this many passkeys per account: enough for every device a person has. */
export const MAX_PASSKEYS = 20
