import fs from 'node:fs'

/**
 * Sections of BENCHMARKS.md that other runs write between their own markers: `resilience`
 * (the crash tests of `npm test`), `soak` (`npm run test:soak`) and `limits` (the figures the
 * tests of tests/infrastructure print, copied by hand). `npm run bench` rewrites the rest of the
 * file and keeps them.
 */
export const KEPT_SECTIONS = ['resilience', 'soak', 'limits'] as const
export type SectionName = (typeof KEPT_SECTIONS)[number]

const markers = (name: SectionName) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const

/** The section `name` of `file` with its markers, or ''. */
export function benchmarkSection(name: SectionName, file = 'BENCHMARKS.md'): string {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const [START, END] = markers(name)
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  return start >= 0 && end > start ? current.slice(start, end + END.length) : ''
}

/** Every kept section of `file`, in order, blank-line separated ('' when there is none). */
export const keptSections = (file = 'BENCHMARKS.md') =>
  KEPT_SECTIONS.map((name) => benchmarkSection(name, file))
    .filter(Boolean)
    .join('\n\n')

/**
 * Replaces the section `name` of BENCHMARKS.md (between its markers) and nothing else;
 * appends the section when the file has no markers for it yet.
 */
export function writeBenchmarkSection(name: SectionName, markdown: string, file = 'BENCHMARKS.md') {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const [START, END] = markers(name)
  const section = `${START}\n${markdown.trim()}\n${END}`
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  const next =
    start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + END.length) : `${current.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(file, next)
}
