import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * At the end of a run, each test file's worker and its minutes from the run's start to its
 * first test's start and its last test's end: a CI log then shows which files ran late or
 * alone at the end, the figures to balance the workers by.
 */
export default class TimelineReporter implements Reporter {
  private runStart = Date.now()
  private files = new Map<string, { worker: number; start: number; end: number; tests: number }>()

  onBegin() {
    this.runStart = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, '')
    const start = result.startTime.getTime() - this.runStart
    const end = start + result.duration
    const seen = this.files.get(file)
    if (!seen) this.files.set(file, { worker: result.parallelIndex, start, end, tests: 1 })
    else Object.assign(seen, { start: Math.min(seen.start, start), end: Math.max(seen.end, end), tests: seen.tests + 1 })
  }

  onEnd(result: FullResult) {
    const minutes = (ms: number) => (ms / 60_000).toFixed(1).padStart(5)
    const rows = [...this.files.entries()].sort(([, a], [, b]) => a.start - b.start)
    if (rows.length === 0) return
    console.log(`\nTimeline (minutes from the start; ${rows.length} files, ${minutes(result.duration)} in all):`)
    for (const [file, row] of rows) {
      console.log(
        `  worker ${String(row.worker).padStart(2)} ${minutes(row.start)} → ${minutes(row.end)} (${minutes(row.end - row.start)}) ${row.tests} tests ${file}`,
      )
    }
  }

  printsToStdio() {
    return false
  }
}
