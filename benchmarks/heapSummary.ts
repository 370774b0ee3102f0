/**
 * What holds a server's memory: a V8 heap snapshot (`--heapsnapshot-signal`, written during a
 * load by `npm run bench -- --heap-snapshot`) summed by what each object is (its constructor for
 * objects, its kind for strings, code, arrays and native memory), largest first. Run alone as
 * `tsx benchmarks/heapSummary.ts <file.heapsnapshot>`.
 *
 * A snapshot is JSON too large for one string: the node table and the string table are read
 * from the file's bytes separately.
 */
import fs from 'node:fs'

export type HeapGroup = { what: string; count: number; selfBytes: number }
export type HeapSummary = {
  totalBytes: number
  objects: number
  groups: HeapGroup[]
  /** The largest strings, with their beginning: sources of modules, kept pages, caches. */
  largestStrings: { bytes: number; start: string }[]
  /** Bytes of strings by size: under 1 kB, to 10 kB, to 100 kB, over. */
  stringsBySize: number[]
}

/** Kinds of nodes whose names are contents (a string's text, a number), not kinds: grouped by kind. */
const GROUPED_BY_KIND = new Set(['string', 'concatenated string', 'sliced string', 'number', 'code', 'hidden', 'array', 'regexp'])

function arrayAfter(bytes: Buffer, key: string): { start: number; end: number } {
  const start = bytes.indexOf(`"${key}":[`)
  if (start < 0) throw new Error(`no "${key}" in the snapshot`)
  const open = start + key.length + 3
  return { start: open, end: bytes.indexOf(']', open) }
}

/** The numbers of a flat JSON array of integers, from the file's bytes. */
function integersIn(bytes: Buffer, start: number, end: number): Uint32Array | Float64Array {
  const values: number[] = []
  let current = -1
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!
    if (byte >= 48 && byte <= 57) current = (current < 0 ? 0 : current * 10) + (byte - 48)
    else if (current >= 0) {
      values.push(current)
      current = -1
    }
  }
  if (current >= 0) values.push(current)
  return Float64Array.from(values)
}

export function summarizeHeapSnapshot(file: string, top = 25): HeapSummary {
  const bytes = fs.readFileSync(file)
  const headerEnd = bytes.indexOf('"nodes":[')
  const header = JSON.parse(`${bytes.subarray(0, headerEnd).toString('utf8').replace(/,\s*$/, '')}}`)
  const meta = header.snapshot.meta as { node_fields: string[]; node_types: [string[], ...unknown[]] }
  const nodesRange = arrayAfter(bytes, 'nodes')
  const nodes = integersIn(bytes, nodesRange.start, nodesRange.end)
  // The string table is the snapshot's last array; its end is the last ']' of the file.
  const stringsStart = bytes.indexOf('"strings":[') + '"strings":'.length
  const strings = JSON.parse(bytes.subarray(stringsStart, bytes.lastIndexOf(']') + 1).toString('utf8')) as string[]

  const width = meta.node_fields.length
  const typeAt = meta.node_fields.indexOf('type')
  const nameAt = meta.node_fields.indexOf('name')
  const sizeAt = meta.node_fields.indexOf('self_size')
  const types = meta.node_types[0]
  const groups = new Map<string, HeapGroup>()
  let totalBytes = 0
  const largestStrings: { bytes: number; start: string }[] = []
  const stringsBySize = [0, 0, 0, 0]
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]!] ?? 'unknown'
    const size = nodes[i + sizeAt]!
    if (type === 'string') stringsBySize[size < 1e3 ? 0 : size < 1e4 ? 1 : size < 1e5 ? 2 : 3]! += size
    if (type === 'string' && size > 100_000)
      largestStrings.push({ bytes: size, start: (strings[nodes[i + nameAt]!] ?? '').slice(0, 80).replace(/\s+/g, ' ') })
    const what = GROUPED_BY_KIND.has(type) ? `(${type})` : `${strings[nodes[i + nameAt]!] ?? '?'} (${type})`
    const group = groups.get(what) ?? { what, count: 0, selfBytes: 0 }
    group.count++
    group.selfBytes += size
    groups.set(what, group)
    totalBytes += size
  }
  return {
    totalBytes,
    objects: nodes.length / width,
    groups: [...groups.values()].sort((a, b) => b.selfBytes - a.selfBytes).slice(0, top),
    stringsBySize,
    largestStrings: largestStrings.sort((a, b) => b.bytes - a.bytes).slice(0, top),
  }
}

/** Signals a server started with `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<folder>` and waits for its snapshot. */
export async function writeHeapSnapshot(pid: number, folder: string): Promise<string> {
  fs.mkdirSync(folder, { recursive: true })
  const before = new Set(fs.readdirSync(folder))
  process.kill(pid, 'SIGUSR2')
  // Written in one go: complete once its size has stopped changing for two seconds.
  let size = -1
  for (let stable = 0, waited = 0; stable < 4; waited++) {
    if (waited > 600) throw new Error(`no heap snapshot in ${folder} after 5 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const file = fs.readdirSync(folder).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'))
    const now = file ? fs.statSync(`${folder}/${file}`).size : -1
    stable = now > 0 && now === size ? stable + 1 : 0
    size = now
    if (stable === 4) return `${folder}/${file}`
  }
  throw new Error('unreachable')
}

export function formatHeapSummary(summary: HeapSummary): string {
  const MB = (value: number) => `${(value / 1e6).toFixed(1)} MB`
  return [
    `${summary.objects.toLocaleString('en-US')} objects, ${MB(summary.totalBytes)} in all`,
    ...summary.groups.map(
      (group) =>
        `${MB(group.selfBytes).padStart(10)} ${((group.selfBytes / summary.totalBytes) * 100).toFixed(1).padStart(5)} %  ${group.count.toLocaleString('en-US').padStart(10)}×  ${group.what.slice(0, 100)}`,
    ),
    `strings by size: ${['under 1 kB', '1 to 10 kB', '10 to 100 kB', 'over 100 kB'].map((label, index) => `${label} ${MB(summary.stringsBySize[index]!)}`).join(', ')}`,
    `strings over 100 kB: ${MB(summary.largestStrings.reduce((sum, string) => sum + string.bytes, 0))} in the ${summary.largestStrings.length} largest`,
    ...summary.largestStrings.map((string) => `${MB(string.bytes).padStart(10)}  ${JSON.stringify(string.start)}`),
  ].join('\n')
}

if (process.argv[1]?.endsWith('heapSummary.ts') && process.argv[2]) {
  console.log(formatHeapSummary(summarizeHeapSnapshot(process.argv[2])))
}
