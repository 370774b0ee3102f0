/**
 * The database below the local API only through its named helper, with a literal reason
 * (eslint.config.mjs, DATABASE_BELOW_LOCAL_API and DATABASE_REASON_LITERAL), run with the
 * project's own configuration on code as it would sit in the domain, a hook and a page.
 */
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const refusals = async (filePath: string, lines: string[]) => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const [result] = await eslint.lintText(`${lines.join('\n')}\n`, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax' && /below the local API|reason is a string/i.test(message.message))
    .map((message) => message.line)
}

const CODE = [
  'declare const payload: any, req: any, why: string, belowLocalApi: any, requestDatabase: any',
  'payload.db.drizzle.execute(1)',
  'req.payload.db.updateOne({})',
  "belowLocalApi(payload, 'an atomic claim').drizzle.execute(1)",
  'belowLocalApi(payload, why).drizzle.execute(1)',
  "requestDatabase(req, 'inside the hook’s transaction')",
  'requestDatabase(req)',
]

test('payload.db is refused outside the helper, and so is a reason that is not a literal; a named reason passes', async () => {
  for (const filePath of ['src/lib/projects/sample.ts', 'hooks/projects/sample.ts', 'src/app/(frontend)/sample/page.tsx']) {
    expect({ filePath, refused: await refusals(filePath, CODE) }).toEqual({ filePath, refused: [2, 3, 5, 7] })
  }
})

test('the helper itself reaches the adapter', async () => {
  expect(await refusals('src/lib/infrastructure/database/belowLocalApi.ts', CODE.slice(0, 2))).toEqual([])
})
