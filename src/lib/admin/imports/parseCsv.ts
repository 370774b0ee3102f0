import { type CsvError, type Info, parse } from 'csv-parse/sync'

import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './importableCollections'
import { type ImportReasonCode, importRefusal, reason } from './importReasons'

/** One row of the file: its cells as written, and the line of the file it begins on (the header is line 1). */
export type CsvRow = { line: number; cells: string[] }
export type CsvTable = { headers: string[]; rows: CsvRow[] }

/** csv-parse's refusals of a malformed line, in the admin's words. */
const MALFORMED: Partial<Record<CsvError['code'], ImportReasonCode>> = {
  CSV_QUOTE_NOT_CLOSED: 'quoteNotClosed',
  INVALID_OPENING_QUOTE: 'strayQuote',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'textAfterQuote',
}

const refuse = (code: ImportReasonCode, values?: Record<string, string | number>) =>
  importRefusal(code === 'tooLarge' || code === 'tooManyRows' ? 'TOO_LARGE' : 'INVALID_INPUT', reason(code, values))

/**
 * The delimiter the header row uses: a comma (RFC 4180), or a semicolon as spreadsheets write
 * CSV where the comma is the decimal sign (German Excel). Headers hold neither otherwise.
 */
function delimiterOf(text: string): ',' | ';' {
  const end = text.indexOf('\n')
  const header = end === -1 ? text : text.slice(0, end)
  let commas = 0
  let semicolons = 0
  for (const character of header) {
    if (character === ',') commas++
    else if (character === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * A CSV file (RFC 4180) as its header and rows, each row with the line it begins on. The size
 * is checked on the bytes before anything else; the text must be UTF-8 (a byte-order mark is
 * dropped); line ends may be CRLF, LF or CR; quoted cells may hold delimiters, quotes (doubled)
 * and line breaks; rows whose cells are all blank are skipped. csv-parse reads the text in one
 * pass and stops after IMPORT_MAX_ROWS + 1 rows. A file that cannot be read as a whole (too
 * large, too many rows, not UTF-8, malformed at a line) is refused with its reason.
 */
export function parseCsv(bytes: Uint8Array): CsvTable {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw refuse('tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 })
  let text: string
  try {
    // The decoder drops a leading byte-order mark.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw refuse('notUtf8')
  }
  if (text.includes('\u0000')) throw refuse('binary')
  // One kind of line end, so the parser's line count is the file's and a cell's line breaks are '\n'.
  text = text.replace(/\r\n?/g, '\n')
  if (text.trim() === '') throw refuse('empty')

  let records: { record: string[]; info: Info }[]
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: Info }[]
  } catch (error) {
    const { code, lines } = error as { code?: CsvError['code']; lines?: number }
    throw refuse((code && MALFORMED[code]) ?? 'unreadableLine', { line: typeof lines === 'number' ? lines : 1 })
  }
  if (records.length > IMPORT_MAX_ROWS + 1) throw refuse('tooManyRows', { max: IMPORT_MAX_ROWS.toLocaleString('en-US') })

  // The parser counts lines to a record's end; a record begins as many lines earlier as its cells hold breaks.
  const lineOf = ({ record, info }: { record: string[]; info: Info }) =>
    info.lines - record.reduce((breaks, cell) => breaks + countBreaks(cell), 0)
  const [header, ...body] = records
  const rows = body
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map((entry) => ({ line: lineOf(entry), cells: entry.record }))
  if (rows.length === 0) throw refuse('noRows')
  return { headers: header!.record.map((cell) => cell.trim()), rows }
}

const countBreaks = (cell: string) => {
  let breaks = 0
  for (let index = cell.indexOf('\n'); index !== -1; index = cell.indexOf('\n', index + 1)) breaks++
  return breaks
}
