// Sends every request of a burst at once from a process of its own (tests/support/appHttpServer.ts,
// sendBurst), as many browsers would, and answers each one's status, Retry-After and body size:
// the test process is the server, and its event loop then serves only the server's side.
process.once('message', async (requests) => {
  const answers = await Promise.all(
    requests.map(async ({ url, headers }) => {
      try {
        const response = await fetch(url, { headers })
        const body = Buffer.from(await response.arrayBuffer())
        return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes: body.length }
      } catch (error) {
        return { status: 0, retryAfter: null, bytes: 0, error: String(error) }
      }
    }),
  )
  process.send(answers, () => process.exit(0))
})
