// The last lines of `npm test`: each stage's ten slowest test files, the tests retried or failed by name (with the first error),
// and one line `N passed, N failed` over every stage. It reads the JSON that each stage left in
// the folder named by its argument: vitest's json reporter (integration-*.json, one per part)
// and tests/e2e/support/timelineReporter.ts (browser.json, resilience.json); before them, each
// stage's CPU by kind of process that scripts/testRun/cpuByKind.mjs left in its cpu/ folder.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
const stages = new Map()
const stageOf = (name) => {
  if (!stages.has(name)) stages.set(name, { passed: 0, failed: 0, skipped: 0, retried: [], failedTests: [], files: [] })
  return stages.get(name)
}

const cpuDir = path.join(dir, 'cpu')
for (const file of fs.existsSync(cpuDir) ? fs.readdirSync(cpuDir).sort() : []) {
  const text = fs.readFileSync(path.join(cpuDir, file), 'utf8').trim()
  if (text) console.log(`\n${text}`)
}

for (const file of fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (file.startsWith('integration-')) {
    const stage = stageOf('integration')
    stage.passed += report.numPassedTests
    stage.failed += report.numFailedTests
    stage.skipped += report.numPendingTests + report.numTodoTests
    for (const result of report.testResults) {
      const file = path.relative(process.cwd(), result.name).replace(/^tests\//, '')
      stage.files.push({ file, ms: result.endTime - result.startTime })
      for (const test of result.assertionResults.filter((assertion) => assertion.status === 'failed'))
        stage.failedTests.push({ name: `${file}: ${test.fullName}`, message: test.failureMessages?.[0] ?? '', where: null })
    }
  } else {
    const stage = stageOf(report.stage)
    stage.passed += report.passed
    stage.failed += report.failed
    stage.skipped += report.skipped
    stage.retried.push(...report.retried)
    stage.failedTests.push(...(report.failedTests ?? []))
    stage.files.push(...report.files)
  }
}

/** A test's name, then its first error's first lines (without the terminal's colours) and where it was thrown, indented. */
function described({ name, message, where }) {
  const lines = (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
  if (where) lines.push(`at ${where}`)
  return [name, ...lines.map((line) => `      ${line.trim().slice(0, 200)}`)].join('\n')
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`
// In the order they run.
const ORDER = ['integration', 'browser', 'resilience']
let passed = 0
let failed = 0
for (const [name, stage] of [...stages].sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))) {
  passed += stage.passed
  failed += stage.failed
  console.log(`\n${name}: ${stage.passed} passed, ${stage.failed} failed, ${stage.skipped} skipped; the ten slowest files:`)
  for (const { file, ms } of stage.files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(ms).padStart(7)}  ${file}`)
  // A retry is a diagnostic, never a pass to forget: each is named here and counts against the run.
  for (const test of stage.retried) console.log(`  passed only when retried: ${described(test)}`)
  for (const test of stage.failedTests) console.log(`  failed: ${described(test)}`)
}
console.log(`\n${passed} passed, ${failed} failed`)
