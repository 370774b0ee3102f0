type Timed = { id: number; title: string; start: string; end: string }

/**
 * Which of a member's agenda items overlap in time: for each clashing item, the titles of the
 * items it overlaps. One sweep over the items sorted by start, keeping those still running;
 * items that only touch (one ends as the next starts) do not clash.
 */
export function findClashes(items: readonly Timed[]): Map<number, string[]> {
  const clashes = new Map<number, string[]>()
  const add = (item: Timed, other: Timed) => clashes.set(item.id, [...(clashes.get(item.id) ?? []), other.title])
  const sorted = items
    .map((item) => ({ item, start: Date.parse(item.start), end: Date.parse(item.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end)
  let running: typeof sorted = []
  for (const current of sorted) {
    running = running.filter((other) => other.end > current.start)
    for (const other of running) {
      add(current.item, other.item)
      add(other.item, current.item)
    }
    running.push(current)
  }
  return clashes
}
