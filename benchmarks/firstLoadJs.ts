/**
 * First-load JavaScript per app route, gzipped, read from the production build in `.next/`
 * (Next.js 16 no longer prints sizes). A route loads the framework's root chunks
 * (`rootMainFiles` of build-manifest.json, the Turbopack runtime among them) and the client
 * chunks its segments need: the `entryJSFiles` of the route's client reference manifest, which
 * list the chunks of its layouts, boundaries (not-found, error) and the page. Each distinct
 * chunk is counted once and gzipped with zlib (level 9, as gzip-size did for Next's old table).
 * The legacy polyfill chunk (loaded only by browsers without ES modules) and lazy chunks
 * (dynamic imports) are not first-load JS. checkAgainstHtml compares the count with the chunks
 * a served page references, so a change in Next's manifests cannot go unnoticed.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'

export type RouteJs = {
  route: string
  /** The distinct chunk files, as `static/chunks/...` paths. */
  chunks: string[]
  rawBytes: number
  gzipBytes: number
  /** What the app adds to Next.js and React: the gzipped bytes of the chunks the empty route does not load. */
  appGzipBytes: number
  /** Set by checkAgainstHtml: what a page of the route, served, references beyond or short of `chunks`. */
  served?: { path: string; status: number; extra: string[]; missing: string[] }
}

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T

/** The manifest a `page_client-reference-manifest.js` file assigns to `globalThis.__RSC_MANIFEST`. */
function clientReferenceManifest(file: string): ClientReferenceManifest {
  const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), context, { filename: file })
  const manifests = Object.values(context.__RSC_MANIFEST ?? {})
  if (manifests.length !== 1) throw new Error(`${file} holds ${manifests.length} manifests`)
  return manifests[0]!
}

/** The public routes the target is about. */
export const FIRST_LOAD_ROUTES = [
  '/',
  '/events',
  '/events/[id]',
  '/documents',
  '/projects',
  '/projects/[id]',
  '/members',
  '/surveys',
  '/surveys/[id]',
  '/about',
  '/auth',
]

/**
 * Next.js's own route with no layout or page of the app (the global error page): what any route
 * loads before the app adds anything, Next.js and React.
 */
export const EMPTY_ROUTE = '/_global-error'

/**
 * First-load JS of each of `routes` (URL paths with [param] segments, e.g. /events/[id]), and
 * of the empty route, against which each route's own share is counted.
 */
export function firstLoadJs(routes: string[], nextDir = '.next'): { routes: RouteJs[]; empty: RouteJs } {
  const buildManifest = readJson<{ rootMainFiles?: string[] }>(path.join(nextDir, 'build-manifest.json'))
  // "/(frontend)/events/[id]/page" -> "/events/[id]"
  const appRoutes = readJson<Record<string, string>>(path.join(nextDir, 'app-path-routes-manifest.json'))
  const entryOf = new Map(Object.entries(appRoutes).map(([entry, route]) => [route, entry]))
  const gzipped = new Map<string, { raw: number; gzip: number }>()
  const sizeOf = (chunk: string) => {
    const file = path.join(nextDir, chunk.replace(/^\/?_next\//, ''))
    let size = gzipped.get(file)
    if (!size) {
      const content = fs.readFileSync(file)
      size = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length }
      gzipped.set(file, size)
    }
    return size
  }

  const measure = (route: string) => {
    const entry = entryOf.get(route)
    if (!entry?.endsWith('/page')) throw new Error(`no app page for ${route} in ${nextDir}/app-path-routes-manifest.json`)
    const manifestFile = path.join(nextDir, 'server', 'app', `${entry}_client-reference-manifest.js`)
    const manifest = clientReferenceManifest(manifestFile)
    const chunks = new Set<string>(buildManifest.rootMainFiles ?? [])
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file)
    let rawBytes = 0
    let gzipBytes = 0
    for (const chunk of chunks) {
      const size = sizeOf(chunk)
      rawBytes += size.raw
      gzipBytes += size.gzip
    }
    return { route, chunks: [...chunks], rawBytes, gzipBytes }
  }
  const empty = measure(EMPTY_ROUTE)
  const emptyChunks = new Set(empty.chunks)
  const withShare = (measured: ReturnType<typeof measure>): RouteJs => ({
    ...measured,
    appGzipBytes: measured.chunks.filter((chunk) => !emptyChunks.has(chunk)).reduce((sum, chunk) => sum + sizeOf(chunk).gzip, 0),
  })
  return { routes: routes.map((route) => withShare(measure(route))), empty: withShare(empty) }
}

/**
 * Cross-checks the manifests against what the server sends: the chunk files a served page of the
 * route references (script tags and the inline RSC payload), less the polyfill chunk, against
 * the chunks counted. `path` is a real URL of the route (its [id] filled in).
 */
export async function checkAgainstHtml(route: RouteJs, base: string, urlPath: string, nextDir = '.next'): Promise<void> {
  const { polyfillFiles = [] } = readJson<{ polyfillFiles?: string[] }>(path.join(nextDir, 'build-manifest.json'))
  const response = await fetch(base + urlPath, { redirect: 'manual' })
  const html = await response.text()
  const referenced = new Set([...html.matchAll(/static\/chunks\/[\w\-.~]+\.js/g)].map((match) => match[0]))
  for (const file of polyfillFiles) referenced.delete(file)
  const counted = new Set(route.chunks)
  route.served = {
    path: urlPath,
    status: response.status,
    extra: [...referenced].filter((chunk) => !counted.has(chunk)),
    missing: [...counted].filter((chunk) => !referenced.has(chunk)),
  }
}

// `npx tsx benchmarks/firstLoadJs.ts`: the figures of the current build, while working on them.
if (import.meta.filename === process.argv[1]) {
  const { routes, empty } = firstLoadJs(FIRST_LOAD_ROUTES)
  console.log(`Next.js and React (${empty.route}): ${empty.gzipBytes} B gzipped`)
  console.table(routes.map(({ route, gzipBytes, appGzipBytes }) => ({ route, gzipBytes, appGzipBytes })))
}
