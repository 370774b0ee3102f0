import { HIGHLIGHT_END, HIGHLIGHT_START } from '@/lib/content/search/searchInput'

/** A title or snippet with the search's marks around matched words, as <mark>s (React escapes the rest). */
export function Highlighted({ text }: { text: string }) {
  const parts: { text: string; marked: boolean }[] = []
  for (const piece of text.split(HIGHLIGHT_START)) {
    const end = piece.indexOf(HIGHLIGHT_END)
    if (end === -1) parts.push({ text: piece, marked: false })
    else
      parts.push({ text: piece.slice(0, end), marked: true }, { text: piece.slice(end + 1).replaceAll(HIGHLIGHT_END, ''), marked: false })
  }
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
