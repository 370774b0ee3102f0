/** Results of the row actions' REST calls: ok, or the server's own error message. */
export type ApiResult = { ok: true } | { ok: false; message: string }

type ApiBase = { serverURL: string; apiRoute: string }

/** Payload answers errors as `{ errors: [{ message }] }`; fall back to the status text. */
async function resultOf(response: Response): Promise<ApiResult> {
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[]; message?: string } | null
  return { ok: false, message: body?.errors?.[0]?.message || body?.message || response.statusText || `HTTP ${response.status}` }
}

async function call(base: ApiBase, id: number, init: RequestInit): Promise<ApiResult> {
  try {
    // The session cookie authenticates the admin; Payload checks the request's origin.
    const response = await fetch(`${base.serverURL}${base.apiRoute}/users/${id}?depth=0`, {
      ...init,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    })
    return await resultOf(response)
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Network error' }
  }
}

export const updateUser = (base: ApiBase, id: number, data: { organization?: number | null; role?: string }) =>
  call(base, id, { method: 'PATCH', body: JSON.stringify(data) })

export const deleteUser = (base: ApiBase, id: number) => call(base, id, { method: 'DELETE' })
