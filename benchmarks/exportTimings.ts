/**
 * Exports on the large data (issue 20): each list's whole export as CSV, timed, with the
 * process's peak memory above its level before the export. Not part of `npm run bench`:
 *
 *   node --expose-gc --conditions=development --import tsx benchmarks/exportTimings.ts [collection ...]
 *
 * (--conditions: scripts/database/runCommand.ts, withModuleCondition)
 */
import { getPayload } from 'payload'

import { startBenchDatabase } from './benchDatabase'
import { generateData, LARGE_SIZES } from './bulkData'

const collections = process.argv.slice(2).length ? process.argv.slice(2) : ['users', 'project-applications', 'invitations']
const database = await startBenchDatabase('exports')
try {
  const url = await database.createMigrated('exports')
  const { seconds } = await generateData(url, LARGE_SIZES)
  console.log(`large data generated in ${seconds.toFixed(1)} s`)
  Object.assign(process.env, database.envFor('exports'))
  const { default: config } = await import('@payload-config')
  const { exportCollection } = await import('../src/lib/admin/exports/exportCollection')
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const admin = docs[0] ?? {
    ...(await payload.find({ collection: 'users', limit: 1, depth: 0, overrideAccess: true })).docs[0]!,
    role: 'admin' as const,
  }
  for (const collection of collections) {
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
    const started = performance.now()
    const file = await exportCollection({ payload, user: admin }, { collection, format: 'csv' })
    let bytes = 0
    let lines = 0
    let chunks = 0
    // With --expose-gc: the heap left after a collection every 100 batches, which stays flat when nothing accumulates.
    const retained: number[] = []
    for await (const chunk of file.chunks) {
      bytes += chunk.length
      lines += chunk.split('\n').length - 1
      if (global.gc && ++chunks % 100 === 0) {
        global.gc()
        retained.push(Math.round(process.memoryUsage().heapUsed / 1e6))
      }
    }
    clearInterval(sampler)
    const ms = performance.now() - started
    console.log(
      `${collection}: ${file.rowCount.toLocaleString('en-US')} rows, ${lines - 1} lines written, ${(bytes / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s ` +
        `(${Math.round(file.rowCount / (ms / 1000)).toLocaleString('en-US')} rows/s), peak RSS +${((peak - before) / 1e6).toFixed(0)} MB` +
        (retained.length ? `, heap after GC every 10,000 rows: ${retained.join(', ')} MB` : ''),
    )
  }
} finally {
  await database.cleanUp()
}
process.exit(0)
