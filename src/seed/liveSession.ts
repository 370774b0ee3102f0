import type { Seed } from './context'
import { LIVE_SESSION_SLUG } from '../lib/events/live/liveSessionUrl'

/**
 * The /live presentation of the demo: Mentimeter's audience page, where participants of an
 * interactive presentation type its code, so a newcomer sees the sandboxed frame at work.
 */
export const DEMO_LIVE_SESSION_URL = 'https://www.menti.com/'

/** Sets the demo presentation unless an address is set already. */
export async function seedLiveSession({ payload }: Seed): Promise<void> {
  const current = await payload.findGlobal({ slug: LIVE_SESSION_SLUG, depth: 0, overrideAccess: true })
  if (current.url) return
  await payload.updateGlobal({ slug: LIVE_SESSION_SLUG, data: { url: DEMO_LIVE_SESSION_URL }, depth: 0, overrideAccess: true })
}
