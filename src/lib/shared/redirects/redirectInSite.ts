import { redirect } from 'next/navigation'

import { type LocationOptions, siteLocation } from './siteLocation'

/**
 * Ends a server component or server action with a redirect inside the site, through the one
 * builder (siteLocation): Next.js sends the relative location as it is.
 */
export function redirectInSite(address: unknown, options?: LocationOptions): never {
  redirect(siteLocation(address, options))
}
