/**
 * Next.js calls register() once when a server process starts (not during `next build`). It
 * starts the jobs queue's crons here, unless JOBS_AUTORUN=false (a deployment that runs a
 * separate `payload jobs:run` worker instead; see the README).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN === 'false') return
  const { startJobCrons } = await import('./lib/jobs/startJobCrons')
  startJobCrons().catch((error: unknown) => console.error('The jobs queue did not start:', error))
}
