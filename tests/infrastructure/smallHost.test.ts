/**
 * A small host (issue 47, item 3): how a memory limit is shared between the server and its
 * workers, and the kernel behaviour the benchmark's and the resilience suite's memory cage
 * (benchmarks/memoryCage.ts) relies on: a process started in it sees the limit, sizes its heap
 * from it, and one that takes more is killed and counted.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import { describe, expect, test } from 'vitest'

import { cageMemory } from '../../benchmarks/memoryCage'
import { withServerHeap } from '../../scripts/server/serverHeap'
import { memoryLimitBytes, serverHeapMbUnder, workersUnder } from '../../src/lib/infrastructure/operations/memoryLimit'

const MIB = 2 ** 20
const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv
const GIB = 2 ** 30

describe('sharing a memory limit', () => {
  test('the server takes half for its heap; workers get one place per GiB, at least one, at most the CPU-based number', () => {
    expect(withServerHeap(env({}), GIB).NODE_OPTIONS).toBe('--max-old-space-size=512')
    expect(withServerHeap(env({ NODE_OPTIONS: '--enable-source-maps' }), 2 * GIB).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=1024',
    )
    // The operator's own figure wins, and a heap flag already given wins over both.
    expect(withServerHeap(env({ SERVER_HEAP_MB: '700' }), GIB).NODE_OPTIONS).toBe('--max-old-space-size=700')
    expect(withServerHeap(env({ NODE_OPTIONS: '--max-old-space-size=300' }), GIB).NODE_OPTIONS).toBe('--max-old-space-size=300')
    // No limit below the machine's memory: Node's own default.
    expect(withServerHeap(env({}), os.totalmem() + GIB).NODE_OPTIONS).toBeUndefined()
    expect(memoryLimitBytes(0)).toBeNull()
    expect(serverHeapMbUnder(null)).toBeNull()

    expect(workersUnder(GIB / 2, 2)).toBe(1)
    expect(workersUnder(GIB, 2)).toBe(1)
    expect(workersUnder(2 * GIB, 2)).toBe(2)
    expect(workersUnder(8 * GIB, 2)).toBe(2)
    expect(workersUnder(null, 2)).toBe(2)
  })
})

const cage = cageMemory('small-host-test', 512 * MIB)
const caged = 'unavailable' in cage ? null : cage

describe.skipIf(!caged)('the memory cage (root, a memory cgroup)', () => {
  const run = (script: string) => {
    const [command, args] = caged!.wrap(process.execPath, ['-e', script])
    return spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 })
  }

  test('a process in it sees the limit and Node sizes its heap below it; one that takes more is killed and counted', () => {
    const seen = run(
      "console.log(JSON.stringify({ limit: process.constrainedMemory(), heap: require('v8').getHeapStatistics().heap_size_limit }))",
    )
    const { limit, heap } = JSON.parse(seen.stdout) as { limit: number; heap: number }
    expect(limit).toBe(512 * MIB)
    expect(heap).toBeLessThan(512 * MIB)
    expect(caged!.usage().oomKills).toBe(0)

    // Memory outside the heap (Buffers), as a decoded image holds it: only the kernel stops it.
    const greedy = run('const kept = []; for (;;) kept.push(Buffer.alloc(16 * 2 ** 20, 1))')
    expect(greedy.signal).toBe('SIGKILL')
    const usage = caged!.usage()
    expect(usage.oomKills).toBe(1)
    expect(usage.peakBytes).toBeGreaterThan(400 * MIB)
    expect(usage.peakBytes).toBeLessThanOrEqual(512 * MIB)
    caged!.remove()
  })
})
