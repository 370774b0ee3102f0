import type { MemberSummary } from '@/lib/organizations/memberSummaries'

/**
 * Batches the member summaries that the rows of one table page ask for into one request:
 * every cell asks for its own organization, the ids asked for in the same tick go together.
 */
let pending = new Map<number, ((summary: MemberSummary) => void)[]>()
let timer: ReturnType<typeof setTimeout> | null = null

export function loadMemberSummary(id: number): Promise<MemberSummary> {
  return new Promise((resolve) => {
    pending.set(id, [...(pending.get(id) ?? []), resolve])
    timer ??= setTimeout(flush, 0)
  })
}

async function flush() {
  const batch = pending
  pending = new Map()
  timer = null
  let summaries: Record<string, MemberSummary> = {}
  try {
    const response = await fetch(`/api/organizations/member-summary?ids=${[...batch.keys()].join(',')}`, { credentials: 'include' })
    if (response.ok) summaries = await response.json()
  } catch {
    // The cells show an unknown count; the table itself still works.
  }
  for (const [id, resolvers] of batch) for (const resolve of resolvers) resolve(summaries[id] ?? { count: -1, names: [] })
}
