/**
 * The folder map in docs/architecture.md is the one on disk: every folder in src/lib is a
 * concept of its Concepts table and every concept has its folder; hooks/, access/ and tests/
 * use only concept names (besides hooks/shared and the test suites by kind, named below and in
 * the document).
 *
 *   npx tsx scripts/checks/folderMap.ts   (npm test runs it)
 */
import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from './projectFiles'

const DOC = 'docs/architecture.md'
const doc = fs.readFileSync(path.join(ROOT, DOC), 'utf8')

const section = doc.slice(doc.indexOf('## Concepts'), doc.indexOf('\n## ', doc.indexOf('## Concepts') + 1))
const concepts = new Set([...section.matchAll(/^\| `([a-z][A-Za-z]*)` +\|/gm)].map((match) => match[1]!))
const folders = (root: string) =>
  fs
    .readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Folders that are no concept, each named in the document. */
const BESIDE_CONCEPTS: Record<string, string[]> = {
  hooks: ['shared'],
  access: [],
  tests: ['authorization', 'e2e', 'resilience', 'security', 'migrations', 'i18n', 'structure', 'policies', 'setup', 'support'],
}

const problems: string[] = []
if (concepts.size < 10) problems.push(`${DOC} has no Concepts table to check against`)
const libraries = folders('src/lib')
for (const folder of libraries) if (!concepts.has(folder)) problems.push(`src/lib/${folder} is no concept of ${DOC}`)
for (const concept of concepts) if (!libraries.includes(concept)) problems.push(`the concept ${concept} (${DOC}) has no src/lib/${concept}`)
for (const [root, others] of Object.entries(BESIDE_CONCEPTS)) {
  for (const folder of folders(root)) {
    if (concepts.has(folder)) continue
    if (!others.includes(folder)) problems.push(`${root}/${folder} is neither a concept of ${DOC} nor one of ${root}/'s other folders`)
    else if (!doc.includes(`${root}/${folder}`) && !doc.includes(`\`${folder}\``)) problems.push(`${root}/${folder} is not named in ${DOC}`)
  }
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`The folders match ${DOC}'s ${concepts.size} concepts.`)
