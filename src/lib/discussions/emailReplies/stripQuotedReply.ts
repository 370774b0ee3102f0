/**
 * Where the quoted original starts in mail programs' answers: "On … wrote:" (Gmail, Apple Mail,
 * Thunderbird; "Am … schrieb …:" in German), Outlook's "-----Original Message-----", and the
 * line of underscores Outlook puts above its header block.
 */
const QUOTE_HEADERS = [
  /^on\b.{0,300}\bwrote:?$/i,
  /^am\b.{0,300}\bschrieb\b.{0,200}:?$/i,
  /^-{2,}\s*(original message|ursprüngliche nachricht)\s*-{2,}$/i,
  /^_{10,}$/,
]

/** Outlook's header block of the original: "From: …" followed by "Sent: …" (or Date, To, Subject; in German too). */
const isHeaderBlock = (line: string, next: string) =>
  /^(from|von):\s/i.test(line) && /^(sent|date|to|subject|gesendet|datum|an|betreff):\s/i.test(next)

/** A signature's start: the standard "-- " line, and the phone apps' "Sent from my …". */
const SIGNATURE_STARTS = [/^--\s?$/, /^(sent from my|von meinem)\b.{0,100}(gesendet)?$/i, /^get outlook for\b/i]

/**
 * The words a member wrote above what their mail program quoted: line by line, it stops at the
 * first quote header, quoted line ("> …") or signature start, and drops trailing blank lines.
 * Linear in the text (each line is tested against a few anchored patterns with bounded
 * repetition); no library: the well-known reply parsers run unbounded regular expressions over
 * the whole text, and an inbound e-mail is anyone's input.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const kept: string[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim()
    // Gmail breaks a long "On … wrote:" over two lines.
    const next = lines[index + 1]?.trim() ?? ''
    if (line.startsWith('>') || startsQuoteOrSignature(line) || isHeaderBlock(line, next)) break
    if (/^(on|am)\b/i.test(line) && startsQuoteOrSignature(`${line} ${next}`)) break
    kept.push(lines[index]!.trimEnd())
  }
  return kept.join('\n').trim()
}

const startsQuoteOrSignature = (line: string) =>
  line.length <= 600 && (QUOTE_HEADERS.some((header) => header.test(line)) || SIGNATURE_STARTS.some((start) => start.test(line)))
