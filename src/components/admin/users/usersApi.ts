import { restRequest } from '../restRequest'

/** Results of the row actions' REST calls: ok, or the server's own error message (none when the request itself failed). */
export type ApiResult = { ok: true } | { ok: false; message?: string }

async function call(id: number, init: { method: string; body?: unknown }): Promise<ApiResult> {
  try {
    await restRequest(`/api/users/${id}?depth=0`, init)
    return { ok: true }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : undefined }
  }
}

export const updateUser = (id: number, data: { organization?: number | null; role?: string }) => call(id, { method: 'PATCH', body: data })

export const deleteUser = (id: number) => call(id, { method: 'DELETE' })
