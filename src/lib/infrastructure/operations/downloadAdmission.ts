import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

import { isRefusal, placeLimit, positiveSetting } from './placeLimit'

/** Four at once: on 2 cores, two are labelled by the workers while two more are read and checked. */
export const DEFAULT_DOWNLOADS_AT_ONCE = 4
/** A burst of a conference room's members waits its turn; beyond that, a time to come back. */
export const DEFAULT_DOWNLOAD_QUEUE = 100

/** The limits in force, read at each use (DOWNLOADS_AT_ONCE, DOWNLOAD_QUEUE). */
export const downloadLimits = () => ({
  places: positiveSetting(process.env.DOWNLOADS_AT_ONCE, DEFAULT_DOWNLOADS_AT_ONCE),
  queue: positiveSetting(process.env.DOWNLOAD_QUEUE, DEFAULT_DOWNLOAD_QUEUE, { zero: true }),
})

const downloadsPrepared = placeLimit('downloads', downloadLimits, 500)

/**
 * A download route's work (the session, the row and its access, a labelled copy) admitted a few
 * at a time per server process, the rest in a bounded queue (issue 43, item 4). Fifty members
 * clicking at once would otherwise each run their reads on the one event loop together, and a
 * health check or a page asked meanwhile would wait behind all of them (up to 290 ms measured);
 * a few at a time keeps every other request's wait to a few of their steps. The place is held
 * until the answer is ready, not while its body streams to a slow client. Beyond the queue:
 * 503 with Retry-After, in the reader's language.
 */
export async function admitDownload(language: Language, prepare: () => Promise<Response>): Promise<Response> {
  const place = await downloadsPrepared.take('refuse')
  if (isRefusal(place)) {
    const seconds = place.retryAfterSeconds
    return Response.json(
      { message: translatorFor(language)('errors.downloadsBusy', { seconds }) },
      { status: 503, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
    )
  }
  try {
    return await prepare()
  } finally {
    place.release()
  }
}

/** How many are prepared and wait now, and the most at once since `reset` (for tests and benchmarks). */
export const downloadAdmissionState = downloadsPrepared.state
