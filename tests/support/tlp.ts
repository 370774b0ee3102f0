import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { extractInChildProcess } from '../../src/lib/library/documentText/extractInChildProcess'

export type Level = 'clear' | 'green' | 'amber' | 'amber-strict' | 'red'
export const LEVELS: Level[] = ['clear', 'green', 'amber', 'amber-strict', 'red']

/**
 * Who reads each level (the rule of src/lib/library/tlp/tlpLevels.ts, written out by hand): the tests'
 * actors are a member of the owning organization, of a partner organization an AMBER item names,
 * a person a RED item names, and a member of neither.
 */
export const READERS: Record<string, Level[]> = {
  visitor: ['clear'],
  stranger: ['clear', 'green'],
  owner: ['clear', 'green', 'amber', 'amber-strict'],
  partner: ['clear', 'green', 'amber'],
  namedPerson: ['clear', 'green', 'red'],
  admin: LEVELS,
}

/** A PDF's text, read as the search reads files (PDF.js in a child process): what a labelled copy says. */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tlp-copy-'))
  try {
    fs.writeFileSync(path.join(folder, 'copy.pdf'), bytes)
    const read = await extractInChildProcess(path.join(folder, 'copy.pdf'), 'application/pdf')
    if (!read.ok) throw new Error(read.problem)
    return read.text
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
