/**
 * The import direction (eslint.config.mjs, NO_CONFIG_PARTS and NOT_BACK), run with the project's
 * own configuration on code as it would sit in each layer: the domain (src/lib) and the pages
 * never import a part of the Payload config; the config's parts never import pages or components.
 */
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

/** The lines refused by the import rule when `code` sits at `filePath`. */
const refusedLines = async (filePath: string, imports: string[]) => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const [result] = await eslint.lintText(`${imports.join('\n')}\n`, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.line)
}

const CONFIG_PARTS = [
  "import { Events } from '@collections/Events'",
  "import { keepReviewedApplicationFinal } from '@hooks/projects/keepReviewedApplicationFinal'",
  "import { globals } from '@globals/index'",
  "import { contentEditor } from '@fields/richTextContent'",
  "import { deleteRelated } from '../../../hooks/shared/deleteRelated'",
]
const BELOW = ["import { hasAdminRole } from '@access/roles'", "import { AppError } from '@/lib/shared/errors/appError'"]

test('the domain and the pages import no collection, hook, global or field; they may import the access policies and the domain', async () => {
  for (const filePath of ['src/lib/projects/sample.ts', 'src/app/(frontend)/sample/page.tsx', 'src/components/admin/Sample.tsx']) {
    expect({ filePath, refused: await refusedLines(filePath, [...CONFIG_PARTS, ...BELOW]) }).toEqual({
      filePath,
      refused: [1, 2, 3, 4, 5],
    })
  }
})

test('the Payload config’s parts call the domain and never import a page or a component', async () => {
  const refused = await refusedLines('hooks/projects/sample.ts', [
    "import { ProjectCard } from '@/components/site/ProjectCard'",
    "import page from '@/app/(frontend)/projects/page'",
    "import { reviewApplication } from '@/lib/projects/reviewApplication'",
    "import { hasAdminRole } from '@access/roles'",
  ])
  expect(refused).toEqual([1, 2])
})
