import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A test by file and title, with its first failed attempt's error and where it was thrown:
 * printSummary.mjs shows them under the name, so a CI log's last lines say why a test failed
 * or needed its retry, not only that it did.
 */
function named(test: TestCase) {
  const error = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped')?.error
  return {
    name: `${test.location.file.replace(/^.*\/tests\//, '')}: ${test.title}`,
    message: (error?.message ?? String(error?.value ?? '')).slice(0, 2000),
    where: error?.location ? `${path.basename(error.location.file)}:${error.location.line}` : null,
  }
}

/**
 * At the end of a run, each test file's worker and its minutes from the run's start to its
 * first test's start and its last test's end: a CI log then shows which files ran late or
 * alone at the end, the figures to balance the workers by. With TEST_RUN_SUMMARY_DIR set (npm
 * test sets it) it also writes the stage's counts, its retried and failed tests (named) and each file's
 * time there, for scripts/testRun/printSummary.mjs's last lines over every stage.
 */
export default class TimelineReporter implements Reporter {
  private runStart = Date.now()
  private root: Suite | undefined
  private files = new Map<string, { worker: number; start: number; end: number; tests: number; ms: number }>()

  constructor(private options: { stage?: string } = {}) {}

  onBegin(_config: unknown, suite: Suite) {
    this.runStart = Date.now()
    this.root = suite
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\/(e2e\/)?/, '')
    const start = result.startTime.getTime() - this.runStart
    const end = start + result.duration
    const seen = this.files.get(file)
    if (!seen) this.files.set(file, { worker: result.parallelIndex, start, end, tests: 1, ms: result.duration })
    else
      Object.assign(seen, {
        start: Math.min(seen.start, start),
        end: Math.max(seen.end, end),
        tests: seen.tests + 1,
        ms: seen.ms + result.duration,
      })
  }

  onEnd(result: FullResult) {
    this.writeSummary()
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

  /** The stage's figures as JSON, one file per stage, beside the integration tests' own. */
  private writeSummary() {
    const dir = process.env.TEST_RUN_SUMMARY_DIR
    if (!dir || !this.root) return
    const tests = this.root.allTests()
    const outcome = (name: ReturnType<TestCase['outcome']>) => tests.filter((test) => test.outcome() === name)
    const summary = {
      stage: this.options.stage ?? 'browser',
      passed: outcome('expected').length + outcome('flaky').length,
      failed: outcome('unexpected').length,
      skipped: outcome('skipped').length,
      retried: outcome('flaky').map(named),
      failedTests: outcome('unexpected').map(named),
      // A file's own time: the sum of its tests' (its hooks run inside them), not its span on the timeline.
      files: [...this.files.entries()].map(([file, row]) => ({ file, ms: row.ms })),
    }
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${summary.stage}.json`), JSON.stringify(summary))
  }

  printsToStdio() {
    return false
  }
}
