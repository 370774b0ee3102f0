/**
 * An admin editing the agenda during the crowd (issue 47, item 2): the event's title saved
 * through the REST API every few seconds while members load pages, and the renders the page
 * cache made meanwhile, from the server's own counter (page_cache_renders_total at /api/metrics).
 */
export const METRICS_TOKEN = 'bench-metrics-token'

/** Renders the page cache has made so far, by viewer (visitor, group, person). */
export const rendersSoFar = (base: string) => metricTotal(base, 'page_cache_renders_total')

/** The changes the server's page cache has heard so far (dropped or staled pages), all scopes: from /api/metrics. */
export const pageChangesSoFar = (base: string) => metricTotal(base, 'page_cache_changes_total')

/** One counter's total over its labels, from the server's /api/metrics. */
async function metricTotal(base: string, name: string): Promise<number> {
  const response = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  if (!response.ok) throw new Error(`/api/metrics answered ${response.status}`)
  const text = await response.text()
  let total = 0
  for (const match of text.matchAll(new RegExp(`^${name}\\{[^}]*\\} (\\d+(?:\\.\\d+)?)$`, 'gm'))) total += Number(match[1])
  return total
}

/**
 * Saves the event every `everyMs` (the title with and without a mark, so each save changes what
 * readers see) until stopped; returns how many saves succeeded and how many failed. The title is
 * as it was afterwards.
 */
export async function editEventEvery(base: string, adminHeaders: Record<string, string>, eventId: number, everyMs: number) {
  const token = /payload-token=([^;]+)/.exec(adminHeaders.cookie ?? '')?.[1]
  if (!token) throw new Error('the admin has no session token')
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const current = await fetch(`${base}/api/events/${eventId}?depth=0`, { headers })
  if (!current.ok) throw new Error(`reading event ${eventId} as the admin answered ${current.status}`)
  const title = ((await current.json()) as { title: string }).title
  let edits = 0
  let failures = 0
  let stopped = false
  const save = async (value: string) => {
    const response = await fetch(`${base}/api/events/${eventId}`, { method: 'PATCH', headers, body: JSON.stringify({ title: value }) })
    await response.arrayBuffer()
    return response.ok
  }
  const loop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, everyMs))
      if (stopped) break
      if (await save(edits % 2 === 0 ? `${title} (updated)` : title)) edits += 1
      else failures += 1
    }
  })()
  return {
    async stop() {
      stopped = true
      await loop
      if (edits % 2 === 1 && !(await save(title))) failures += 1
      return { edits, failures }
    },
  }
}
