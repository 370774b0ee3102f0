/**
 * Every server action of the app is listed in tests/e2e/http/memberSiteActions.ts, has a target
 * in the hostile-input suite and, unless it acts on the caller alone (NOT_IN_MATRIX, with the
 * reason), a row of the HTTP authorization matrix: a new action cannot ship unseen by both.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

import { NOT_IN_MATRIX, SERVER_ACTIONS, SITE_ACTION_FILES } from '../e2e/http/memberSiteActions'

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** `file#name` of every export of every 'use server' file under src. */
const declared = filesUnder('src')
  .filter((file) => /^['"]use server['"]/.test(read(file).trimStart()))
  .flatMap((file) =>
    [...read(file).matchAll(/^export (?:const|async function|function) (\w+)/gm)].map(
      (match) => `${file.split(path.sep).join('/')}#${match[1]}`,
    ),
  )
  .sort()

const usedIn = (file: string) => new Set([...read(file).matchAll(/SERVER_ACTIONS\.(\w+)\b/g)].map((match) => match[1]!))

describe('server actions', () => {
  test('each is listed once, by the file and name that define it', () => {
    const listed = Object.values(SERVER_ACTIONS).map((action) => `${action.file}#${action.name}`)
    expect(new Set(listed).size, 'listed twice').toBe(listed.length)
    expect(listed.sort()).toEqual(declared)
    for (const file of SITE_ACTION_FILES)
      expect(
        declared.some((action) => action.startsWith(`${file}#`)),
        file,
      ).toBe(true)
  })

  test('each has a hostile-input target', () => {
    const targeted = usedIn('tests/e2e/hostile/targets.ts')
    expect(Object.keys(SERVER_ACTIONS).filter((key) => !targeted.has(key))).toEqual([])
  })

  test('each has a row of the authorization matrix, or a reason it acts on the caller alone', () => {
    const inMatrix = usedIn('tests/e2e/authorization/authorizationMatrix.e2e.ts')
    const keys = Object.keys(SERVER_ACTIONS) as (keyof typeof SERVER_ACTIONS)[]
    expect(keys.filter((key) => !inMatrix.has(key) && !NOT_IN_MATRIX[key])).toEqual([])
    // A reason for an action the matrix does try would be stale.
    expect(keys.filter((key) => inMatrix.has(key) && NOT_IN_MATRIX[key])).toEqual([])
  })
})
