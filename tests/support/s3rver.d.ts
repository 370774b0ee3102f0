/** The part of s3rver (which ships no types) that the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Middleware = (
    ctx: { method: string; path: string; headers: Record<string, string | string[] | undefined> },
    next: () => Promise<void>,
  ) => Promise<void>

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; resetOnClose?: boolean })
    /** Koa's middleware list: a middleware put first sees every request. */
    middleware: Middleware[]
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
