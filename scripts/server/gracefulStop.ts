import type http from 'node:http'

import { jobRunInProgress } from '../../src/lib/infrastructure/jobs/jobRunsInProgress'
import { markDraining } from '../../src/lib/infrastructure/operations/draining'

/**
 * How long after SIGTERM the server still takes new connections while its health check says
 * "stopping" (SHUTDOWN_NOTICE_MS): the time a load balancer needs to see it and send no more.
 * Behind a balancer, set it to the balancer's check interval times its unhealthy threshold. A
 * listener closed while connections wait in its queue resets them: they never reach the app.
 */
const SHUTDOWN_NOTICE_MS = Number(process.env.SHUTDOWN_NOTICE_MS ?? 2_000)

/**
 * How long a stop then waits for the requests in flight (SHUTDOWN_TIMEOUT_MS): with the notice,
 * under the 30 s that systemd, Docker and Kubernetes leave between SIGTERM and SIGKILL.
 */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000

/**
 * A stop that cuts off no request. SIGTERM (a service manager, a balancer's instance going
 * away): the health check turns 503, every answer says `Connection: close` and the jobs queue
 * starts no new run; after the notice the server accepts no new connection, idle keep-alive
 * connections close, and the process exits once every request in flight has its answer and the
 * jobs run in progress (if any) has finished, or after SHUTDOWN_TIMEOUT_MS. SIGINT (Ctrl+C at a
 * terminal) skips the notice. The launcher stops the database after this process has exited.
 */
export function stopGracefully(server: http.Server) {
  let inFlight = 0
  let stopping = false
  // Before the app's own listener: the header is set before a cached page can be written.
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight++
    if (stopping) response.setHeader('Connection', 'close')
    response.once('close', () => inFlight--)
  })
  const closeListener = () => {
    console.log(`Finishing ${inFlight} request(s) in flight; no new connections`)
    server.close(() => {
      console.log('Stopped: every request in flight was answered')
      void jobRunFinished().then(() => process.exit(0))
    })
    // A keep-alive connection between two requests closes now; one with a request in flight
    // closes after its answer (Connection: close), and the sweep catches any left idle.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(() => {
      console.log(
        `Stopping after ${SHUTDOWN_TIMEOUT_MS} ms with ${inFlight} request(s) still in flight${jobRunInProgress() ? ' and a jobs run unfinished' : ''}`,
      )
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_TIMEOUT_MS).unref()
  }
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    markDraining()
    const notice = signal === 'SIGTERM' ? SHUTDOWN_NOTICE_MS : 0
    console.log(`${signal}: the health check says "stopping"${notice ? `; new requests are still answered for ${notice} ms` : ''}`)
    setTimeout(closeListener, notice)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

/** Resolves once no jobs run is in progress in this process (a run started before the stop finishes its jobs). */
async function jobRunFinished() {
  if (!jobRunInProgress()) return
  console.log('Waiting for the jobs run in progress to finish')
  while (jobRunInProgress()) await new Promise((resolve) => setTimeout(resolve, 100))
  console.log('The jobs run in progress finished')
}
