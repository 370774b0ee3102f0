/**
 * The start of a text for a place that shows a little of it (an e-mail quoting a message or a
 * description): its words on one line, cut at a word before `length` with "…"; null when there
 * are none, so the caller leaves the line out rather than showing it empty.
 */
export function excerpt(text: string | null | undefined, length: number): string | null {
  const words = (text ?? '').replace(/\s+/g, ' ').trim()
  if (words === '') return null
  if (words.length <= length) return words
  const cut = words.slice(0, length)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`
}
