import fs from 'node:fs'
import path from 'node:path'
import prettier from 'prettier'

/**
 * Replaces the part of a Markdown file between two marker comments with `section` (the markers
 * included), formatted as `prettier --check` wants the file; with `--check` on the command line
 * it only fails when the committed file differs (CI).
 */
export async function writeGeneratedSection(file: string, markers: { start: string; end: string }, section: string, what: string) {
  const doc = fs.readFileSync(file, 'utf8')
  const start = doc.indexOf(markers.start)
  const end = doc.indexOf(markers.end)
  if (start < 0 || end < start) throw new Error(`${file} has no generated section (${markers.start} … ${markers.end})`)
  const updated = await prettier.format(doc.slice(0, start) + section + doc.slice(end + markers.end.length), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  })
  const shown = path.relative(process.cwd(), file)
  if (process.argv.includes('--check')) {
    if (updated !== doc) {
      console.error(`${shown} lists other ${what} than the code has. Run: npm run generate:architecture (and commit it)`)
      process.exit(1)
    }
    console.log(`The list of ${what} in ${shown} is current.`)
  } else {
    fs.writeFileSync(file, updated)
    console.log(`${shown}: the ${what} listed.`)
  }
}
