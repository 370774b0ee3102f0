// Where a test stage's CPU goes, by kind of process: started beside each stage (scripts/test.sh),
// it reads every process's CPU time from /proc once a second until SIGTERM, then prints the
// seconds per kind (Chromium by process type, app servers, PostgreSQL, test runners,
// child-process workers, builds), nothing for a stage of under 20 CPU seconds. A process that
// lives under a second, or the last second of one that ends, is missed: the figures are a floor,
// for deciding what to make cheaper, not an account.
import fs from 'node:fs'

const TICKS = 100 // USER_HZ on Linux
const [title = 'stage'] = process.argv.slice(2)

/** The kind of a process, from its command line. */
function kindOf(cmdline) {
  if (/chrom(e|ium)/i.test(cmdline)) return `Chromium ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'}`
  if (/^postgres|\/postgres\b|postgres:/.test(cmdline)) return 'PostgreSQL'
  if (/\/(initdb|pg_ctl|pg_dump|pg_restore|psql) /.test(cmdline)) return 'PostgreSQL tools (initdb, pg_dump, pg_restore)'
  if (/next-server|next start|scripts\/server\/|\.next\/standalone|startServer/.test(cmdline)) return 'app servers'
  if (/Worker\.mjs/.test(cmdline)) return 'child-process workers'
  if (/playwright|vitest/.test(cmdline)) return 'test runners'
  if (/next build|tsc|eslint|prettier/.test(cmdline)) return 'build and checks'
  if (/seed\.ts|migrate\.ts|tsx/.test(cmdline)) return 'seeds, migrations and other tsx scripts'
  if (/node/.test(cmdline)) return 'other node'
  return 'other'
}

// "pid:start time" → its kind, CPU seconds when last read, and when first read: the stage's
// share of a process that was running at its start; all of a process born during it.
const seen = new Map()
let firstPass = true
function sample() {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // Its start time (field 22) tells a reused pid from the process seen before.
      const key = `${entry}:${fields[19]}`
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS
      const known = seen.get(key)
      if (known) known.seconds = seconds
      else {
        const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
        seen.set(key, { kind: kindOf(cmdline), seconds, startSeconds: firstPass ? seconds : 0 })
      }
    } catch {
      // Ended between the listing and the read.
    }
  }
  firstPass = false
}

sample()
const timer = setInterval(sample, 1000)
process.on('SIGTERM', () => {
  clearInterval(timer)
  sample()
  const byKind = new Map()
  for (const { kind, seconds, startSeconds } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - startSeconds)
  const total = [...byKind.values()].reduce((sum, value) => sum + value, 0)
  if (total < 20) process.exit(0)
  const rows = [...byKind.entries()].filter(([, seconds]) => seconds >= 1).sort((a, b) => b[1] - a[1])
  console.log(`${title}: CPU seconds by kind of process (sampled each second; ${Math.round(total)} s in all)`)
  for (const [kind, seconds] of rows)
    console.log(`  ${String(Math.round(seconds)).padStart(6)} s  ${String(Math.round((seconds * 100) / total)).padStart(3)} %  ${kind}`)
  process.exit(0)
})
