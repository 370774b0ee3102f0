// A load balancer's health check in a process of its own (tests/support/appHttpServer.ts,
// pollHealth): asks <url>/api/health every <everyMs> ms, one at a time, until the parent says
// 'stop', then sends each check's time. Its own process, so a check's time is the server's
// answer, not the test process's other work (the test process is the server there).
const [url, everyMs] = [process.argv[2], Number(process.argv[3])]
const checks = []
const begun = performance.now()
let running = true
process.on('message', (message) => {
  if (message === 'stop') running = false
})
// One check before the measured ones: the server's first opens the check's own database connection.
await fetch(`${url}/api/health`)
  .then((response) => response.arrayBuffer())
  .catch(() => undefined)
process.send('started')
while (running) {
  const started = performance.now()
  const response = await fetch(`${url}/api/health`).catch(() => null)
  await response?.arrayBuffer().catch(() => undefined)
  checks.push({ atMs: Math.round(started - begun), ms: performance.now() - started, ok: response?.status === 200 })
  await new Promise((resolve) => setTimeout(resolve, everyMs))
}
process.send({ checks }, () => process.exit(0))
