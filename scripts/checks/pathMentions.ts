/**
 * Every file a comment or a document names by its path exists: a moved or renamed file leaves
 * no stale mention (the files docs/extending.md's tutorial creates, and the sample paths the
 * lint-rule tests lint, are named below).
 *
 *   npx tsx scripts/checks/pathMentions.ts   (npm test runs it)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from './projectFiles'

const MENTION =
  /(?<![\w.@/-])(?:src|tests|hooks|access|collections|globals|fields|scripts|docs|benchmarks|migrations)\/[\w./()[\]-]+?\.(?:tsx?|mjs|md|sh)(?![\w/])/g
// …and folders, written with their trailing slash (`src/lib/library/tlp/`).
const FOLDER_MENTION =
  /(?<![\w.@/-])(?:src|tests|hooks|access|collections|globals|fields|scripts|docs|benchmarks|migrations)\/[\w/()-]*\/(?=[`'\s),])/g
/** Files that do not exist on purpose. */
const NOT_FILES = [
  /workingGroups|WorkingGroup|working-groups/, // docs/extending.md's tutorial creates them
  /\/[Ss]ample(\/page)?\.tsx?$|\/sample\//, // what the lint-rule tests lint
  /^benchmarks\/results\//, // written by npm run bench
  /^tests\/events\/eventLanguage\.test\.ts$/, // docs/extending.md's tutorial
]

const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(tsx?|mjs|md|sh)$/.test(file) && fs.existsSync(path.join(ROOT, file)))
const missing: string[] = []
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  for (const [mention] of [...text.matchAll(MENTION), ...text.matchAll(FOLDER_MENTION)]) {
    if (NOT_FILES.some((pattern) => pattern.test(mention)) || fs.existsSync(path.join(ROOT, mention))) continue
    missing.push(`${file} names ${mention}, which does not exist`)
  }
}
if (missing.length) {
  console.error([...new Set(missing)].join('\n'))
  process.exit(1)
}
console.log(`Every file named by its path in ${files.length} files exists.`)
