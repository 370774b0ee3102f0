/**
 * A JSON call to Payload's REST API from an admin screen, with the session cookie. Throws an
 * Error carrying Payload's own message (or the status) when the server refuses.
 */
export async function restRequest<T = unknown>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string; data?: unknown }[] }
  if (!response.ok) {
    const detail = json.errors?.[0]
    const message = [json.message, detail?.message].filter(Boolean).join(' ')
    throw new Error(message || `Request failed (${response.status})`)
  }
  return json as T
}
