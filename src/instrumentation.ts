import { requestJobCrons } from './lib/infrastructure/jobs/cronRequest'
import { ownServerUrl } from './lib/infrastructure/operations/ownServerUrl'

const RETRY_MS = 1000
const GIVE_UP_MS = 5 * 60_000

/**
 * Next.js calls register() once when a server process starts (not during `next build`). It
 * starts the jobs queue's crons (reminders, schedule-change e-mails) unless JOBS_AUTORUN=false
 * (a deployment that runs `npm run jobs:worker` instead; see docs/configuration.md).
 *
 * Payload starts its crons in the process that first calls getPayload({ cron: true }), as its
 * REST handler does. Importing Payload here instead would load a second copy of it and of the
 * config (this hook is bundled apart from the app), and errors thrown by the one would fail
 * `instanceof` checks in the other. So, once the server listens, it asks itself for
 * /api/health, whose handler starts the app's own Payload with its crons.
 */
export function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN === 'false') return
  requestJobCrons()
  const url = `${ownServerUrl()}/api/health`
  const startedAt = Date.now()
  const ask = () => {
    fetch(url)
      .then((response) => {
        // 503: the database is not reachable yet, and Payload did not start.
        if (!response.ok) throw new Error(`health answered ${response.status}`)
      })
      .catch((error: unknown) => {
        if (Date.now() - startedAt < GIVE_UP_MS) setTimeout(ask, RETRY_MS).unref()
        else console.error('The jobs queue did not start (reminders are not sent):', error)
      })
  }
  setTimeout(ask, RETRY_MS).unref()
}
