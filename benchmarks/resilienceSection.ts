import fs from 'node:fs'

const START = '<!-- resilience:start -->'
const END = '<!-- resilience:end -->'

/** The resilience section of `file` with its markers, or '' (kept when `npm run bench` rewrites the file). */
export function resilienceSection(file = 'BENCHMARKS.md'): string {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  return start >= 0 && end > start ? current.slice(start, end + END.length) : ''
}

/**
 * Replaces the resilience section of BENCHMARKS.md (between its markers) and nothing else;
 * appends the section when the file has no markers yet.
 */
export function writeResilienceSection(markdown: string, file = 'BENCHMARKS.md') {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const section = `${START}\n${markdown.trim()}\n${END}`
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  const next =
    start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + END.length) : `${current.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(file, next)
}
