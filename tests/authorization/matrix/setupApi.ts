import type { ActorRequest, MatrixResponse, MatrixUpload, Row } from './cells'
import type { SetupApi } from './context'

const failIfNot = async (response: MatrixResponse, expected: number[], what: string) => {
  if (!expected.includes(response.status())) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return response
}

/**
 * The REST API as a super admin who is none of the actors (`request` carries their JWT header),
 * for arranging rows and reading results, in either runner.
 */
export function setupApiOn(request: ActorRequest): SetupApi {
  return {
    create: async (collection: string, data: Record<string, unknown>, file?: MatrixUpload): Promise<Row> => {
      const response = file
        ? await request.post(`/api/${collection}?depth=0`, { multipart: { _payload: JSON.stringify(data), file } })
        : await request.post(`/api/${collection}?depth=0`, { data })
      return (await (await failIfNot(response, [201], `create ${collection}`)).json()).doc as Row
    },
    update: async (collection: string, id: number, data: Record<string, unknown>): Promise<Row> => {
      const response = await request.patch(`/api/${collection}/${id}?depth=0`, { data })
      return (await (await failIfNot(response, [200], `update ${collection} ${id}`)).json()).doc as Row
    },
    get: async (path: string): Promise<unknown> =>
      (await (await failIfNot(await request.get(path), [200], `get ${path}`)).json()) as unknown,
    text: async (path: string): Promise<string> => (await failIfNot(await request.get(`/api${path}`), [200], `get ${path}`)).text(),
    find: async (collection: string, id: number): Promise<Row | null> => {
      const response = await request.get(`/api/${collection}/${id}?depth=0`)
      if (response.status() === 404) return null
      return (await (await failIfNot(response, [200], `read ${collection} ${id}`)).json()) as Row
    },
    count: async (collection: string, where: Record<string, string>): Promise<number> => {
      const query = Object.entries(where)
        .map(([path, value]) => `where${path}=${encodeURIComponent(value)}`)
        .join('&')
      const response = await request.get(`/api/${collection}/count?${query}`)
      return (await (await failIfNot(response, [200], `count ${collection}`)).json()).totalDocs as number
    },
  }
}
